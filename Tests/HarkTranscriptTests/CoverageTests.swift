import Foundation
import HarkEngine
import HarkKit
@testable import HarkTranscript
import Testing

@Test func coverageReportsWhatTheSuiteExercisedAndWhatItNeverDid() throws {
    let catalog = try testCatalog()
    let runner = TranscriptRunner(catalog: catalog)
    var coverage = Coverage(catalog: catalog)
    // The trace is collected with @trace off too.
    let transcripts = [
        "> Order 20 cakes in Bakery\n> 8\n> yes\n> the first one\n",
        "> Order cakes in Bakery\n> 1\n> chocolate\n> Order 3 cakes in Bakery\n> vanilla\n",
        "> Hydrate me\n> 0\n> 8\n> tea\n",
    ]
    for text in transcripts {
        coverage.add(trace: try runner.run(try TranscriptParser.parse(text, file: "t")).trace)
    }
    #expect(coverage.report == [
        "Coverage",
        "Hydrator: App Shortcuts 0 of 1, phrases 0 of 4, suggested shortcuts 1 of 1, parameters 2 of 2, outcomes 2 of 10",
        "  App Shortcut “Log a Drink”: never",
        "    phrase \"Log {ounces} ounces of {hydrationType} in {app}\": never",
        "    phrase \"Log {hydrationType} in {app}\": never",
        "    phrase \"Track my intake in {app}\": never",
        "    phrase \"Log a drink in {app}\": never",
        "  suggested shortcut \"Hydrate me\": 1 turn",
        "  intent Track Intake",
        "    ounces: success 1, needsValue 2; never disambiguation, confirmationRequired, unsupported",
        "    hydrationType: success 1, needsValue 1; never disambiguation, confirmationRequired, unsupported",
        "    confirm: ready 1; never failure",
        "    handle: success 1; never failure",
        "Bakery: App Shortcuts 1 of 2, phrases 2 of 3, suggested shortcuts 0 of 0, parameters 2 of 2, outcomes 6 of 12",
        "  App Shortcut “Order Cakes”",
        "    phrase \"Order {count} cakes in {app}\": 2 turns",
        "    phrase \"Order cakes in {app}\": 1 turn",
        "  App Shortcut “Take Ticket”: never",
        "    phrase \"Take a ticket in {app}\": never",
        "  intent Order Cakes",
        "    count: success 2, needsValue 1, confirmationRequired 1, unsupported 1; never disambiguation",
        "    flavor: success 3, disambiguation 3; never needsValue, confirmationRequired, unsupported",
        "    confirm: ready 2, failure 1",
        "    handle: success 1, failure 1",
        "  intent Take Ticket",
        "    confirm: never reached",
        "    handle: never reached",
    ])
}

@Test func stepsBeforeAnyMatchAreNotCounted() throws {
    let catalog = try testCatalog()
    var coverage = Coverage(catalog: catalog)
    coverage.add(trace: [.resolved(parameter: "count", value: "3", outcome: .success), .handled(.failure)])
    #expect(coverage.report == Coverage(catalog: catalog).report)
}

@Test func aParameterNamedLikeAStepIsCountedApartFromTheStep() throws {
    let catalog = try AppCatalog(apps: [Notary.self])
    var coverage = Coverage(catalog: catalog)
    let matched = MatchedIntent(app: "Notary", intent: "Sign Deed", source: .phrase("Sign a deed in {app}"))
    coverage.add(trace: [
        .matched(matched), .resolved(parameter: "confirm", value: nil, outcome: .needsValue),
        .resolved(parameter: "confirm", value: "yes", outcome: .success), .confirmed(.ready), .handled(.success),
    ])
    #expect(coverage.report.suffix(3) == [
        "    confirm: success 1, needsValue 1; never disambiguation, confirmationRequired, unsupported",
        "    confirm: ready 1; never failure",
        "    handle: success 1; never failure",
    ])
}

/// An app whose one intent has a parameter named `confirm`, like the step.
private enum Notary: HarkApp {
    static let name = "Notary"
    static var appShortcuts: [AppShortcut] { [AppShortcut(intent: SignDeed.self, phrases: ["Sign a deed in \(.applicationName)"])] }

    static func screen(records: any RecordStore, now: Date) throws -> AppScreen {
        AppScreen(title: "Notary", emptyMessage: "No deeds.", items: [])
    }
}

private struct SignDeed: Intent {
    static let title = "Sign Deed"
    @Parameter(title: "Confirm") var confirm: Bool?

    func handle(in context: IntentContext) throws -> IntentResult { .success("Signed.") }
}
