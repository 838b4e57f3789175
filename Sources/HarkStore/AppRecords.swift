import Foundation
import HarkKit

/// One app's records in the store's `app_records` table.
struct AppRecords: RecordStore {
    let store: SQLiteStore
    let app: String

    func append(encoded: Data, to collection: String) throws {
        try store.serialized.use { connection in
            try connection.execute(
                "INSERT INTO app_records (app, collection, body) VALUES (?, ?, ?)",
                [.text(app), .text(collection), .blob(encoded)])
        }
    }

    func all(in collection: String) throws -> [Data] {
        try store.serialized.use { connection in
            let statement = try connection.prepare(
                "SELECT body FROM app_records WHERE app = ? AND collection = ? ORDER BY id")
            try statement.bind([.text(app), .text(collection)])
            var bodies: [Data] = []
            while try statement.step() { bodies.append(statement.blob(at: 0)) }
            return bodies
        }
    }

    func everyRecord() throws -> [StoredRecord] {
        try store.serialized.use { connection in
            let statement = try connection.prepare("SELECT collection, body FROM app_records WHERE app = ? ORDER BY id")
            try statement.bind([.text(app)])
            var records: [StoredRecord] = []
            while try statement.step() {
                records.append(StoredRecord(collection: statement.text(at: 0) ?? "", encoded: statement.blob(at: 1)))
            }
            return records
        }
    }
}
