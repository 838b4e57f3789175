/// The rules for the NAME of `hark init`: the app's name, its module and its binary at once.
enum AppName {
    /// Swift's keywords, and the names the generated code or its imports already use.
    private static let taken: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch",
        "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
        "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self",
        "Self", "super", "throws", "true", "try", "async", "consume", "copy", "discard", "each", "some",
        "Type", "Protocol",
        "Hark", "HarkKit", "Foundation", "Swift", "PackageDescription", "Intent", "HarkApp", "AppShortcut",
        "Parameter", "ParameterResolver", "Resolution", "IntentResult", "IntentContext", "Entry", "LogAmount",
    ]

    /// Throws a one-sentence refusal unless `name` is a Swift identifier Hark can use: ASCII
    /// only, as it names the module, the binary and the folder.
    static func check(_ name: String) throws(UsageError) {
        guard let first = name.unicodeScalars.first,
            first == "_" || first.properties.isXIDStart,
            name.unicodeScalars.dropFirst().allSatisfy({ $0.properties.isXIDContinue }),
            name.unicodeScalars.allSatisfy(\.isASCII)
        else {
            throw UsageError("“\(name)” cannot name an app's module and binary; use ASCII letters, digits and _, starting with a letter or _ (such as MyApp).")
        }
        guard !taken.contains(name) else {
            throw UsageError("“\(name)” is a name Swift or Hark already uses; choose another, such as My\(name.prefix(1).uppercased() + name.dropFirst()).")
        }
    }
}
