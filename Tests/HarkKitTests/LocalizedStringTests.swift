import Foundation
import HarkKit
import Testing

/// `String(localized:)` and `LocalizedStringResource(_:table:comment:)` read the app's strings
/// tables in its bundle; a key a table lacks is its own text.
@Suite struct LocalizedStringTests {
    private let folder: URL
    private let bundle: Bundle

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("hark-strings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
        try """
        /* Greeting */
        "Hello, %@!" = "Hi there, %@!";
        "%lld cups for %@" = "%2$@ gets %1$lld cups";
        "quote" = "She said \\"go\\".";
        """.write(to: folder.appendingPathComponent("en.lproj/Localizable.strings"), atomically: true, encoding: .utf8)
        try """
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "refill.done": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Refill ordered."}}}},
          "untranslated": {}
        }}
        """.write(to: folder.appendingPathComponent("Intents.xcstrings"), atomically: true, encoding: .utf8)
        bundle = try #require(Bundle(path: folder.path))
    }

    @Test func aKeyIsLookedUpWithItsValuesInPlace() {
        let name = "Ada"
        #expect(String(localized: "Hello, \(name)!", bundle: bundle) == "Hi there, Ada!")
        #expect(String(localized: "\(3) cups for \(name)", bundle: bundle) == "Ada gets 3 cups")
        #expect(String(localized: "quote", bundle: bundle) == "She said \"go\".")
    }

    @Test func aStringCatalogTableIsRead() {
        #expect(LocalizedStringResource("refill.done", table: "Intents", bundle: bundle, comment: "After a refill") == "Refill ordered.")
        #expect(String(localized: "untranslated", table: "Intents", bundle: bundle) == "untranslated")
    }

    @Test func aKeyNoTableHasIsItsOwnText() {
        let count = 2
        #expect(String(localized: "\(count) new messages", bundle: bundle) == "2 new messages")
        #expect(String(localized: "50% off", bundle: bundle) == "50% off")
        #expect(String(localized: "missing", defaultValue: "Nothing here", bundle: bundle) == "Nothing here")
        #expect(LocalizedStringResource("Start Run", comment: "A title").key == "Start Run")
    }
}
