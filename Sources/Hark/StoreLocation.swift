import Foundation
import HarkEngine
import HarkStore

/// Where the store and its history live: `--store`, else `$XDG_DATA_HOME/hark/`, else
/// `~/.local/share/hark/`. `--store :memory:` is a store kept in memory only while Hark runs.
enum StoreLocation {
    static let fileName = "hark.sqlite"
    /// The `--store` that names no file: the store lives in memory and nothing is kept.
    static let inMemory = ":memory:"

    static func path(option: String?, environment: [String: String]) -> String {
        if let option { return option }
        return (defaultFolder(environment: environment) as NSString).appendingPathComponent(fileName)
    }

    static func defaultFolder(environment: [String: String]) -> String {
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            return (data as NSString).appendingPathComponent("hark")
        }
        let home = environment["HOME"] ?? NSHomeDirectory()
        return (home as NSString).appendingPathComponent(".local/share/hark")
    }

    /// Creates the default folder (0700) when the store is the default one.
    static func prepareDefaultFolder(for path: String, option: String?) throws(StoreError) {
        guard option == nil else { return }
        let folder = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(
                atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw .cannotOpen(path: path, reason: "its folder cannot be made (\(SystemReason.of(error)))")
        }
    }

    /// The history file beside the store: `hark.sqlite` → `hark.history`; none for a store in memory.
    static func historyPath(forStore path: String) -> String? {
        guard path != inMemory else { return nil }
        return ((path as NSString).deletingPathExtension as NSString).appendingPathExtension("history") ?? path + ".history"
    }
}
