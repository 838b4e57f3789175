import Foundation
import HarkKit
import Testing

/// An app with no `screen` of its own.
private enum Minimal: HarkApp {
    static let name = "Minimal"
    static var appShortcuts: [AppShortcut] { [] }
}

private struct Note: Codable {
    var date: Date
    var text: String
    var pinned: Bool
    var stars: Int
}

private final class MemoryRecords: RecordStore, @unchecked Sendable {
    var records: [StoredRecord] = []
    func append(encoded: Data, to collection: String) throws { records.append(StoredRecord(collection: collection, encoded: encoded)) }
    func all(in collection: String) throws -> [Data] { records.filter { $0.collection == collection }.map(\.encoded) }
    func everyRecord() throws -> [StoredRecord] { records }
}

@Test func anAppWithoutAScreenListsItsRecordsNewestFirst() throws {
    let records = MemoryRecords()
    let first = Date(timeIntervalSince1970: 1_767_603_600)  // 2026-01-05T09:00:00Z
    try records.append(Note(date: first, text: "milk", pinned: true, stars: 2), to: "Note")
    try records.append(Note(date: first.addingTimeInterval(60), text: "eggs", pinned: false, stars: 5), to: "Note")
    let screen = try Minimal.screen(records: records, now: first)
    #expect(screen.title == "Minimal")
    #expect(screen.items.map(\.text) == [
        "2026-01-05T09:01:00Z  pinned: no, stars: 5, text: eggs",
        "2026-01-05T09:00:00Z  pinned: yes, stars: 2, text: milk",
    ])
    #expect(screen.items.first?.fields == [
        "date": .text("2026-01-05T09:01:00Z"), "pinned": .boolean(false), "stars": .integer(5), "text": .text("eggs"),
    ])
}

@Test func anEmptyDefaultScreenSaysSo() throws {
    let screen = try Minimal.screen(records: MemoryRecords(), now: Date())
    #expect(screen.items.isEmpty)
    #expect(screen.emptyMessage == "Nothing yet.")
}
