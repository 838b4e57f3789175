import Foundation
import HarkTranscript
import Testing

@Test func updateRewritesOnlyTheRepliesThatDifferAndKeepsEverythingElse() throws {
    let stale = """
        # Hydrator, as it was
        @clock 2026-11-30T08:00:00Z

        > Log 8 ounces of tea in Hydrator
        OK. I logged [..] ounces of tea.
        > Hydrate me
        # the question changed
        How many cups?

        > 8
        Which drink?
        > water
        OK. I logged 8 ounces of water.
        @trace off
        > What is the weather?
        Sorry, I didn't understand that.
        ...
        > :clock
        The clock reads \\d{4}-.* (re)
        > :open Hydrator
        Hydrator:
          2026-11-30T08:00:00Z  8 oz of coffee
          [..]  8 oz of tea

        """
    let (result, file) = try report(of: stale, update: true)
    #expect(result.report == "updated \(file)")
    #expect(try String(contentsOfFile: file, encoding: .utf8) == """
        # Hydrator, as it was
        @clock 2026-11-30T08:00:00Z

        > Log 8 ounces of tea in Hydrator
        OK. I logged [..] ounces of tea.
        > Hydrate me
        # the question changed
        How many ounces?

        > 8
        What type of drink?
        > water
        OK. I logged 8 ounces of water.
        @trace off
        > What is the weather?
        Sorry, I didn't understand that.
        ...
        > :clock
        The clock reads \\d{4}-.* (re)
        > :open Hydrator
        Hydrator:
          2026-11-30T08:00:00Z  8 oz of water
          [..]  8 oz of tea

        """)
}

@Test func updateLeavesAPassingFileAsItIs() throws {
    let text = "> Hydrate me\nHow many [..]?\n"
    let (result, file) = try report(of: text, update: true)
    guard case .passed = result else {
        Issue.record("expected a pass: \(result.report ?? "")")
        return
    }
    #expect(try String(contentsOfFile: file, encoding: .utf8) == text)
}

@Test func updateReportsAFileThatStillDiffersWhenRunAgain() throws {
    let (result, file) = try report(of: "> Take a ticket in Bakery\nYour ticket is 0.\n", update: true)
    guard case .stillFailing(let outcome) = result else {
        Issue.record("expected the rewritten file to fail again: \(result.report ?? "passed")")
        return
    }
    #expect(result.isFailure)
    #expect(outcome.firstDifference == 2)
    #expect(result.report?.hasPrefix("FAIL \(file):2 (rewritten by --update, and run again it still differs)\n--- expected") == true)
}

@Test func updateKeepsCommentsAndBlankLinesWhereTheyStand() throws {
    let (_, file) = try report(
        of: "> :apps\n\n# next: the clock\n> :clock\n# the default\nThe clock is wrong.\n# between\nOld line\n\n> Hydrate me\nHow many [..]?\n",
        update: true)
    #expect(try String(contentsOfFile: file, encoding: .utf8) == """
        > :apps
        Hydrator
        Bakery

        # next: the clock
        > :clock
        # the default
        The clock reads 2026-01-05T09:00:00Z.
        # between

        > Hydrate me
        How many [..]?

        """)
}
