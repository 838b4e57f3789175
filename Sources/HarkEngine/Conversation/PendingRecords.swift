import Foundation
import HarkKit

/// The records an App Intents `perform` writes while it runs: kept here, read back with the
/// store's, and written to the store in one transaction only when `perform` succeeds.
///
///     let pending = PendingRecords(base: store.records(ofApp: "Meditator"))
///     try pending.append(run, to: "MeditationRun")      // not in the store yet
///     try store.inTransaction { try pending.flush(to: store.records(ofApp: "Meditator")) }
final class PendingRecords: RecordStore, @unchecked Sendable {
    private let base: any RecordStore
    private var pending: [(collection: String, data: Data)] = []

    init(base: any RecordStore) {
        self.base = base
    }

    /// The collections written to, in order.
    var collections: [String] { pending.map(\.collection) }

    func append(encoded: Data, to collection: String) throws {
        pending.append((collection, encoded))
    }

    func all(in collection: String) throws -> [Data] {
        try base.all(in: collection) + pending.filter { $0.collection == collection }.map(\.data)
    }

    func everyRecord() throws -> [StoredRecord] {
        try base.everyRecord() + pending.map { StoredRecord(collection: $0.collection, encoded: $0.data) }
    }

    func flush(to store: any RecordStore) throws {
        for record in pending { try store.append(encoded: record.data, to: record.collection) }
    }
}
