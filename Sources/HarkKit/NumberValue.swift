extension Double: ParameterValue {
    public static var valueKind: ValueKind { .number }

    /// A number answer, or a whole number read where a number was asked for.
    public init?(answer: AnswerValue) {
        switch answer {
        case .number(let value): self = value
        case .integer(let value): self = Double(value)
        default: return nil
        }
    }

    /// "2.5", and "3" rather than "3.0".
    public var spokenText: String {
        if rounded() == self, abs(self) < 1e15 { return String(Int(self)) }
        return String(self)
    }

    public var answerValue: AnswerValue { .number(self) }
}
