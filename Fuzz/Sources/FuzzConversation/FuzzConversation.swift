import HarkEngine
import HarkTranscript
import SampleApps

/// Any bytes, as the lines a person types in one conversation: each line is a turn of a
/// transcript run on a fresh in-memory store (the clock fixed), through every sample app.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let turns = text.split(separator: "\n", omittingEmptySubsequences: false).prefix(64)
    let transcript = turns.map { "> \($0.replacingOccurrences(of: "\r", with: " "))" }.joined(separator: "\n")
    guard let runner = ConversationRunner.shared,
        let parsed = try? TranscriptParser.parse(transcript, file: "fuzz.transcript")
    else { return 0 }
    _ = try? runner.run(parsed)
    return 0
}

enum ConversationRunner {
    static let shared: TranscriptRunner? = (try? AppCatalog(apps: sampleApps)).map(TranscriptRunner.init)
}
