import Foundation
import HarkEngine
import HarkKit
import Hydrator
import Meditator
import Testing
import Wallet

/// A recognised turn, its words as `hark hear` settles them, each heard with `confidence`;
/// `unsure` words with 0.2.
private func heard(_ text: String, confidence: Double = 0.95, unsure: Set<String> = []) -> SpokenTurn {
    SpokenTurn(text.split(separator: " ").map { (String($0), unsure.contains(String($0)) ? 0.2 : confidence) })
}

extension Harness {
    /// The visible lines of the replies to a spoken turn.
    func hear(_ turn: SpokenTurn) -> [String] {
        session.respond(to: turn).compactMap { reply -> String? in
            switch reply {
            case .say(let text), .ask(let text), .supporting(let text), .problem(let text): text
            case .snippet(let snippet): snippet.title
            case .trace: nil
            }
        }
    }
}

private let payment = "pay sixty dollars at the pharmacy with my debit card in wallet"

@Test func aSpokenPaymentIsReadBackAndANoStoresNothing() throws {
    let harness = try Harness(apps: [Wallet.self])
    #expect(harness.hear(heard(payment, confidence: 0.99)) == ["Pay 60 dollars at the pharmacy with your debit card in Wallet?"])
    #expect(harness.hear(heard("no")) == ["OK, I won't do that. Nothing has changed."])
    #expect(try harness.records(of: "Wallet", in: "Purchase").isEmpty)
    #expect(harness.say(":open Wallet") == ["Wallet:", "  No purchases yet."])
}

@Test func aSpokenPaymentRunsOnlyAfterAYes() throws {
    let harness = try Harness(apps: [Wallet.self])
    _ = harness.hear(heard(payment))
    #expect(harness.hear(heard("pay it")) == ["Please answer yes or no, or say cancel.", "Pay 60 dollars at the pharmacy with your debit card in Wallet?"])
    #expect(harness.hear(heard("yes")) == ["OK. I recorded $60 at the pharmacy on your debit card."])
    #expect(try harness.records(of: "Wallet", in: "Purchase").count == 1)
}

@Test func aTypedPaymentIsNotReadBack() throws {
    let harness = try Harness(apps: [Wallet.self])
    #expect(harness.say("Pay 60 dollars at the pharmacy with my debit card in Wallet") == [
        "OK. I recorded $60 at the pharmacy on your debit card.",
    ])
}

@Test func aValueAnsweredBySpeechIsReadBackWithTheRest() throws {
    let harness = try Harness(apps: [Wallet.self])
    #expect(harness.say("Pay at the pharmacy in Wallet") == ["How many dollars?"])
    #expect(harness.hear(heard("sixty")) == ["Which card, debit or credit?"])
    #expect(harness.say("debit") == ["Pay 60 dollars at the pharmacy with your debit card in Wallet?"])
    #expect(harness.say("no") == ["OK, I won't do that. Nothing has changed."])
    #expect(try harness.records(of: "Wallet", in: "Purchase").isEmpty)
}

@Test func theReadBackIsTraced() throws {
    let harness = try Harness(apps: [Wallet.self])
    #expect(harness.session.respond(to: heard(payment)).contains(.trace(.readBack(.askUser))))
    #expect(harness.session.respond(to: heard("yes")).contains(.trace(.readBack(.yes))))
}

@Test func aSurelyHeardDrinkIsLoggedAtOnceAndAnUnsureNumberIsReadBack() throws {
    let harness = try Harness(apps: [Hydrator.self])
    let request = "log twelve ounces of water in hydrator"
    #expect(harness.hear(heard(request)) == ["OK. I logged 12 ounces of water."])
    #expect(harness.hear(heard(request, unsure: ["twelve"])) == ["Log 12 ounces of water in Hydrator?"])
    #expect(harness.hear(heard("no")) == ["OK, I won't do that. Nothing has changed."])
    // Only an unsure number is read back: an unsure other word is not.
    #expect(harness.hear(heard(request, unsure: ["water"])) == ["OK. I logged 12 ounces of water."])
    #expect(try harness.records(of: "Hydrator", in: "LogEntry").count == 2)
}

/// A consequential intent whose one phrase has no place for its value.
private enum Tipjar: HarkApp {
    static let name = "Tipjar"
    static var appShortcuts: [AppShortcut] { [AppShortcut(intent: LeaveTip.self, phrases: ["Leave a tip in \(.applicationName)"])] }
}

private struct LeaveTip: Intent {
    static let title = "Leave Tip"
    static let isConsequential = true
    @Parameter(title: "Dollars", prompt: "How many dollars?") var dollars: Int?

    func handle(in context: IntentContext) throws -> IntentResult { .success("Left \(dollars ?? 0) dollars.") }
}

/// A consequential intent that asks its own confirmation before it handles.
private enum Giftbox: HarkApp {
    static let name = "Giftbox"
    static var appShortcuts: [AppShortcut] { [AppShortcut(intent: SendGift.self, phrases: ["Send a gift in \(.applicationName)"])] }
}

private struct SendGift: Intent {
    static let title = "Send Gift"
    static let isConsequential = true
    @Parameter(title: "Dollars", prompt: "How many dollars?") var dollars: Int?

    func confirm(in context: IntentContext) -> ConfirmResult { .askUser("Send a gift of \(dollars ?? 0) dollars?") }
    func handle(in context: IntentContext) throws -> IntentResult { .success("Sent \(dollars ?? 0) dollars.") }
}

@Test func theReadBackAnswersTheIntentsOwnConfirm() throws {
    let harness = try Harness(apps: [Giftbox.self])
    #expect(harness.hear(heard("send a gift in giftbox")) == ["How many dollars?"])
    #expect(harness.hear(heard("five")) == ["Send Gift with dollars 5?"])
    #expect(harness.hear(heard("yes")) == ["Sent 5 dollars."])
    #expect(harness.say("Send a gift in Giftbox") == ["How many dollars?"])
    #expect(harness.say("5") == ["Send a gift of 5 dollars?"])
}

@Test func withNoPhraseToSayItBackTheTitleAndValuesAreReadBack() throws {
    let harness = try Harness(apps: [Tipjar.self])
    #expect(harness.hear(heard("leave a tip in tipjar")) == ["How many dollars?"])
    #expect(harness.hear(heard("five")) == ["Leave Tip with dollars 5?"])
    #expect(harness.hear(heard("yes")) == ["Left 5 dollars."])
}

/// Meditator signed in as Ada, with a session of her own, Sunrise.
private func meditatorWithSunrise() throws -> Harness {
    let harness = try Harness(apps: [MeditatorShortcuts.self])
    _ = harness.say("Sign in to Meditator")
    _ = harness.say("Ada")
    _ = harness.say("Add a session in Meditator")
    _ = harness.say("Sunrise")
    return harness
}

@Test func aSpokenValueForAnIntentThatConfirmsIsAskedAboutOnce() throws {
    let harness = try meditatorWithSunrise()
    #expect(harness.hear(heard("remove a session in meditator")) == ["Which session should I remove?"])
    let readBack = harness.hear(heard("sunrise"))
    #expect(readBack == ["Remove Session with session Sunrise?"])
    #expect(harness.hear(heard("yes")) == ["Removed Sunrise."])
}

@Test func aValueChangedAfterTheReadBackIsConfirmedByTheIntent() throws {
    let harness = try meditatorWithSunrise()
    _ = harness.hear(heard("remove a session in meditator"))
    _ = harness.hear(heard("walking"))
    #expect(harness.hear(heard("yes")) == [
        "Walking is one of Meditator's own sessions; I can only remove sessions you added. Which session should I remove?",
    ])
    #expect(harness.say("Sunrise") == ["Remove Sunrise from your sessions?"])
    #expect(harness.say("yes") == ["Removed Sunrise."])
}

@Test func aTypedRequestStillGetsTheIntentsOwnConfirmation() throws {
    let harness = try meditatorWithSunrise()
    #expect(harness.say("Remove a session in Meditator") == ["Which session should I remove?"])
    #expect(harness.say("Sunrise") == ["Remove Sunrise from your sessions?"])
}
