import CSQLite
import Foundation
import HarkEngine
import HarkStore
import Testing

@Test func thePersonsStackKeepsItsOrderAndEachWidgetOnce() throws {
    let store = try SQLiteStore.inMemory()
    let activity = StackWidget(app: "Workout", kind: "Activity")
    let purchases = StackWidget(app: "Wallet", kind: "RecentPurchases")
    #expect(try store.addStackWidget(purchases))
    #expect(try store.addStackWidget(activity))
    #expect(try store.addStackWidget(purchases) == false)
    #expect(try store.stackWidgets() == [purchases, activity])
    #expect(try store.removeStackWidget(purchases))
    #expect(try store.removeStackWidget(purchases) == false)
    #expect(try store.stackWidgets() == [activity])
}

@Test func aStoreOfTheSchemaBeforeTheStackIsMigratedAndKeepsItsDonations() throws {
    let path = try temporaryFolder() + "/old.sqlite"
    do {
        let store = try SQLiteStore(path: path)
        try store.addDonation(
            Donation(app: "Hydrator", intentID: "Hydrator.TrackIntake", parameters: ["ounces": .integer(8)], date: Date(), location: nil))
        store.close()
    }
    // Back to the schema of the second step, as an older Hark left it.
    var handle: OpaquePointer?
    sqlite3_open(path, &handle)
    sqlite3_exec(handle, "DROP TABLE stack_widgets; DROP INDEX donations_by_intent; PRAGMA user_version = 2", nil, nil, nil)
    sqlite3_close(handle)
    let store = try SQLiteStore(path: path)
    defer { store.close() }
    #expect(try store.stackWidgets() == [])
    #expect(try store.addStackWidget(StackWidget(app: "Workout", kind: "Activity")))
    #expect(try store.donationCount(app: "Hydrator", intentID: "Hydrator.TrackIntake", parameters: ["ounces": .integer(8)]) == 1)
}
