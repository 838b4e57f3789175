import Foundation
import HarkStore

/// Opens the store the options name, runs `body`, and always closes it.
enum StoreAccess {
    /// `readOnly`: for a command that only looks (`match`, `doctor`, `open`): the store is read
    /// and never written, nor made when it does not exist, so a read-only one works.
    /// `--store ''` is refused; `--store :memory:` is a fresh store that vanishes at exit.
    static func with(options: Options, readOnly: Bool = false, _ body: (SQLiteStore) throws -> Int32) -> Int32 {
        let environment = ProcessInfo.processInfo.environment
        let path = StoreLocation.path(option: options.storePath, environment: environment)
        guard !path.isEmpty else {
            Output.error("--store: an empty name is no file; give a file, or :memory: for a store kept only while Hark runs.")
            return ExitStatus.usage
        }
        let store: SQLiteStore
        do {
            if path == StoreLocation.inMemory {
                store = try SQLiteStore.inMemory()
            } else if readOnly {
                store = try SQLiteStore.reading(path: path)
            } else {
                try StoreLocation.prepareDefaultFolder(for: path, option: options.storePath)
                store = try SQLiteStore(path: path)
            }
        } catch {
            Output.error("\(error)")
            return ExitStatus.failure
        }
        defer { store.close() }
        do {
            return try body(store)
        } catch {
            // A store that fails part-way (damaged pages, a full disk) is named by its `StoreError`.
            Output.error("\(error)")
            return ExitStatus.failure
        }
    }
}
