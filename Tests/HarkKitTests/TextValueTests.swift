import Foundation
import HarkKit
import Testing

/// Decimal numbers, web addresses and dates are read from the text of an answer.
@Test func aDecimalIsReadWithAPointOrAComma() {
    #expect(Double(answer: .text("2.5")) == 2.5)
    #expect(Double(answer: .text(" 2,5 ")) == 2.5)
    #expect(Double(answer: .integer(3))?.spokenText == "3")
    #expect(Double(answer: .text("two")) == nil)
    #expect(Double(answer: .text("inf")) == nil)
}

@Test func aWebAddressNeedsASchemeAndAHost() {
    #expect(URL(answer: .text("https://swift.org/blog"))?.spokenText == "https://swift.org/blog")
    #expect(URL(answer: .text("swift.org")) == nil)
    #expect(URL(answer: .choice(id: "https://swift.org")) == nil)
}

@Test func aDateIsAnISO8601DayOrInstant() {
    #expect(Date(answer: .text("2026-01-05"))?.spokenText == "2026-01-05T00:00:00Z")
    #expect(Date(answer: .text("2026-01-05T09:30:00Z"))?.spokenText == "2026-01-05T09:30:00Z")
    #expect(Date(answer: .text("next Tuesday")) == nil)
}
