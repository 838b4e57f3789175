import Foundation

extension HarkApp {
    /// The screen of an app that declares none: its records, newest first, each as its fields
    /// (`2026-01-05T09:00:00Z  amount: 3`, the date first when a record has one).
    public static func screen(records: any RecordStore, now: Date) throws -> AppScreen {
        try AppScreen.records(of: name, from: records)
    }
}

extension AppScreen {
    /// Every record of the app, newest first, as items whose text lists the record's fields.
    public static func records(of app: String, from records: any RecordStore) throws -> AppScreen {
        let items = try records.everyRecord().reversed().map { record in
            let fields = Self.fields(of: record)
            return Item(text: line(for: fields), fields: fields.mapValues(\.value))
        }
        return AppScreen(title: app, emptyMessage: "Nothing yet.", items: items)
    }

    /// A record's fields; a record kept as a plain value (`records.append("Civic", to: "Car")`)
    /// is one field named after its collection (`car: Civic`).
    private static func fields(of record: StoredRecord) -> [String: ScreenField] {
        let decoder = JSONDecoder()
        if let fields = try? decoder.decode([String: ScreenField].self, from: record.encoded) { return fields }
        guard let value = try? decoder.decode(ScreenField.self, from: record.encoded) else { return [:] }
        return [record.collection.prefix(1).lowercased() + record.collection.dropFirst(): value]
    }

    /// `date  key: value, key: value`, keys in alphabetical order.
    private static func line(for fields: [String: ScreenField]) -> String {
        let date = fields["date"].map { "\($0.text)  " } ?? ""
        let rest = fields.filter { $0.key != "date" }.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value.text)" }
        return date + rest.joined(separator: ", ")
    }
}

/// One field of a stored record, as the default screen shows it.
private struct ScreenField: Decodable {
    let value: FieldValue

    var text: String { value.spokenText }

    init(from decoder: any Decoder) throws {
        value = (try? FieldValue(from: decoder)) ?? .text("…")
    }
}
