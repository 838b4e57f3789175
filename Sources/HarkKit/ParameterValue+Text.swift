import Foundation

/// Parameter types read from a typed answer: a decimal number, a web address, a date.
///
///     Double(answer: .text("2.5"))              // 2.5
///     URL(answer: .text("https://swift.org"))   // https://swift.org
///     Date(answer: .text("2026-01-05"))          // midnight UTC that day
extension Double: ParameterValue {
    /// Read from the answer's text: "2.5", "2,5" or "3".
    public static var valueKind: ValueKind { .text }

    /// The number an answer says, or nil.
    public init?(answer: AnswerValue) {
        switch answer {
        case .integer(let whole): self = Double(whole)
        case .text(let text):
            guard let number = Double(text.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: ",", with: ".")),
                number.isFinite
            else { return nil }
            self = number
        default: return nil
        }
    }

    /// "2.5", or "3" for a whole number.
    public var spokenText: String {
        rounded() == self && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}

extension URL: ParameterValue {
    /// Read from the answer's text; it must have a scheme and a host ("https://swift.org").
    public static var valueKind: ValueKind { .text }

    /// The web address an answer gives, or nil.
    public init?(answer: AnswerValue) {
        guard case .text(let text) = answer, let url = URL(string: text.trimmingCharacters(in: .whitespaces)),
            url.scheme != nil, url.host != nil
        else { return nil }
        self = url
    }

    /// The address as written.
    public var spokenText: String { absoluteString }
}

extension Date: ParameterValue {
    /// Read from the answer's text as an ISO 8601 date ("2026-01-05", midnight UTC) or instant
    /// ("2026-01-05T09:00:00Z").
    public static var valueKind: ValueKind { .text }

    /// The date an answer gives, or nil.
    public init?(answer: AnswerValue) {
        guard case .text(let text) = answer else { return nil }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let instant = try? Date(trimmed, strategy: .iso8601) {
            self = instant
        } else if let day = try? Date(trimmed, strategy: Date.ISO8601FormatStyle().year().month().day()) {
            self = day
        } else {
            return nil
        }
    }

    /// The instant in ISO 8601, UTC.
    public var spokenText: String { formatted(.iso8601) }
}
