import Foundation
import HarkEngine
import HarkVoice

/// `hark hear FILE.wav… [--json]`: what each recording says, as the recogniser hears it against
/// everything that can be said at the top level, and what Hark makes of it.
///
///     $ hark hear log.wav
///     log.wav: heard “log twelve ounces of water in hydrator” (confidence 0.97)
///     Decision: matched Track Intake in Hydrator with ounces = 12, hydrationType = water
enum HearCommand {
    static func run(options: Options, catalog: AppCatalog) -> Int32 {
        let files = Array(options.positional.dropFirst())
        guard !files.isEmpty else {
            Output.error("Say which recordings to hear: hark hear FILE.wav… [--json].")
            return ExitStatus.usage
        }
        return StoreAccess.with(options: options) { store in
            let session = try Session(catalog: catalog, store: store, environment: SessionEnvironment(clock: options.clock))
            let voice = VoiceInput()
            var reports: [HearReport] = []
            var status = ExitStatus.success
            for file in files {
                do throws(VoiceError) {
                    let hearing = try voice.hear(try WAVFile.read(file), in: session)
                    let report = HearReport(file: file, hearing: hearing, session: session)
                    if options.json { reports.append(report) } else { report.lines.forEach(Output.line) }
                } catch {
                    Output.error(error.description)
                    status = ExitStatus.failure
                }
            }
            if options.json, !reports.isEmpty {
                Output.line(try reports.count == 1 && files.count == 1 ? JSONText.make(reports[0]) : JSONText.make(reports))
            }
            return status
        }
    }
}

/// One recording as `hark hear` reports it: the file, what was heard and how surely, and
/// `hark match`'s decision on those words (`"decision": "not caught"` when nothing was heard).
struct HearReport: Encodable {
    let file: String
    let hearing: Hearing
    let match: MatchReport?
    private let decision: ExplainedDecision?
    /// Hark's answer when the words only thank or say goodbye.
    private let closing: String?

    init(file: String, hearing: Hearing, session: Session) {
        self.file = file
        self.hearing = hearing
        if let words = hearing.words {
            let (understanding, decision) = session.understand(words)
            let candidates = session.explain(words, limit: MatchCommand.defaultLimit).filter { $0.score > 0 }
            self.decision = decision
            closing = session.closingReply(to: words)
            match = MatchReport(utterance: words, analysis: understanding, decision: decision, closing: closing,
                                candidates: candidates)
        } else {
            decision = nil
            closing = nil
            match = nil
        }
    }

    var lines: [String] {
        let confidence = String(format: "%.2f", hearing.confidence)
        guard let words = hearing.words, let decision else {
            let why = hearing.rejection.map { ", \($0.rawValue)" } ?? ""
            return ["\(file): \(Hearing.notCaughtReply) (confidence \(confidence)\(why))"]
        }
        let decisionLine = closing.map(MatchCommand.closingLine) ?? MatchCommand.describe(decision, candidates: [])[0]
        return ["\(file): heard “\(words)” (confidence \(confidence))", decisionLine]
    }

    private enum Keys: String, CodingKey {
        case file, heard, confidence, seconds, words, rejected, decision, shortcuts, candidates
    }

    func encode(to encoder: any Encoder) throws {
        if let match { try match.encode(to: encoder) }
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(file, forKey: .file)
        try container.encode(hearing.words, forKey: .heard)
        try container.encode((hearing.confidence * 100).rounded() / 100, forKey: .confidence)
        try container.encode((hearing.duration * 100).rounded() / 100, forKey: .seconds)
        try container.encode(hearing.path, forKey: .words)
        try container.encode(hearing.rejection, forKey: .rejected)
        if match == nil {
            try container.encode("not caught", forKey: .decision)
            try container.encode([String](), forKey: .shortcuts)
            try container.encode([String](), forKey: .candidates)
        }
    }
}

/// Pretty, key-sorted JSON, as every `--json` of hark prints it.
enum JSONText {
    static func make(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
