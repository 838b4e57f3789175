import Foundation

/// Where an app keeps its own records (the tutorial's `LogEntry`s), as Codable values.
///
///     try context.records.append(LogEntry(...), to: "LogEntry")
///     let entries = try records.all(LogEntry.self, in: "LogEntry")
public protocol RecordStore: Sendable {
    /// Adds an encoded record to a named collection of the app.
    func append(encoded: Data, to collection: String) throws
    /// Every record of a collection, oldest first.
    func all(in collection: String) throws -> [Data]
    /// Every record of the app, in all its collections, oldest first (the default screen's list).
    func everyRecord() throws -> [StoredRecord]
}

/// One encoded record and the collection it is kept in.
public struct StoredRecord: Sendable, Hashable {
    /// The collection's name ("LogEntry").
    public var collection: String
    /// The record as JSON (dates in ISO 8601).
    public var encoded: Data

    /// A record from its collection and its JSON.
    public init(collection: String, encoded: Data) {
        self.collection = collection
        self.encoded = encoded
    }
}

extension RecordStore {
    /// Encodes `record` as JSON and adds it to `collection`.
    public func append<Record: Encodable>(_ record: Record, to collection: String) throws {
        try append(encoded: RecordCoding.encoder.encode(record), to: collection)
    }

    /// Every record of a collection, oldest first, decoded as `type`.
    public func all<Record: Decodable>(_ type: Record.Type, in collection: String) throws -> [Record] {
        try all(in: collection).map { try RecordCoding.decoder.decode(Record.self, from: $0) }
    }
}

/// JSON with ISO 8601 dates, so stored records are readable with the sqlite3 shell.
enum RecordCoding {
    static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = .sortedKeys
        return encoder
    }

    static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
}
