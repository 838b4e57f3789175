/// The migration of the settings that note a Siri Tip was shown. They were keyed by the App
/// Shortcut's place in its app's list, “siri-tip-shown.Hydrator.1.Log {ounces} in {app}”, so
/// reordering an app's shortcuts showed its tips again; now by app and phrase alone,
/// “siri-tip-shown.Hydrator.Log {ounces} in {app}”.
enum TipKeys {
    static let prefix = "siri-tip-shown."

    static func rekey(_ connection: Connection) throws {
        let statement = try connection.prepare("SELECT key FROM settings WHERE substr(key, 1, ?) = ?")
        try statement.bind([.integer(Int64(prefix.utf8.count)), .text(prefix)])
        var keys: [String] = []
        while try statement.step() { keys.append(statement.text(at: 0) ?? "") }
        for key in keys {
            guard let newKey = rekeyed(key) else { continue }
            try connection.execute(
                "INSERT INTO settings (key, value) SELECT ?, value FROM settings WHERE key = ? ON CONFLICT (key) DO NOTHING",
                [.text(newKey), .text(key)])
            try connection.execute("DELETE FROM settings WHERE key = ?", [.text(key)])
        }
    }

    /// “siri-tip-shown.APP.N.PHRASE” as “siri-tip-shown.APP.PHRASE”: the first part after the
    /// app's name made of digits only is the place; nil for a key without one.
    static func rekeyed(_ key: String) -> String? {
        guard key.hasPrefix(prefix) else { return nil }
        let parts = key.dropFirst(prefix.count).split(separator: ".", omittingEmptySubsequences: false)
        guard let place = parts.indices.dropFirst().first(where: { index in
            !parts[index].isEmpty && parts[index].allSatisfy(\.isASCII) && parts[index].allSatisfy(\.isNumber)
        }), place + 1 < parts.count
        else { return nil }
        let app = parts[..<place].joined(separator: ".")
        let phrase = parts[(place + 1)...].joined(separator: ".")
        return prefix + app + "." + phrase
    }
}
