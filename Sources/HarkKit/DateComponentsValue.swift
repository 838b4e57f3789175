extension DateComponents: ParameterValue {
    /// Said as a time of day ("7:30", "7:30 pm", "19:00", "7 am") or a day ("2026-01-05").
    public static var valueKind: ValueKind { .text }

    /// The time of day or the day an answer gives, or nil.
    public init?(answer: AnswerValue) {
        switch answer {
        case .date(let iso):
            guard let day = Day(iso: iso) else { return nil }
            self.init(year: day.year, month: day.month, day: day.day)
        case .text(let said):
            if let day = Day(iso: said.trimmingCharacters(in: .whitespaces)) {
                self.init(year: day.year, month: day.month, day: day.day)
            } else if let time = Self.timeOfDay(said) {
                self.init(hour: time.hour, minute: time.minute)
            } else {
                return nil
            }
        default:
            return nil
        }
    }

    /// "7:30", "7:30 pm", "7pm", "19:00" as hours and minutes.
    private static func timeOfDay(_ said: String) -> (hour: Int, minute: Int)? {
        var text = said.lowercased().replacingOccurrences(of: ".", with: "").replacingOccurrences(of: " ", with: "")
        let half = text.hasSuffix("am") ? "am" : text.hasSuffix("pm") ? "pm" : nil
        if half != nil { text.removeLast(2) }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard half != nil || parts.count == 2, parts.count <= 2, let hour = Int(parts[0]),
            let minute = parts.count == 2 ? Int(parts[1]) : 0, (0..<60).contains(minute)
        else { return nil }
        guard let half else { return (0..<24).contains(hour) ? (hour, minute) : nil }
        guard (1...12).contains(hour) else { return nil }
        return (hour % 12 + (half == "pm" ? 12 : 0), minute)
    }

    /// "7:30", or the day ("2026-01-05").
    public var spokenText: String {
        if let hour, let minute { return String(format: "%d:%02d", hour, minute) }
        if let year, let month, let day { return String(format: "%04d-%02d-%02d", year, month, day) }
        return ""
    }
}
