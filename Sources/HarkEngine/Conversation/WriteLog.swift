import Foundation
import HarkKit
import Synchronization

/// A record store that notes what an intent wrote, for trace lines.
final class WriteLog: RecordStore {
    private let base: any RecordStore
    private let written = Mutex<[String]>([])

    /// The collections written to, in order.
    var entries: [String] { written.withLock { $0 } }

    init(base: any RecordStore) {
        self.base = base
    }

    func append(encoded: Data, to collection: String) throws {
        try base.append(encoded: encoded, to: collection)
        written.withLock { $0.append(collection) }
    }

    func all(in collection: String) throws -> [Data] {
        try base.all(in: collection)
    }

    func everyRecord() throws -> [StoredRecord] {
        try base.everyRecord()
    }
}
