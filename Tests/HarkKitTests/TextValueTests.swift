import Foundation
import HarkKit
import Testing

/// Web addresses and dates are read from an answer.
@Test func aWebAddressNeedsASchemeAndAHost() {
    #expect(URL(answer: .text("https://swift.org/blog"))?.spokenText == "https://swift.org/blog")
    #expect(URL(answer: .text("swift.org")) == nil)
    #expect(URL(answer: .choice(id: "https://swift.org")) == nil)
}

@Test func aDateIsAnISO8601DayOrInstant() {
    #expect(Date(answer: .text("2026-01-05"))?.spokenText == "2026-01-05T00:00:00Z")
    #expect(Date(answer: .text("2026-01-05T09:30:00Z"))?.spokenText == "2026-01-05T09:30:00Z")
    #expect(Date(answer: .date("2026-01-06"))?.spokenText == "2026-01-06T00:00:00Z")
    #expect(Date(answer: .text("next Tuesday")) == nil)
}
