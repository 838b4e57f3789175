import Foundation
import HarkEngine
import HarkFileApps
import HarkStore
import Testing

/// Exact first, for apps in files: each phrase of every valid app file in the repository, said
/// word for word with values its slots take, runs its own shortcut ("What did I pay in
/// Parkmeter" is that phrase, not a question).
@Test(arguments: ExactPhraseFixtures.appFiles)
func everyFileAppPhraseSaidWordForWordMatchesItsShortcut(_ path: String) throws {
    let app = try AppFiles.read(path).get()
    let session = try Session(
        catalog: try AppCatalog(installing: [app]), store: try SQLiteStore.inMemory(),
        environment: SessionEnvironment(clock: .fixed(Date(timeIntervalSince1970: 1_767_603_600))))
    #expect(session.unmatchedPhrases() == [])
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
