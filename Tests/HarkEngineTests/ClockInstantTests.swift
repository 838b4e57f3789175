import Foundation
@testable import HarkEngine
import Testing

@Test(arguments: [
    "2026-01-05T09:00:00Z", "2024-02-29T23:59:59Z", "1970-01-01T00:00:00Z", "2000-12-31T12:30:45Z",
    "2100-03-01T00:00:00Z", "1969-07-20T20:17:40Z",
])
func clockInstantsAreReadAsAnISO8601FormatterReadsThem(text: String) throws {
    let expected = try #require(ISO8601DateFormatter().date(from: text))
    #expect(UTCInstant.parse(text) == expected)
    #expect(try SessionClock.parse(" \(text) ", after: .fixed(Date(timeIntervalSince1970: 0))) == .fixed(expected))
}

@Test(arguments: ["2026-01-05T24:00:00Z", "2026-01-05 09:00:00Z", "2026-01-05T09:00:00"])
func otherInstantsAreLeftToTheFormatter(text: String) {
    #expect(UTCInstant.parse(text) == nil)
    let start = SessionClock.fixed(Date(timeIntervalSince1970: 1_767_603_600))
    #expect((try? SessionClock.parse(text, after: start)) == ISO8601DateFormatter().date(from: text).map(SessionClock.fixed))
}

/// A formatter rolls 2026-02-29 over into 1 March; a day that does not exist is refused instead.
@Test(arguments: ["2026-02-29T00:00:00Z", "2026-02-30T00:00:00+02:00", "2026-13-01T00:00:00Z", "2026-04-31T08:00:00.5Z"])
func aDayThatDoesNotExistIsRefused(text: String) {
    #expect(UTCInstant.parse(text) == nil)
    #expect(throws: SettingError("“\(text)” names a day that does not exist; write 2026-11-30T08:00:00Z.")) {
        try SessionClock.parse(text, after: .fixed(Date(timeIntervalSince1970: 0)))
    }
}

@Test func otherFormsOfInstantAndOffsetsAreReadToo() throws {
    let start = SessionClock.fixed(Date(timeIntervalSince1970: 1_767_603_600))
    #expect(try SessionClock.parse("2026-01-05T18:00:00+09:00", after: .fixed(Date(timeIntervalSince1970: 0))) == start)
    #expect(try SessionClock.parse("+1d", after: start) == .fixed(Date(timeIntervalSince1970: 1_767_603_600 + 86_400)))
}
