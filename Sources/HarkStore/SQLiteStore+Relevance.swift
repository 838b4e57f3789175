import Foundation
import HarkEngine
import HarkKit

/// Relevant shortcut lists (one row per app, replaced whole) and donations (indexed by time
/// of day, identifier and group).
extension SQLiteStore {
    public func setRelevantShortcuts(_ list: RelevantShortcutList) throws {
        let shortcuts = String(decoding: try Self.canonicalJSON.encode(list.shortcuts), as: UTF8.self)
        try serialized.use { connection in
            try connection.execute(
                """
                INSERT INTO relevant_shortcut_lists (app, source, set_at, shortcuts) VALUES (?, ?, ?, ?)
                ON CONFLICT (app) DO UPDATE SET source = excluded.source, set_at = excluded.set_at, shortcuts = excluded.shortcuts
                """,
                [.text(list.app), .text(list.source.rawValue), .real(list.setAt.timeIntervalSince1970), .text(shortcuts)])
        }
    }

    public func relevantShortcutLists() throws -> [RelevantShortcutList] {
        try serialized.use { connection in
            let statement = try connection.prepare(
                "SELECT app, source, set_at, shortcuts FROM relevant_shortcut_lists ORDER BY app")
            try statement.bind([])
            var lists: [RelevantShortcutList] = []
            while try statement.step() {
                let shortcuts = try decodeStored(
                    [StoredRelevantShortcut].self, from: statement.text(at: 3), emptyAs: "[]", with: Self.canonicalJSONDecoder)
                lists.append(
                    RelevantShortcutList(
                        app: statement.text(at: 0) ?? "", source: RelevanceSource(rawValue: statement.text(at: 1) ?? "") ?? .app,
                        setAt: Date(timeIntervalSince1970: statement.real(at: 2)), shortcuts: shortcuts))
            }
            return lists
        }
    }

    public func addDonation(_ donation: Donation) throws {
        let parameters = String(decoding: try Self.canonicalJSON.encode(donation.parameters), as: UTF8.self)
        let seconds = Int64(donation.date.wholeSecondsSince1970)
        try serialized.use { connection in
            try connection.execute(
                """
                INSERT INTO donations (app, intent_id, parameters, donated_at, day, minute_of_day, latitude, longitude,
                                       identifier, group_id)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """,
                [
                    .text(donation.app), .text(donation.intentID), .text(parameters), .integer(seconds),
                    .integer(Int64(DayClock.day(of: donation.date))), .integer(Int64(DayClock.minuteOfDay(of: donation.date))),
                    donation.location.map { .real($0.latitude) } ?? .null, donation.location.map { .real($0.longitude) } ?? .null,
                    donation.identifier.map { .text($0) } ?? .null, donation.group.map { .text($0) } ?? .null,
                ])
        }
    }

    public func deleteDonations(ofApp app: String, _ selection: DonationSelection) throws -> Int {
        try serialized.use { connection in
            switch selection {
            case .all:
                try connection.execute("DELETE FROM donations WHERE app = ?", [.text(app)])
            case .group(let group):
                try connection.execute("DELETE FROM donations WHERE app = ? AND group_id = ?", [.text(app), .text(group)])
            case .identifiers(let identifiers):
                var count = 0
                for identifier in identifiers {
                    try connection.execute(
                        "DELETE FROM donations WHERE app = ? AND identifier = ?", [.text(app), .text(identifier)])
                    count += connection.changes
                }
                return count
            }
            return connection.changes
        }
    }

    public func donationCount(ofApp app: String, _ selection: DonationSelection) throws -> Int {
        var sql = "SELECT COUNT(*) FROM donations WHERE app = ?"
        var values: [SQLValue] = [.text(app)]
        switch selection {
        case .all:
            break
        case .group(let group):
            sql += " AND group_id = ?"
            values.append(.text(group))
        case .identifiers(let identifiers):
            // One `?` per identifier, from constant text; the values are bound.
            let unique = Array(Set(identifiers))
            sql += " AND identifier IN (" + unique.map { _ in "?" }.joined(separator: ", ") + ")"
            values += unique.map { .text($0) }
        }
        return try serialized.use { connection in
            let statement = try connection.prepare(sql)
            try statement.bind(values)
            return try statement.step() ? Int(statement.integer(at: 0)) : 0
        }
    }

    public func donationHabits(_ query: HabitQuery) throws -> [DonationHabit] {
        // Each range of minutes is its own index range; the union is grouped once.
        // Built from constant text only (one `?`-range per range of minutes); values are bound.
        let ranges = query.minutes.map { _ in "SELECT * FROM donations WHERE minute_of_day BETWEEN ? AND ? AND day BETWEEN ? AND ?" }
        return try serialized.use { connection in
            let statement = try connection.prepare(
                """
                SELECT app, intent_id, parameters, COUNT(DISTINCT day) AS days,
                       CAST(AVG(CASE WHEN minute_of_day < ? THEN minute_of_day + 1440 ELSE minute_of_day END) AS INTEGER) % 1440,
                       MAX(donated_at)
                FROM (\(ranges.joined(separator: " UNION ALL ")))
                GROUP BY app, intent_id, parameters
                HAVING days >= ?
                """)
            var values: [SQLValue] = [.integer(Int64(query.wrapBelow))]
            for range in query.minutes {
                values += [range.lowerBound, range.upperBound, query.days.lowerBound, query.days.upperBound].map { .integer(Int64($0)) }
            }
            values.append(.integer(Int64(query.minimumDays)))
            try statement.bind(values)
            var habits: [DonationHabit] = []
            while try statement.step() {
                habits.append(
                    DonationHabit(
                        app: statement.text(at: 0) ?? "", intentID: statement.text(at: 1) ?? "",
                        parameters: try decodeStored([String: AnswerValue].self, from: statement.text(at: 2), emptyAs: "{}"),
                        days: Int(statement.integer(at: 3)), usualMinute: Int(statement.integer(at: 4)),
                        lastDate: Date(timeIntervalSince1970: Double(statement.integer(at: 5)))))
            }
            return habits
        }
    }

    public func donationCount(app: String, intentID: String, parameters: [String: AnswerValue]) throws -> Int {
        let values = String(decoding: try Self.canonicalJSON.encode(parameters), as: UTF8.self)
        return try serialized.use { connection in
            let statement = try connection.prepare(
                "SELECT COUNT(*) FROM donations WHERE app = ? AND intent_id = ? AND parameters = ?")
            try statement.bind([.text(app), .text(intentID), .text(values)])
            return try statement.step() ? Int(statement.integer(at: 0)) : 0
        }
    }

    public func stackWidgets() throws -> [StackWidget] {
        try serialized.use { connection in
            let statement = try connection.prepare("SELECT app, kind FROM stack_widgets ORDER BY id")
            try statement.bind([])
            var widgets: [StackWidget] = []
            while try statement.step() {
                widgets.append(StackWidget(app: statement.text(at: 0) ?? "", kind: statement.text(at: 1) ?? ""))
            }
            return widgets
        }
    }

    public func addStackWidget(_ widget: StackWidget) throws -> Bool {
        try serialized.use { connection in
            try connection.execute(
                "INSERT INTO stack_widgets (app, kind) VALUES (?, ?) ON CONFLICT (app, kind) DO NOTHING",
                [.text(widget.app), .text(widget.kind)])
            return connection.changes > 0
        }
    }

    public func removeStackWidget(_ widget: StackWidget) throws -> Bool {
        try serialized.use { connection in
            try connection.execute("DELETE FROM stack_widgets WHERE app = ? AND kind = ?", [.text(widget.app), .text(widget.kind)])
            return connection.changes > 0
        }
    }

    private static var canonicalJSONDecoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        return decoder
    }

    /// Sorted keys, so equal parameters are equal text and group together.
    private static var canonicalJSON: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        encoder.dateEncodingStrategy = .secondsSince1970
        return encoder
    }
}
