import Foundation
import HarkEngine
@testable import HarkTranscript
import Testing

@Test(arguments: [
    ("@clock +90x", 1, "“+90x” is not a time offset; write +90m, +2h, +1d or +30s."),
    ("> hi\nOK (unclosed (re)", 2, "“OK (unclosed” is not a regular expression; escape it or drop “ (re)”"),
    ("@clock +200000000000000d", 1, "“+200000000000000d” would set the clock outside the years 1900 to 9999; choose a time in those years."),
    ("@location north", 1, nil),
    ("@situation beach", 1, "unknown situation “beach”; one of activeWorkout, commute, evening, gym, headphonesConnected, home, morning, none, physicalActivityIncomplete, school, work"),
    ("@trace maybe", 1, "@trace takes on or off, not “maybe”"),
    ("> hi\n\n@weather sunny", 3, "unknown directive @weather; known: @clock, @location, @situation, @tz, @apps, @trace, @device, @app"),
])
func aMalformedDirectiveNamesTheFileAndLine(text: String, line: Int, reason: String?) {
    do {
        _ = try TranscriptParser.parse(text + "\n", file: "d.transcript")
        Issue.record("\(text) was accepted")
    } catch {
        #expect(error.file == "d.transcript")
        #expect(error.line == line)
        if let reason { #expect(error.reason == reason) }
    }
}

@Test func theLocationDirectiveSetsAndClearsTheLocation() throws {
    #expect(try outcome(of: """
        > :location
        No location is set.
        @location 37.5,-122.25
        > :location
        You are at 37.5,-122.25.
        @location none
        > :location
        No location is set.

        """).passed)
}

@Test func theAppsDirectiveChoosesTheInstalledApps() throws {
    #expect(try outcome(of: """
        > :apps
        Hydrator
        Bakery
        @apps Bakery
        > :apps
        Bakery
        > Hydrate me
        Sorry, I didn't understand that.
        ...
        @apps Hydrator, Bakery
        > Hydrate me
        How many ounces?

        """).passed)
}

@Test func traceLinesShowOnlyWhileTraceIsOnAndAreCollectedAlways() throws {
    let result = try outcome(of: """
        > Log 8 ounces of tea in Hydrator
        OK. I logged 8 ounces of tea.
        @trace on
        > Order 3 cakes in Bakery
        ~ match Bakery › Order Cakes (phrase "Order {count} cakes in {app}")
        ~ resolve count = 3: success
        ~ resolve flavor: disambiguation
        Which one: chocolate or vanilla?
        @trace off
        > chocolate
        Ordered 3 cakes.

        """)
    #expect(result.passed)
    #expect(
        result.trace.first
            == .matched(MatchedIntent(app: "Hydrator", intent: "Track Intake", source: .phrase("Log {ounces} ounces of {hydrationType} in {app}"))))
    #expect(result.trace.last == .stored(.recordType("Order"), app: "Bakery"))
    #expect(result.trace.count == 13)
}
