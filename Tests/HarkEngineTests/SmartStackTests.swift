import Foundation
import HarkEngine
import HarkKit
import HarkStore
import Testing

/// The harness's clock: 2026-01-05T09:00:00Z.
private let nine = Date(timeIntervalSince1970: 1_767_603_600)

@Test func scoresAreComparedOnlyWithinEachWidgetsOwnTimeline() throws {
    let harness = try Harness(apps: [Shelf.self])
    try harness.session.addToStack("Loud")
    try harness.session.addToStack("Quiet")
    func order(at offset: TimeInterval) throws -> [String] {
        try harness.session.update { $0.clock = .fixed(nine.addingTimeInterval(offset)) }
        return try harness.session.stack().map { "\($0.kind) \($0.relativeScore)" }
    }
    // Loud's 1000 is half of its own highest (2000); Quiet's 5 is its highest: Quiet on top.
    #expect(try order(at: 0) == ["Quiet 1.0", "Loud 0.5"])
    // Both at their highest: the person's order decides.
    #expect(try order(at: 3600) == ["Loud 1.0", "Quiet 1.0"])
}

@Test func aZeroDurationLastsUntilTheNextEntryThatProvidesRelevance() throws {
    let harness = try Harness(apps: [Shelf.self])
    try harness.session.addToStack("Quiet")
    func top(at offset: TimeInterval) throws -> String? {
        try harness.session.update { $0.clock = .fixed(nine.addingTimeInterval(offset)) }
        return try harness.session.stack().first.map { "\($0.text): \($0.score)" }
    }
    #expect(try top(at: 0) == "quiet: 5.0")
    // An entry without relevance changes what is shown, not the score.
    #expect(try top(at: 45 * 60) == "still quiet: 5.0")
    // An entry with a zero score provides relevance: it ends the earlier score.
    #expect(try top(at: 2 * 3600) == "silent: 0.0")
}

@Test func thePersonsStackIsKeptInTheStore() throws {
    let harness = try Harness(apps: [Shelf.self])
    #expect(try harness.session.addToStack("loud") == "Added Shelf · Loud to your stack; Smart Rotate may now move it to the top.")
    #expect(try harness.session.addToStack("Loud") == "Shelf · Loud is already in your stack.")
    #expect(try harness.session.addToStack("Shelf · Quiet") == "Added Shelf · Quiet to your stack; Smart Rotate may now move it to the top.")
    try harness.session.removeFromStack("shelf quiet")
    let again = try Session(catalog: harness.session.catalog, store: harness.store, environment: harness.session.environment)
    #expect(try again.stack().map(\.placement) == [.rotating, .outside])
    #expect(try harness.store.stackWidgets() == [StackWidget(app: "Shelf", kind: "Loud")])
    try again.removeFromStack("Loud")
    #expect(throws: SettingChangeError.self) { try again.removeFromStack("Loud") }
    let unknown = #expect(throws: SettingChangeError.self) { try again.addToStack("Weather") }
    #expect(unknown?.description == "No installed app offers a widget “Weather”; the widget kinds are Loud, Quiet, Shelves.")
}

@Test func aRelevantShortcutBringsAConfiguredWidgetInOnlyWithItsConfigurationIntent() throws {
    let harness = try Harness(apps: [Shelf.self])
    let replies = harness.say("Shelve fiction in Shelf")
    #expect(replies == [
        "Shelved.",
        "Warning: Shelf's relevant shortcut “Dust” names the widget “Shelves”, but its intent is Dust Shelf, not the widget's configuration intent Show Shelf; Siri relates only that intent to the widget, so it will not bring the widget in.",
        "Warning: Shelf's donation of “Dust Shelf” is meant for the widget “Shelves”, but its intent is Dust Shelf, not the widget's configuration intent Show Shelf; Siri relates only that intent to the widget, so it will not bring the widget in.",
    ])
    let stack = try harness.session.stack()
    // Loud and Quiet have scores but are not in the person's stack: listed last, outside.
    #expect(stack.map(\.kind) == ["Shelves", "Quiet", "Loud"])
    #expect(stack.map(\.placement) == [.suggested, .outside, .outside])
    #expect(stack.first?.configuration == ["genre": .choice(id: "fiction")])
    #expect(stack.first?.configurationText == "genre fiction")
    #expect(stack.first?.text == "fiction: 3 books")
    #expect(stack.first?.placement == .suggested)
}

@Test func aPredictedDonationOfTheConfigurationIntentBringsTheWidgetIn() throws {
    let harness = try Harness(apps: [Shelf.self])
    for days in 1...4 {
        try harness.store.addDonation(
            Donation(
                app: "Shelf", intentID: "Shelf.ShowShelf", parameters: ["genre": .choice(id: "poetry")],
                date: nine.addingTimeInterval(Double(-days * 86_400)), location: nil))
    }
    let item = try #require(try harness.session.stack().first)
    #expect(item.text == "poetry: 3 books")
    #expect(item.reason == "suggested, not in your stack: you did “Show Shelf: genre poetry” around 09:00 on 4 of the last 7 days")
    try harness.session.update { $0.clock = .fixed(nine.addingTimeInterval(3 * 3600)) }
    #expect(try harness.session.stack().contains { $0.kind == "Shelves" } == false)
}

@Test func aRelevantShortcutMadeFromAUserActivityContinuesIt() throws {
    let harness = try Harness(apps: [Shelf.self])
    _ = harness.say("Shelve fiction in Shelf")
    let suggestion = try #require(try harness.session.suggestions(limit: 5).first { $0.userActivity != nil })
    #expect(suggestion.title == "Reading list")
    #expect(suggestion.intentID == nil)
    #expect(suggestion.parameters == ["genre": .choice(id: "fiction")])
    let number = try harness.session.suggestions(limit: 5).firstIndex(of: suggestion).map { $0 + 1 } ?? 0
    #expect(harness.say(":run \(number)") == ["Shelf continues “Reading list”:", "  reading list: fiction"])
    #expect(harness.say(":relevant").contains("  Reading list (information, user activity com.shelf.reading): always"))
}

@Test func theRelevantShortcutThePersonUsesRunsFirst() throws {
    let harness = try Harness(apps: [Shelf.self])
    _ = harness.say("Shelve fiction in Shelf")
    func titles() throws -> [String] { try harness.session.suggestions(limit: 5).map(\.title) }
    #expect(try titles().prefix(2) == ["Dust", "Show fiction"])
    for _ in 1...2 { _ = harness.say("Show the fiction shelf in Shelf") }
    #expect(try titles().prefix(2) == ["Show fiction", "Dust"])
    #expect(try harness.session.suggestions(limit: 1).first?.reason == "Shelf set it for now until 10:00; you did it 2 times")
}

@Test func settingTheSameListAgainWithinADayIsKeptButNoted() throws {
    let harness = try Harness(apps: [Shelf.self])
    _ = harness.say("Shelve fiction in Shelf")
    let note = "Note: Shelf set the same relevant shortcuts again within a day; Hark keeps them, but setting an unchanged list more than once a day brings nothing."
    #expect(harness.say("Shelve fiction in Shelf").contains(note))
    #expect(try harness.session.relevantShortcutLists().first?.shortcuts.count == 3)
    #expect(!harness.say("Shelve poetry in Shelf").contains(note))
}

@Test func morningAndEveningAreInferredFromTheLocalClockUnlessATimeOfDayIsSet() throws {
    func inferred(
        _ hour: Double, _ situations: [DailyRoutineSituation] = [], zone: TimeZone = .utc
    ) -> DailyRoutineSituation? {
        Moment(now: nine.addingTimeInterval((hour - 9) * 3600), situations: situations, timeZone: zone).inferredSituation
    }
    #expect(inferred(4.99) == nil)
    #expect(inferred(5) == .morning)
    #expect(inferred(7.5) == .morning)
    #expect(inferred(7.5, [.gym]) == .morning)
    #expect(inferred(7.5, [.evening]) == nil)
    let newYork = try #require(TimeZone(identifier: "America/New_York"))
    #expect(inferred(7.5, zone: newYork) == nil)
    #expect(inferred(12.5, zone: newYork) == .morning)
    #expect(inferred(11) == nil)
    #expect(inferred(17) == .evening)
    #expect(inferred(21.99) == .evening)
    #expect(inferred(22) == nil)
}

/// An app with two scored widgets and one configured by a genre, relevant shortcuts of an
/// intent, of the wrong intent and of a user activity, and a donation for the wrong widget.
enum Shelf: HarkApp {
    static let name = "Shelf"
    static var appShortcuts: [AppShortcut] {
        [
            AppShortcut(intent: ShelveBooks.self, phrases: ["Shelve \(\.$genre) in \(.applicationName)"]),
            AppShortcut(intent: ShowShelf.self, phrases: ["Show the \(\.$genre) shelf in \(.applicationName)"]),
            AppShortcut(intent: DustShelf.self, phrases: ["Dust the shelf in \(.applicationName)"]),
            AppShortcut(intent: EmptyShelf.self, phrases: ["Empty the shelf in \(.applicationName)"]),
        ]
    }
    static var widgets: [WidgetKind] {
        [
            WidgetKind(kind: "Loud", displayName: "Loud") { _, _ in
                [
                    TimelineEntry(date: nine, text: "loud", relevance: TimelineEntryRelevance(score: 1000)),
                    TimelineEntry(date: nine.addingTimeInterval(3600), text: "louder", relevance: TimelineEntryRelevance(score: 2000)),
                ]
            },
            WidgetKind(kind: "Quiet", displayName: "Quiet") { _, _ in
                [
                    TimelineEntry(date: nine, text: "quiet", relevance: TimelineEntryRelevance(score: 5)),
                    TimelineEntry(date: nine.addingTimeInterval(30 * 60), text: "still quiet"),
                    TimelineEntry(date: nine.addingTimeInterval(2 * 3600), text: "silent", relevance: TimelineEntryRelevance(score: 0)),
                ]
            },
            WidgetKind(kind: "Shelves", displayName: "Shelves", configuration: ShowShelf.self) { _, _, configuration in
                [TimelineEntry(date: nine, text: "\(configuration.genre?.rawValue ?? "all"): 3 books")]
            },
        ]
    }
    static func screen(records: any RecordStore, now: Date) throws -> AppScreen {
        AppScreen(title: "Shelf", emptyMessage: "", items: [])
    }
    static func screen(continuing activity: UserActivity, records: any RecordStore, now: Date) throws -> AppScreen {
        let genre = activity.values["genre"].map { "\($0)" } ?? ""
        let name = genre.contains("fiction") ? "fiction" : "other"
        return AppScreen(title: "Reading list", emptyMessage: "", items: [.init(text: "reading list: \(name)", fields: [:])])
    }
}

enum Genre: String, AppEnum {
    case fiction, poetry
    static let typeDisplayName = "Genre"
    static let caseDisplayRepresentations: [Genre: DisplayRepresentation] = [.fiction: "fiction", .poetry: "poetry"]
}

struct ShowShelf: Intent {
    static let title = "Show Shelf"
    @Parameter(title: "Genre") var genre: Genre?
    func handle(in context: IntentContext) throws -> IntentResult { .success("Here it is.") }
}

struct DustShelf: Intent {
    static let title = "Dust Shelf"
    func handle(in context: IntentContext) throws -> IntentResult { .success("Dusted.") }
}

/// Sets three relevant shortcuts for the next hour, and donates the wrong intent for the widget.
struct ShelveBooks: Intent {
    static let title = "Shelve Books"
    @Parameter(title: "Genre") var genre: Genre?

    func handle(in context: IntentContext) throws -> IntentResult {
        guard let genre else { return .failure("Which genre?") }
        let show = ShowShelf()
        show.genre = genre
        let hour: [RelevanceProvider] = [.date(start: context.now, end: context.now.addingTimeInterval(3600))]
        try context.relevantShortcuts.set([
            try RelevantShortcut(intent: DustShelf(), title: "Dust", widgetKind: "Shelves", providers: hour),
            try RelevantShortcut(intent: show, title: "Show \(genre.rawValue)", role: .information, widgetKind: "Shelves", providers: hour),
            RelevantShortcut(
                userActivity: UserActivity(type: "com.shelf.reading", title: "Reading list", values: ["genre": .choice(id: genre.rawValue)]),
                providers: []),
        ])
        try context.donations.donate(DustShelf(), forWidget: "Shelves")
        return .success("Shelved.")
    }
}

@Test func completionOffersStackVerbsWidgetKindsAndTipsApps() throws {
    let harness = try Harness(apps: [Shelf.self])
    #expect(harness.session.completions(for: ":stack ") == ["add", "remove"])
    #expect(harness.session.completions(for: ":stack add Q") == ["Quiet"])
    #expect(harness.session.completions(for: ":tips o") == ["on", "off"])
    #expect(harness.session.completions(for: ":tips off Sh") == ["Shelf"])
}

/// Asks from inside handle, with a card of what would go.
struct EmptyShelf: Intent {
    static let title = "Empty Shelf"
    func handle(in context: IntentContext) throws -> IntentResult {
        try context.requestConfirmation(
            "Take all 3 books off the shelf?", snippet: Snippet(title: "Off the shelf", rows: [.init(label: "Books", value: "3")]))
        return .success("The shelf is empty.")
    }
}

@Test func aConfirmationRequestedFromHandleShowsItsSnippetBeforeTheQuestion() throws {
    let harness = try Harness(apps: [Shelf.self])
    #expect(harness.say("Empty the shelf in Shelf") == ["Off the shelf", "Take all 3 books off the shelf?"])
    #expect(harness.say("yes") == ["The shelf is empty."])
}
