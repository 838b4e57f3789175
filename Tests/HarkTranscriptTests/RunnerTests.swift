import Foundation
import HarkEngine
import HarkTranscript
import SampleApps
import Testing

func outcome(of text: String) throws -> TranscriptOutcome {
    let runner = TranscriptRunner(catalog: try testCatalog())
    return try runner.run(try TranscriptParser.parse(text, file: "t.transcript"))
}

@Test func aTranscriptOfWhatHappensPasses() throws {
    #expect(try outcome(of: "> Hydrate me\nHow many ounces?\n> 8\nWhat type of drink?\n").passed)
}

@Test(arguments: [
    "OK. I logged [..] ounces of water.",
    "OK. I logged [..] of [..].",
    "OK. I logged \\d+ ounces of (water|tea). (re)",
    "...",
])
func flexibleLinesMatchTheReply(_ pattern: String) throws {
    #expect(try outcome(of: "> Log 8 ounces of water in Hydrator\n\(pattern)\n").passed)
}

@Test func threeDotsMatchSeveralLinesAndNone() throws {
    #expect(try outcome(of: "> What's the weather?\nSorry, I didn't understand that.\n...\n").passed)
    #expect(try outcome(of: "> Hydrate me\n...\nHow many ounces?\n").passed)
}

@Test func aDifferingReplyFailsAtItsLineWithAUnifiedDiff() throws {
    let result = try outcome(of: "# comment\n> Hydrate me\nHow many cups?\n")
    #expect(!result.passed)
    #expect(result.firstDifference == 3)
    #expect(result.diff == """
        --- expected
        +++ actual
        @@ -1,3 +1,3 @@
         # comment
         > Hydrate me
        -How many cups?
        +How many ounces?
        """)
}

@Test func theUpdatedTextKeepsWildcardsAndReplacesOnlyWhatDiffers() throws {
    let result = try outcome(of: "> Log 8 ounces of tea in Hydrator\nOK. I logged [..] ounces of tea.\n\n> Hydrate me\nHow many cups?\n")
    #expect(result.updatedText == "> Log 8 ounces of tea in Hydrator\nOK. I logged [..] ounces of tea.\n\n> Hydrate me\nHow many ounces?\n")
}

@Test func eachTranscriptStartsOnAnEmptyStoreAtTheDefaultClock() throws {
    let text = "> Log 8 ounces of tea in Hydrator\nOK. I logged 8 ounces of tea.\n> :open Hydrator\nHydrator:\n  2026-01-05T09:00:00Z  8 oz of tea\n"
    // One runner shares its phrase index between runs, never its store.
    let runner = TranscriptRunner(catalog: try testCatalog())
    let transcript = try TranscriptParser.parse(text, file: "t.transcript")
    #expect(try runner.run(transcript).passed)
    #expect(try runner.run(transcript).passed)
}

@Test func theClockDirectiveSetsAndMovesTheClock() throws {
    let text = "@clock 2026-11-30T08:00:00Z\n@clock +90m\n> Log 8 ounces of tea in Hydrator\nOK. I logged 8 ounces of tea.\n> :open Hydrator\nHydrator:\n  2026-11-30T09:30:00Z  8 oz of tea\n"
    #expect(try outcome(of: text).passed)
}
