import Foundation
import HarkFileApps
import HarkStore
import Testing

@testable import HarkEngine

/// Exact first, for apps in files: each phrase of every valid app file in the repository, said
/// word for word with values its slots take, runs its own shortcut ("What did I pay in
/// Parkmeter" is that phrase, not a question).
@Test(arguments: ExactPhraseFixtures.appFiles)
func everyFileAppPhraseSaidWordForWordMatchesItsShortcut(_ path: String) throws {
    let app = try AppFiles.read(path).get()
    let catalog = try AppCatalog(installing: [app])
    let environment = SessionEnvironment(clock: .fixed(Date(timeIntervalSince1970: 1_767_603_600)))
    let source = try PhraseIndexSource(catalog: catalog, store: try SQLiteStore.inMemory(), environment: environment)
    let index = source.build(catalog: catalog, cache: PhraseIndexCache?.none)
    #expect(!index.templates.isEmpty)
    for template in index.templates {
        let said = ExampleUtterances.example(template, ranges: index.wholeNumberRanges(of: template.shortcutID))
        let decision = index.matcher.decide(said)
        guard case .matched(let candidate) = decision, candidate.shortcutID == template.shortcutID else {
            Issue.record("“\(said)” (\(template.text)): \(decision.name)")
            continue
        }
    }
}

enum ExactPhraseFixtures {
    /// The app files under transcripts/ and bench/ (the broken ones of the checks are elsewhere).
    static var appFiles: [String] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return ["transcripts", "bench"].flatMap { folder -> [String] in
            let base = root.appendingPathComponent(folder)
            let found = FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String } ?? []
            return found.filter { $0.hasSuffix(".app.json5") }.sorted().map { base.appendingPathComponent($0).path }
        }
    }
}
