import Foundation
import HarkEngine
import HarkFileApps
import HarkStore
import HarkTranscript
import SampleApps
import Testing

/// Every input kept in Tests/FuzzCorpus (seeds and what `make fuzz` found) replayed the way
/// its fuzz target feeds it, so a crash the fuzzer found stays fixed in `swift test`.
struct FuzzCorpusTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("FuzzCorpus")

    static func inputs(of target: String) -> [String] {
        let folder = corpus.appendingPathComponent(target)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().map { folder.appendingPathComponent($0).path }
    }

    /// The turn lines: a run that reaches the end keeps every one, in order.
    static func turns(of lines: [String]) -> [String] { lines.filter { $0.hasPrefix(">") } }

    @Test func eachTargetKeepsACorpus() {
        for target in ["FuzzTranscriptParser", "FuzzMatcher", "FuzzConversation", "FuzzAppFile"] {
            #expect(!Self.inputs(of: target).isEmpty, "Tests/FuzzCorpus/\(target) is empty")
        }
    }

    @Test(arguments: inputs(of: "FuzzTranscriptParser"))
    func transcriptParserInputParsesOrIsRefused(_ path: String) throws {
        let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
        do {
            _ = try TranscriptParser.parse(text, file: "fuzz.transcript")
        } catch {
            #expect(error.description.hasPrefix("fuzz.transcript:"), "an error names the file and line")
        }
    }

    @Test(arguments: inputs(of: "FuzzMatcher"))
    func matcherInputIsAnswered(_ path: String) throws {
        let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
        let transcript = try TranscriptParser.parse("> " + text.replacingOccurrences(of: "\n", with: " "), file: "fuzz.transcript")
        let outcome = try TranscriptRunner(catalog: AppCatalog(apps: sampleApps)).run(transcript)
        #expect(Self.turns(of: outcome.merged) == Self.turns(of: outcome.expected))
    }

    @Test(arguments: inputs(of: "FuzzConversation"))
    func conversationInputRunsToTheEnd(_ path: String) throws {
        let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
        let turns = text.split(separator: "\n", omittingEmptySubsequences: false).prefix(64)
        let transcript = try TranscriptParser.parse(
            turns.map { "> \($0.replacingOccurrences(of: "\r", with: " "))" }.joined(separator: "\n"), file: "fuzz.transcript")
        let outcome = try TranscriptRunner(catalog: AppCatalog(apps: sampleApps)).run(transcript)
        #expect(Self.turns(of: outcome.merged) == Self.turns(of: outcome.expected))
    }

    @Test(arguments: inputs(of: "FuzzAppFile"))
    func appFileInputIsInstalledOrItsProblemsNamed(_ path: String) throws {
        switch AppFiles.read(path) {
        case .failure(let errors):
            #expect(!errors.problems.isEmpty && errors.problems.allSatisfy { $0.description.hasPrefix(path) })
        case .success(let app):
            let session = try Session(catalog: AppCatalog(installing: [app]), store: SQLiteStore.inMemory(), environment: SessionEnvironment(clock: .fixed(Date(timeIntervalSince1970: 1_767_603_600))))
            #expect(!session.respond(to: "help").isEmpty, "an installed app's session answers help")
        }
    }
}
