import HarkTranscript
import Testing

@Test func linesAreReadAsTurnsRepliesCommentsDirectivesAndBlanks() throws {
    let transcript = try TranscriptParser.parse("# title\n@trace on\n\n> Hydrate me\nHow many ounces?\n>\r\n", file: "t.transcript")
    #expect(transcript.lines.map(\.kind) == [
        .comment, .directive(.trace(true)), .blank, .turn("Hydrate me"), .reply("How many ounces?"), .turn(""),
    ])
}

@Test func anUnknownDirectiveNamesTheFileAndLine() {
    #expect(throws: TranscriptError(file: "t.transcript", line: 2, reason: "unknown directive @weather; known: @clock, @location, @situation, @tz, @apps, @trace, @device, @app")) {
        try TranscriptParser.parse("> hi\n@weather sunny\n", file: "t.transcript")
    }
}

@Test func aTurnWithoutItsSpaceIsAnError() {
    #expect(throws: TranscriptError.self) { try TranscriptParser.parse(">Hydrate me\n", file: "t") }
}

@Test func aReplyBeforeAnyTurnIsAnError() {
    #expect(throws: TranscriptError(file: "t", line: 1, reason: "a reply line comes before any turn (“> …”)")) {
        try TranscriptParser.parse("How many ounces?\n", file: "t")
    }
}

@Test func aBadClockIsCaughtWhenTheFileIsRead() {
    #expect(throws: TranscriptError.self) { try TranscriptParser.parse("@clock yesterday\n", file: "t") }
}
