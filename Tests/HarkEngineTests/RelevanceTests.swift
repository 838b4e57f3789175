import Foundation
import HarkEngine
import HarkKit
import HarkStore
import Hydrator
import Testing
import Workout

/// The harness's clock: 2026-01-05T09:00:00Z.
private let nine = Date(timeIntervalSince1970: 1_767_603_600)

/// A Workout shortcut; its title is its activity too, so no two are the same run.
private func shortcut(_ title: String, _ providers: [RelevanceProvider]) -> StoredRelevantShortcut {
    StoredRelevantShortcut(
        intentID: "Workout.StartWorkout", title: title, parameters: ["activity": .choice(id: title)], role: .action,
        widgetKind: nil, providers: providers)
}

private func setWorkoutList(_ shortcuts: [StoredRelevantShortcut], in harness: Harness) throws {
    try harness.store.setRelevantShortcuts(
        RelevantShortcutList(app: "Workout", source: .app, setAt: nine, shortcuts: shortcuts))
}

private func logWater(on daysAgo: [Int], in harness: Harness) throws {
    for days in daysAgo {
        try harness.store.addDonation(
            Donation(
                app: "Hydrator", intentID: "Hydrator.TrackIntake",
                parameters: ["ounces": .integer(8), "hydrationType": .choice(id: "water")],
                date: nine.addingTimeInterval(Double(-days * 86_400)), location: nil))
    }
}

@Test func suggestionsRankSpecificShortcutsThenPredictionsThenShortcutsWithoutProviders() throws {
    let harness = try Harness(apps: [Hydrator.self, Workout.self])
    try setWorkoutList(
        [
            shortcut("Anywhere", []),
            shortcut("At the gym", [.dailyRoutine(.gym)]),
            shortcut("At the gym this hour", [.dailyRoutine(.gym), .date(start: nine, end: nil)]),
            shortcut("At work", [.dailyRoutine(.work)]),
        ], in: harness)
    try logWater(on: [1, 2, 3, 5], in: harness)
    try harness.session.update { $0.situations = [.gym] }
    let suggestions = try harness.session.suggestions(limit: 10)
    #expect(suggestions.map(\.title) == [
        "At the gym this hour", "At the gym", "Track Intake: ounces 8, hydration type water", "Anywhere",
    ])
    #expect(suggestions[2].reason == "you did this around 09:00 on 4 of the last 7 days")
    #expect(try harness.session.suggestions(limit: 2).count == 2)
}

@Test func aDateWindowHoldsFromItsStartUntilBeforeItsEndAndAnOpenOneForAnHour() throws {
    let harness = try Harness(apps: [Workout.self])
    try setWorkoutList(
        [
            shortcut("Closed", [.date(start: nine, end: nine.addingTimeInterval(1800))]),
            shortcut("Open", [.date(start: nine, end: nil)]),
        ], in: harness)
    func titles(at offset: TimeInterval) throws -> [String] {
        try harness.session.update { $0.clock = .fixed(nine.addingTimeInterval(offset)) }
        return try harness.session.suggestions(limit: 5).map(\.title)
    }
    #expect(try titles(at: -1) == [])
    #expect(try titles(at: 0) == ["Closed", "Open"])
    #expect(try titles(at: 1799) == ["Closed", "Open"])
    #expect(try titles(at: 1800) == ["Open"])
    #expect(try titles(at: 3600) == [])
}

@Test func aLocationHoldsInsideItsRadiusOnly() throws {
    let harness = try Harness(apps: [Workout.self])
    let gym = Location(latitude: 51.5, longitude: -0.12)
    try setWorkoutList([shortcut("Gym", [.location(Region(center: gym, radius: 150, identifier: "gym"))])], in: harness)
    // 0.001° of latitude is about 111 m.
    for (latitude, expected) in [(51.5, 1), (51.501, 1), (51.502, 0)] {
        try harness.session.update { $0.location = Location(latitude: latitude, longitude: -0.12) }
        #expect(try harness.session.suggestions(limit: 5).count == expected)
    }
}

@Test func aRelevantShortcutAndAPredictionOfTheSameRunAreListedOnce() throws {
    let harness = try Harness(apps: [Workout.self])
    try setWorkoutList([shortcut("run", [.date(start: nine, end: nil)])], in: harness)
    for days in 1...5 {
        try harness.store.addDonation(
            Donation(
                app: "Workout", intentID: "Workout.StartWorkout", parameters: ["activity": .choice(id: "run")],
                date: nine.addingTimeInterval(Double(-days * 86_400)), location: nil))
    }
    #expect(try harness.session.suggestions(limit: 5).map(\.title) == ["run"])
}

@Test func anUninstalledAppSuggestsNothing() throws {
    let harness = try Harness(apps: [Hydrator.self, Workout.self])
    try setWorkoutList([shortcut("Anywhere", [])], in: harness)
    try logWater(on: [1, 2, 3, 4], in: harness)
    try harness.session.update { $0.installedApps = ["Hydrator"] }
    #expect(try harness.session.suggestions(limit: 5).map(\.app) == ["Hydrator"])
}

@Test func aPredictionWindowAcrossMidnightFindsLateHabits() throws {
    let harness = try Harness(apps: [Hydrator.self])
    let lateNight = nine.addingTimeInterval(14 * 3600 + 50 * 60)  // 23:50
    for days in 0...4 {
        try harness.store.addDonation(
            Donation(
                app: "Hydrator", intentID: "Hydrator.TrackIntake", parameters: ["ounces": .integer(4)],
                date: lateNight.addingTimeInterval(Double(-days * 86_400)), location: nil))
    }
    try harness.session.update { $0.clock = .fixed(lateNight.addingTimeInterval(20 * 60)) }  // 00:10 the next day
    let suggestions = try harness.session.suggestions(limit: 5)
    #expect(suggestions.map(\.reason) == ["you did this around 23:50 on 5 of the last 7 days"])
}

/// App Intents' `isDiscoverable = false` hides an intent; it does not stop donations.
@Test func onlySuccessfulRunsAreDonatedDiscoverableOrNot() throws {
    let harness = try Harness(apps: [Planner.self, Workout.self])
    _ = harness.say("Save and fail in Planner")
    #expect(try harness.store.deleteDonations(ofApp: "Planner", .all) == 0)
    #expect(harness.say("Book a room in Planner", "red room", "4", "yes").last == "See you there.")
    #expect(try harness.store.deleteDonations(ofApp: "Planner", .all) == 1)
    _ = harness.say("Start a run in Workout", "Clear my workout suggestions in Workout", "yes")
    // Clearing deleted the run's donation; its own run (not discoverable) is donated after.
    #expect(try harness.store.deleteDonations(ofApp: "Workout", .all) == 1)
}

@Test func settingAListWarnsAboutWidgetsAndIntentsThatLeadNowhere() throws {
    let harness = try Harness(apps: [Board.self])
    let replies = harness.say("Pin the board in Board")
    #expect(replies == [
        "Pinned.",
        "Warning: Board's relevant shortcut “Unpinned” names the widget kind “Nope”, which Board does not offer; no widget will show.",
        "Warning: Board's relevant shortcut “Unpinned” runs an intent that none of Board's shortcuts declares, so it cannot be run from a suggestion.",
    ])
    #expect(try harness.session.relevantShortcutLists().first?.shortcuts.map(\.title) == ["Pin Board", "Unpinned"])
}

@Test func theStackRotatesThePersonsWidgetsByScoreAndAScoreWithoutDurationLastsUntilTheNextEntry() throws {
    let harness = try Harness(apps: [Board.self])
    try harness.session.addToStack("Small")
    try harness.session.addToStack("Big")
    func stack(at offset: TimeInterval) throws -> [String] {
        try harness.session.update { $0.clock = .fixed(nine.addingTimeInterval(offset)) }
        return try harness.session.stack().map { "\($0.displayName): \($0.reason)" }
    }
    #expect(try stack(at: -1) == ["Small: in your stack: no relevance now", "Big: in your stack: no relevance now"])
    #expect(try stack(at: 0) == [
        "Small: in your stack, rotated by relevance: score 10, its timeline's highest",
        "Big: in your stack, rotated by relevance: score 50, its timeline's highest, until 09:30",
    ])
    #expect(try stack(at: 1800) == [
        "Small: in your stack, rotated by relevance: score 10, its timeline's highest", "Big: in your stack: no relevance now",
    ])
    #expect(try stack(at: 7199).first == "Small: in your stack, rotated by relevance: score 10, its timeline's highest")
    #expect(try stack(at: 7200) == ["Small: in your stack: no relevance now", "Big: in your stack: no relevance now"])
}

/// A small app with two widgets, and an intent that sets a list with mistakes in it.
enum Board: HarkApp {
    static let name = "Board"
    static var appShortcuts: [AppShortcut] { [AppShortcut(intent: PinBoard.self, phrases: ["Pin the board in \(.applicationName)"])] }
    static var widgets: [WidgetKind] {
        [
            WidgetKind(kind: "Small", displayName: "Small") { _, _ in
                [
                    TimelineEntry(date: nine, text: "small", relevance: TimelineEntryRelevance(score: 10)),
                    TimelineEntry(date: nine.addingTimeInterval(7200), text: "done", relevance: TimelineEntryRelevance(score: 0)),
                ]
            },
            WidgetKind(kind: "Big", displayName: "Big") { _, _ in
                [TimelineEntry(date: nine, text: "big", relevance: TimelineEntryRelevance(score: 50, duration: 1800))]
            },
        ]
    }
    static func screen(records: any RecordStore, now: Date) throws -> AppScreen {
        AppScreen(title: "Board", emptyMessage: "", items: [])
    }
}

struct PinBoard: Intent {
    static let title = "Pin Board"
    func handle(in context: IntentContext) throws -> IntentResult {
        try context.relevantShortcuts.set([
            try RelevantShortcut(intent: self, widgetKind: "Small", providers: []),
            try RelevantShortcut(intent: Unlisted(), title: "Unpinned", widgetKind: "Nope", providers: []),
        ])
        return .success("Pinned.")
    }
}

struct Unlisted: Intent {
    static let title = "Unlisted"
    func handle(in context: IntentContext) throws -> IntentResult { .success("Done.") }
}
