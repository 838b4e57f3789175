import HarkEngine
import HarkTranscript
import Testing

// Coverage through the public surface only: it takes trace events, never trace lines, so no
// wording of a `~` line can change what it counts.

/// Bakery's cake order, told as events: matched by a phrase, the count asked for, the flavour
/// picked from a list, confirmed, handled and stored.
private let orderedCakes: [TraceEvent] = [
    .matched(MatchedIntent(app: "Bakery", intent: "Order Cakes", source: .phrase("Order cakes in {app}"))),
    .resolved(parameter: "count", value: nil, outcome: .needsValue),
    .resolved(parameter: "count", value: "2", outcome: .success),
    .resolved(parameter: "flavor", value: nil, outcome: .disambiguation),
    .resolved(parameter: "flavor", value: "chocolate", outcome: .success),
    .confirmed(.ready),
    .handled(.success),
    .stored(.recordType("Order"), app: "Bakery"),
]

@Test func coverageCountsEventsBuiltByHandWithoutAnyTraceLine() throws {
    var coverage = Coverage(catalog: try testCatalog())
    coverage.add(trace: orderedCakes)
    let bakery = coverage.report.drop { !$0.hasPrefix("Bakery:") }
    #expect(Array(bakery) == [
        "Bakery: App Shortcuts 1 of 2, phrases 1 of 3, suggested shortcuts 0 of 0, parameters 2 of 2, outcomes 2 of 12",
        "  App Shortcut “Order Cakes”",
        "    phrase \"Order {count} cakes in {app}\": never",
        "    phrase \"Order cakes in {app}\": 1 turn",
        "  App Shortcut “Take Ticket”: never",
        "    phrase \"Take a ticket in {app}\": never",
        "  intent Order Cakes",
        "    count: success 1, needsValue 1; never disambiguation, confirmationRequired, unsupported",
        "    flavor: success 1, disambiguation 1; never needsValue, confirmationRequired, unsupported",
        "    confirm: ready 1; never failure",
        "    handle: success 1; never failure",
        "  intent Take Ticket",
        "    confirm: never reached",
        "    handle: never reached",
    ])
}

@Test func aRunsCoverageIsTheCoverageOfItsEvents() throws {
    let catalog = try testCatalog()
    let transcript = try TranscriptParser.parse("> Order cakes in Bakery\n> 2\n> chocolate\n", file: "t")
    let outcome = try TranscriptRunner(catalog: catalog).run(transcript)
    #expect(outcome.trace == orderedCakes)
    var fromRun = Coverage(catalog: catalog)
    fromRun.add(trace: outcome.trace)
    var fromEvents = Coverage(catalog: catalog)
    fromEvents.add(trace: orderedCakes)
    #expect(fromRun.report == fromEvents.report)
}

@Test func aSuggestionRunsItsIntentWithoutCountingAPhrase() throws {
    var coverage = Coverage(catalog: try testCatalog())
    coverage.add(trace: [
        .matched(MatchedIntent(app: "Bakery", intent: "Order Cakes", source: .suggestion(1))),
        .confirmed(.failure),
    ])
    #expect(coverage.report.contains("    confirm: failure 1"))
    #expect(coverage.report.contains("    phrase \"Order cakes in {app}\": never"))
}

@Test func requestsFromTheWorkingStepAreCountedByTheirKind() throws {
    var coverage = Coverage(catalog: try testCatalog())
    coverage.add(trace: [
        .matched(MatchedIntent(app: "Bakery", intent: "Order Cakes", source: .phrase("Order cakes in {app}"))),
        .asked(.value(parameter: "count"), by: .handle),
        .handled(.success),
    ])
    #expect(coverage.report.contains("    handle: success 1, needsValue 1; never failure"))
}
