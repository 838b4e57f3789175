import HarkEngine
import HarkStore
import SampleApps

/// Any bytes, as one utterance: the normaliser, the number reader and the matcher (through a
/// session of the sample apps, whose first turn is matched) must answer without crashing.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    _ = TextNormalizer.tokens(text)
    _ = TextNormalizer.tokens(text, strippingPoliteness: false)
    _ = NumberParser.parse(text)
    guard let session = MatcherSession.shared else { return 0 }
    _ = session.respond(to: text)
    _ = session.cancel()
    return 0
}

/// One session for every input: building the phrase index once keeps the fuzzer fast.
enum MatcherSession {
    nonisolated(unsafe) static let shared: Session? = {
        guard let catalog = try? AppCatalog(apps: sampleApps), let store = try? SQLiteStore.inMemory() else { return nil }
        return try? Session(catalog: catalog, store: store, environment: SessionEnvironment(clock: .fixed(.init(timeIntervalSince1970: 1_767_603_600))))
    }()
}
