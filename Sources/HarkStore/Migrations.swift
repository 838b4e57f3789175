/// The store's schema, as named steps applied in order; `PRAGMA user_version` counts those applied.
///
/// Never edit a step that has shipped: add a new one.
enum Migrations {
    /// One step: a name, and what it does to a store of the step before.
    struct Step: Sendable {
        let name: String
        let apply: @Sendable (Connection) throws -> Void

        init(_ name: String, sql: String) {
            self.name = name
            apply = { try $0.executeScript(sql) }
        }

        init(_ name: String, apply: @escaping @Sendable (Connection) throws -> Void) {
            self.name = name
            self.apply = apply
        }
    }

    static let steps: [Step] = [
        Step(
            "create app records, user shortcuts and settings",
            sql: """
            CREATE TABLE app_records (
                id INTEGER PRIMARY KEY,
                app TEXT NOT NULL,
                collection TEXT NOT NULL,
                body BLOB NOT NULL
            );
            CREATE INDEX app_records_by_collection ON app_records (app, collection, id);
            CREATE TABLE user_shortcuts (
                id INTEGER PRIMARY KEY,
                phrase TEXT NOT NULL UNIQUE COLLATE NOCASE,
                intent_id TEXT NOT NULL,
                fixed_values TEXT NOT NULL
            );
            CREATE TABLE settings (
                key TEXT PRIMARY KEY,
                value TEXT NOT NULL
            );
            """
        ),
        Step(
            "create donations and relevant shortcut lists",
            sql: """
            CREATE TABLE donations (
                id INTEGER PRIMARY KEY,
                app TEXT NOT NULL,
                intent_id TEXT NOT NULL,
                parameters TEXT NOT NULL,
                donated_at INTEGER NOT NULL,
                day INTEGER NOT NULL,
                minute_of_day INTEGER NOT NULL,
                latitude REAL,
                longitude REAL,
                identifier TEXT,
                group_id TEXT
            );
            CREATE INDEX donations_by_time_of_day ON donations (minute_of_day, day);
            CREATE INDEX donations_by_identifier ON donations (app, identifier);
            CREATE INDEX donations_by_group ON donations (app, group_id);
            CREATE TABLE relevant_shortcut_lists (
                app TEXT PRIMARY KEY,
                source TEXT NOT NULL,
                set_at REAL NOT NULL,
                shortcuts TEXT NOT NULL
            );
            """
        ),
        Step(
            "create the person's smart stack; index donations by intent",
            sql: """
            CREATE TABLE stack_widgets (
                id INTEGER PRIMARY KEY,
                app TEXT NOT NULL,
                kind TEXT NOT NULL,
                UNIQUE (app, kind)
            );
            CREATE INDEX donations_by_intent ON donations (app, intent_id, parameters);
            """
        ),
        Step("key the Siri Tips shown by app and phrase, not by the shortcut's place", apply: TipKeys.rekey),
    ]

    /// Throws when the store was written by a newer Hark; returns the schema version otherwise.
    @discardableResult
    static func checkVersion(of connection: Connection, path: String) throws -> Int {
        let version = Int(try connection.scalarText("PRAGMA user_version") ?? "0") ?? 0
        if version > steps.count {
            throw StoreError.newerSchema(path: path, version: version, known: steps.count)
        }
        return version
    }

    /// Brings the schema up to date in one transaction.
    static func apply(to connection: Connection, path: String) throws {
        try connection.transaction {
            let version = try checkVersion(of: connection, path: path)
            for step in steps[version...] {
                try step.apply(connection)
            }
            if version < steps.count {
                // A PRAGMA cannot bind; the number is the constant count of steps.
                try connection.execute("PRAGMA user_version = \(steps.count)")
            }
        }
    }
}
