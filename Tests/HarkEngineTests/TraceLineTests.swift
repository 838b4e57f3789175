import Foundation
import HarkEngine
import Testing

/// Every kind of trace event and the `~` line it is shown as (the manual's table of trace lines,
/// in TranscriptFormat.md).
private let renderings: [(TraceEvent, String)] = [
    (.matched(MatchedIntent(app: "Hydrator", intent: "Track Intake", source: .phrase("Log ${ounces} in ${applicationName}"))),
     "match Hydrator › Track Intake (phrase \"Log ${ounces} in ${applicationName}\")"),
    (.matched(MatchedIntent(app: "Hydrator", intent: "Track Intake", source: .userShortcut("Hydrate me"))),
     "match Hydrator › Track Intake (user shortcut \"Hydrate me\")"),
    (.matched(MatchedIntent(app: "Workout", intent: "Start Workout", source: .suggestion(2))),
     "match Workout › Start Workout (suggestion 2)"),
    (.candidate(.appShortcut(title: "Log a Drink", app: "Hydrator"), phrase: "Log a drink in ${applicationName}"),
     "candidate Log a Drink in Hydrator (phrase \"Log a drink in ${applicationName}\")"),
    (.candidate(.userShortcut(phrase: "Calm me"), phrase: "Calm me"), "candidate your shortcut “Calm me” (phrase \"Calm me\")"),
    (.notACommand(NotACommand(kind: .question, words: ["did", "i"])), "not a command: question (did i)"),
    (.unavailable, "availability: unavailable"),
    (.resolved(parameter: "ounces", value: "12", outcome: .success), "resolve ounces = 12: success"),
    (.resolved(parameter: "ounces", value: nil, outcome: .needsValue), "resolve ounces: needsValue"),
    (.resolved(parameter: "note", value: "a: b", outcome: .unsupported), "resolve note = a: b: unsupported"),
    (.confirmed(.askUser), "confirm: ask the user"),
    (.confirmed(.no), "confirm: no"),
    (.asked(.value(parameter: "ounces"), by: .handle), "handle: needsValue ounces"),
    (.asked(.disambiguation(parameter: "session"), by: .perform), "perform: disambiguation session"),
    (.asked(.confirmation, by: .perform), "perform: confirmation"),
    (.asked(.valueConfirmation(parameter: "name"), by: .handle), "handle: confirmation name"),
    (.requestConfirmed(true), "confirm request: yes"),
    (.handled(.error), "handle: error"),
    (.performed(.start), "perform: start"),
    (.performed(.threwRequest), "perform: threw needsValueError"),
    (.stored(.recordType("LogEntry"), app: "Hydrator"), "store: saved a LogEntry of Hydrator"),
    (.stored(.recordType("AccountEvent"), app: "Meditator"), "store: saved an AccountEvent of Meditator"),
    (.stored(.collection("orders"), app: "Brewer"), "store: saved to orders of Brewer"),
    (.stored(.collection("Order"), app: "Brewer"), "store: saved to Order of Brewer"),
    (.relevantShortcutsSet(app: "Workout", count: 2, source: .app), "relevant shortcuts: Workout set 2"),
    (.relevantShortcutsSet(app: "Workout", count: 0, source: .companion), "relevant shortcuts: Workout set an empty list from its companion"),
    (.donated(app: "Wallet", intent: "Pay"), "donations: Wallet donated Pay"),
    (.donationsDeleted(app: "Workout", count: 2, selection: .identifiers(["a", "b"])), "donations: deleted 2 of Workout with identifiers a, b"),
    (.donationsDeleted(app: "Workout", count: 1, selection: .group("gym")), "donations: deleted 1 of Workout of group gym"),
    (.donationsDeleted(app: "Workout", count: 0, selection: .all), "donations: deleted 0 of Workout (all)"),
    (.appShortcutParametersUpdated(app: "Meditator"), "app shortcut parameters: Meditator updated"),
    (.cancelled, "cancelled"),
    (.pickedNone, "picked none"),
    (.continuedActivity(app: "Wallet", type: "budget"), "continue Wallet activity budget"),
]

@Test(arguments: renderings)
func eachTraceEventIsShownAsItsLine(event: TraceEvent, line: String) {
    #expect(event.line == line)
}

@Test(arguments: renderings.map(\.0))
func traceEventsSurviveTheWorkersJSON(event: TraceEvent) throws {
    let decoded = try JSONDecoder().decode(TraceEvent.self, from: JSONEncoder().encode(event))
    #expect(decoded == event)
}
