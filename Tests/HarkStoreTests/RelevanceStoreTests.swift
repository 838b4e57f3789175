import Foundation
import HarkEngine
import HarkKit
import HarkStore
import Testing

/// 2026-01-05T08:00:00Z
private let eight = Date(timeIntervalSince1970: 1_767_600_000)

private func donation(_ app: String, _ identifier: String?, group: String?, at date: Date = eight) -> Donation {
    Donation(
        app: app, intentID: "\(app).Intent", parameters: ["n": .integer(1)], date: date, location: nil,
        identifier: identifier, group: group)
}

@Test func donationsAreDeletedByIdentifierByGroupOrAllAndOnlyTheAppsOwn() throws {
    let store = try SQLiteStore.inMemory()
    for (identifier, group) in [("a", "x"), ("b", "x"), ("c", "y"), ("d", "y")] {
        try store.addDonation(donation("One", identifier, group: group))
    }
    try store.addDonation(donation("Two", "a", group: "x"))
    #expect(try store.deleteDonations(ofApp: "One", .identifiers(["a", "c", "zz"])) == 2)
    #expect(try store.deleteDonations(ofApp: "One", .group("x")) == 1)
    #expect(try store.deleteDonations(ofApp: "One", .all) == 1)
    #expect(try store.deleteDonations(ofApp: "Two", .all) == 1)
}

@Test func aHabitNeedsEnoughDistinctDaysInsideTheWindow() throws {
    let store = try SQLiteStore.inMemory()
    let today = DayClock.day(of: eight)
    for daysAgo in 1...4 {
        try store.addDonation(donation("One", nil, group: nil, at: eight.addingTimeInterval(Double(-daysAgo * 86_400))))
    }
    // Twice on one day counts once.
    try store.addDonation(donation("One", nil, group: nil, at: eight.addingTimeInterval(-86_400 + 60)))
    let query = HabitQuery(days: (today - 7)...(today - 1), minutes: [450...510], wrapBelow: 0, minimumDays: 4)
    let habits = try store.donationHabits(query)
    #expect(habits.map(\.days) == [4])
    #expect(habits.first?.usualMinute == 480)
    var stricter = query
    stricter.minimumDays = 5
    #expect(try store.donationHabits(stricter).isEmpty)
}

@Test func theListSetLastWinsWhicheverSideSetIt() throws {
    let path = try temporaryFolder() + "/store.sqlite"
    let store = try SQLiteStore(path: path)
    let shortcut = StoredRelevantShortcutFixture.make(title: "From the app")
    try store.setRelevantShortcuts(RelevantShortcutList(app: "Wallet", source: .app, setAt: eight, shortcuts: [shortcut]))
    var later = shortcut
    later.title = "From the watch"
    try store.setRelevantShortcuts(
        RelevantShortcutList(app: "Wallet", source: .companion, setAt: eight.addingTimeInterval(60), shortcuts: [later]))
    store.close()
    let reopened = try SQLiteStore(path: path)
    defer { reopened.close() }
    let lists = try reopened.relevantShortcutLists()
    #expect(lists.count == 1)
    #expect(lists.first?.source == .companion)
    #expect(lists.first?.setAt == eight.addingTimeInterval(60))
    #expect(lists.first?.shortcuts == [later])
}

/// A stored shortcut with every kind of provider, so a round trip through the store checks them all.
enum StoredRelevantShortcutFixture {
    static func make(title: String) -> StoredRelevantShortcut {
        StoredRelevantShortcut(
            intentID: "Wallet.ShowRecentPurchases", title: title, parameters: ["card": .choice(id: "credit")],
            role: .information, widgetKind: "RecentPurchases",
            providers: [
                .date(start: eight, end: eight.addingTimeInterval(1800)), .date(start: eight, end: nil),
                .location(Region(center: Location(latitude: 51.5, longitude: -0.12), radius: 150, identifier: "gym")),
                .dailyRoutine(.gym),
            ])
    }
}
