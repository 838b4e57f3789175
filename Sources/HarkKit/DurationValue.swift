extension Duration: ParameterValue {
    /// Said as a length of time ("25 minutes", "1 hour 30 minutes").
    public static var valueKind: ValueKind { .text }

    /// "90 seconds", "1 hour 30 minutes", "ten minutes"; nil without units Hark knows.
    public init?(answer: AnswerValue) {
        guard case .text(let said) = answer, let pairs = SpokenMeasure.pairs(in: said) else { return nil }
        var seconds = 0.0
        for pair in pairs {
            guard let name = pair.unit, let unit = UnitDuration.spokenUnits[name] as? UnitDuration else { return nil }
            seconds += Measurement(value: pair.number, unit: unit).converted(to: .seconds).value
        }
        self = .milliseconds(Int64((seconds * 1000).rounded()))
    }

    /// "1 hour 30 minutes", "45 seconds".
    public var spokenText: String {
        let total = Int(components.seconds)
        let parts = [(total / 3600, "hour"), (total % 3600 / 60, "minute"), (total % 60, "second")]
            .filter { $0.0 > 0 }.map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }
        return parts.isEmpty ? "0 seconds" : parts.joined(separator: " ")
    }
}
