import Synchronization

extension String {
    /// The text of `keyAndValue` in the app's strings table `table` (default `Localizable`, from
    /// `Localizable.strings` or `Localizable.xcstrings` in `bundle`), in English; a key the table
    /// lacks is its own text.
    ///
    ///     String(localized: "Hello, \(name)!")
    public init(
        localized keyAndValue: String.LocalizationValue, defaultValue: String.LocalizationValue? = nil,
        table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil
    ) {
        let fallback = defaultValue.map { keyAndValue.filled($0.key) }
        let format = LocalizedStrings.shared.text(for: keyAndValue.key, table: table, bundle: bundle ?? .main)
        self = format.map(keyAndValue.filled) ?? fallback ?? keyAndValue.filled(keyAndValue.key)
    }

    /// The text of a `LocalizedStringResource`, which Hark resolves when it is made.
    public init(localized resource: LocalizedStringResource) {
        self = resource
    }

    /// App Intents' `LocalizedStringResource("key", table:, comment:)`: the key's text in `table`.
    public init(
        _ keyAndValue: String.LocalizationValue, defaultValue: String.LocalizationValue? = nil, table: String,
        bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil
    ) {
        self.init(localized: keyAndValue, defaultValue: defaultValue, table: table, bundle: bundle, comment: comment)
    }

    /// App Intents' `LocalizedStringResource("key", comment:)`: the key's text in `Localizable`.
    public init(
        _ keyAndValue: String.LocalizationValue, defaultValue: String.LocalizationValue? = nil,
        bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString
    ) {
        self.init(localized: keyAndValue, defaultValue: defaultValue, bundle: bundle, comment: comment)
    }

    /// A `LocalizedStringResource`'s key. Hark resolves a resource when it is made, so this is
    /// its text.
    public var key: String { self }
}

/// The strings tables of the app's bundles, read once each: `<table>.strings` (in `en.lproj`,
/// `Base.lproj` or the bundle's top) or `<table>.xcstrings` (its English values).
final class LocalizedStrings: Sendable {
    static let shared = LocalizedStrings()

    private let tables = Mutex<[String: [String: String]]>([:])

    /// The text for `key` in `table` of `bundle`, or nil when there is none.
    func text(for key: String, table: String?, bundle: Bundle) -> String? {
        let name = table ?? "Localizable"
        let path = bundle.bundlePath + "/" + name
        if let known = tables.withLock({ $0[path] }) { return known[key] }
        let read = Self.read(name, in: bundle.bundleURL)
        tables.withLock { $0[path] = read }
        return read[key]
    }

    private static func read(_ table: String, in folder: URL) -> [String: String] {
        for subfolder in ["en.lproj/", "Base.lproj/", ""] {
            let file = folder.appendingPathComponent(subfolder + table + ".strings")
            if let text = try? String(contentsOf: file, encoding: .utf8) { return stringsFile(text) }
        }
        let catalog = folder.appendingPathComponent(table + ".xcstrings")
        guard let data = try? Data(contentsOf: catalog) else { return [:] }
        return stringCatalog(data)
    }

    /// `"key" = "value";` lines, with `\"`, `\\` and `\n` escapes.
    static func stringsFile(_ text: String) -> [String: String] {
        var entries: [String: String] = [:]
        var quoted: [String] = []
        var current: String?
        var escaped = false
        for character in text {
            if var string = current {
                if escaped {
                    string.append(character == "n" ? "\n" : character)
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    quoted.append(string)
                    current = nil
                    continue
                } else {
                    string.append(character)
                }
                current = string
            } else if character == "\"" {
                current = ""
            } else if character == ";" {
                if quoted.count == 2 { entries[quoted[0]] = quoted[1] }
                quoted = []
            }
        }
        return entries
    }

    /// A string catalog's English values (or its source language's).
    static func stringCatalog(_ data: Data) -> [String: String] {
        guard let catalog = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let strings = catalog["strings"] as? [String: Any]
        else { return [:] }
        let language = catalog["sourceLanguage"] as? String ?? "en"
        var entries: [String: String] = [:]
        for (key, entry) in strings {
            let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any]
            let unit = (localizations?["en"] ?? localizations?[language]) as? [String: Any]
            if let value = (unit?["stringUnit"] as? [String: Any])?["value"] as? String { entries[key] = value }
        }
        return entries
    }
}
