import Foundation
import HarkKit
import Testing

@testable import HarkEngine

/// An App Intents `perform` driven by the conversation: it waits at each request and goes on
/// with the answer; cancelling, declining and errors keep nothing it wrote.
@Suite struct PerformTests {
    private func withEffects(_ body: (Harness) throws -> Void) throws -> [String] {
        let effects = SideEffects()
        let harness = try Harness(apps: [BrewerShortcuts.self])
        try SideEffects.$current.withValue(effects) { try body(harness) }
        return effects.log
    }

    @Test func nothingPerformDidBeforeARequestHappensTwice() throws {
        var afterQuestion: [String] = []
        let log = try withEffects { harness in
            #expect(harness.say("Brew tea in Brewer") == ["How many cups?"])
            afterQuestion = SideEffects.current.log
            #expect(harness.say("3") == ["Poured 3 cups."])
        }
        #expect(afterQuestion == ["boiled water"])
        #expect(log == ["boiled water", "poured 3"])
    }

    @Test func performWritesReachTheStoreOnlyWhenItSucceeds() throws {
        let harness = try Harness(apps: [BrewerShortcuts.self])
        _ = harness.say("Brew tea in Brewer")
        #expect(try harness.records(of: "Brewer", in: "Kettle").isEmpty)
        _ = harness.say("2")
        #expect(try harness.records(of: "Brewer", in: "Kettle").count == 1)
        #expect(try harness.records(of: "Brewer", in: Brew.collection).count == 1)
        #expect(harness.say("Count cups in Brewer") == ["2 cups so far."])
    }

    @Test func cancellingResumesPerformWithACancellationErrorAndKeepsNothing() throws {
        var harness: Harness?
        let log = try withEffects { started in
            harness = started
            #expect(started.say("Brew tea in Brewer", "never mind") == ["How many cups?", "OK, I've cancelled that. Nothing was saved."])
        }
        #expect(log == ["boiled water", "stopped: CancellationError"])
        #expect(try harness?.records(of: "Brewer", in: "Kettle").isEmpty == true)
        #expect(try harness?.records(of: "Brewer", in: Brew.collection).isEmpty == true)
    }

    @Test func endOfInputMidRequestCancelsPerform() throws {
        let log = try withEffects { harness in
            _ = harness.say("Brew tea in Brewer")
            _ = harness.session.cancel()
        }
        #expect(log == ["boiled water", "stopped: CancellationError"])
    }

    @Test func aDisambiguationWaitsForThePickAndReturnsIt() throws {
        let log = try withEffects { harness in
            #expect(harness.say("Pick a tea in Brewer", "the second one") == ["Green or mint?", "mint"])
        }
        #expect(log == ["opened the cupboard"])
    }

    @Test func aRequiredParameterIsAskedBeforePerformAndItsRangeIsKept() throws {
        let log = try withEffects { harness in
            #expect(
                harness.say("Steep tea in Brewer", "12", "4") == [
                    "For how many minutes?", "The minutes must be from 1 to 10.", "For how many minutes?",
                    "Steeping for 4 minutes.",
                ])
            #expect(harness.say("Steep 20 minutes in Brewer").first == "The minutes must be from 1 to 10.")
        }
        #expect(log == ["steeping 4"])
    }

    @Test func aDecimalParameterIsReadFromATypedAnswer() throws {
        let harness = try Harness(apps: [BrewerShortcuts.self])
        let replies = harness.say("Set the temperature in Brewer", "very hot", "92.5")
        #expect(replies.first == "How hot, in degrees?")
        #expect(replies.last == "Heating to 92.5 degrees.")
        #expect(replies.count == 4)
    }

    @Test func decliningAConfirmationEndsPerformBeforeTheAction() throws {
        let log = try withEffects { harness in
            #expect(
                harness.say("Descale the kettle in Brewer", "no") == [
                    "Descale now? It takes an hour.", "OK, I won't do that. Nothing has changed.",
                ])
            #expect(harness.say("Descale the kettle in Brewer", "yes") == ["Descale now? It takes an hour.", "Done."])
        }
        #expect(log == ["asked to descale", "asked to descale", "descaled"])
    }

    @Test func aMainActorPerformRunsOnTheMainActor() throws {
        let log = try withEffects { harness in
            #expect(harness.say("Tidy up in Brewer") == ["All tidy."])
        }
        #expect(log == ["tidied"])
    }
}
