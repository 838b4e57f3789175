import Foundation
import HarkEngine

/// Writes a package's files, creating their folders; on failure removes what it made.
enum PackageWriter {
    static func write(_ files: [(path: String, text: String)], into folder: String) throws {
        let manager = FileManager.default
        let existed = manager.fileExists(atPath: folder)
        do {
            for file in files {
                let url = URL(fileURLWithPath: folder).appendingPathComponent(file.path)
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.text.utf8).write(to: url)
            }
        } catch {
            if existed {
                for entry in (try? manager.contentsOfDirectory(atPath: folder)) ?? [] {
                    try? manager.removeItem(atPath: folder + "/" + entry)
                }
            } else {
                try? manager.removeItem(atPath: folder)
            }
            throw InitError("Could not write the package in \(folder): \(SystemReason.of(error)).")
        }
    }
}
