import Foundation
import HarkKit

/// A record store that notes what an intent wrote, for trace lines.
final class WriteLog: RecordStore, @unchecked Sendable {
    private let base: any RecordStore
    /// The collections written to, in order.
    private(set) var entries: [String] = []

    init(base: any RecordStore) {
        self.base = base
    }

    func append(encoded: Data, to collection: String) throws {
        try base.append(encoded: encoded, to: collection)
        entries.append(collection)
    }

    func all(in collection: String) throws -> [Data] {
        try base.all(in: collection)
    }

    func everyRecord() throws -> [StoredRecord] {
        try base.everyRecord()
    }
}
