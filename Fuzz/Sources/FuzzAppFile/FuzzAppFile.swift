import Foundation
import HarkEngine
import HarkFileApps
import HarkStore

/// Any bytes, as an app file: the reader and checker answer with the app or its problems, and an
/// app they accept answers its own phrases (their braces filled with "2"), an empty line and
/// "help" on a fresh in-memory store, without crashing.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    // An empty file is left out: Foundation's `Data(contentsOf:)` leaks the 4 KB buffer it reads
    // an empty file into (found by this target; `hark apps check` reads it as a syntax error).
    guard let data, size > 0 else { return 0 }
    guard FileManager.default.createFile(atPath: AppFileScratch.path, contents: Data(bytes: data, count: size)),
        case .success(let app) = AppFiles.read(AppFileScratch.path),
        let catalog = try? AppCatalog(installing: [app]), let store = try? SQLiteStore.inMemory(),
        let session = try? Session(catalog: catalog, store: store, environment: SessionEnvironment(clock: .fixed(AppFileScratch.now)))
    else { return 0 }
    let phrases = app.shortcuts.flatMap(\.phrases).prefix(8).map { phrase in
        phrase.replacingOccurrences(of: "{app}", with: app.name)
            .replacingOccurrences(of: #"\{[^}]*\}"#, with: "2", options: .regularExpression)
    }
    for line in ["", "help"] + phrases {
        _ = session.respond(to: line)
        _ = session.cancel()
    }
    return 0
}

enum AppFileScratch {
    /// One file per fuzzing process, rewritten for each input.
    static let path = FileManager.default.temporaryDirectory
        .appendingPathComponent("hark-fuzz-\(ProcessInfo.processInfo.processIdentifier).app.json5").path
    static let now = Date(timeIntervalSince1970: 1_767_603_600)
}
