import Foundation

/// Parameter types of App Intents read from an answer: a web address, a date.
///
///     URL(answer: .text("https://swift.org"))   // https://swift.org
///     Date(answer: .text("2026-01-05"))          // midnight UTC that day
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
    /// Read as a day ("tomorrow", "2026-01-05"), at midnight UTC; a stored instant reads back whole.
    public static var valueKind: ValueKind { .date }

    /// The date an answer gives, or nil.
    public init?(answer: AnswerValue) {
        let trimmed: String
        switch answer {
        case .date(let day), .text(let day): trimmed = day.trimmingCharacters(in: .whitespaces)
        default: return nil
        }
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

    /// The day, as a date answer.
    public var answerValue: AnswerValue { .date(spokenText) }
}
