import Foundation

/// Where a new package finds Hark: a folder (`.package(path:)`) or a Git URL
/// (`.package(url:branch: "main")`).
enum HarkDependency: CustomStringConvertible {
    case path(String)
    case url(String)

    /// `--hark VALUE`, or without it the checkout this binary was built from, while it exists.
    init(_ value: String?) throws {
        guard let value else {
            guard let checkout = Self.builtFrom else {
                throw InitError("The Hark checkout this hark was built from is gone; say where Hark is with --hark PATH-OR-URL.")
            }
            self = .path(checkout)
            return
        }
        if value.contains("://") || value.hasPrefix("git@") {
            self = .url(value)
            return
        }
        let folder = URL(fileURLWithPath: value).standardizedFileURL.path
        guard FileManager.default.fileExists(atPath: folder + "/Package.swift") else {
            throw InitError("\(folder) holds no Package.swift, so it is not a Hark checkout; give --hark the folder you cloned Hark into, or its Git URL.")
        }
        self = .path(folder)
    }

    /// The checkout this source file was compiled from, if it still holds Hark's Package.swift.
    private static var builtFrom: String? {
        // #filePath is …/Sources/Hark/Init/HarkDependency.swift.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let manifest = root.appendingPathComponent("Package.swift").path
        guard let text = try? String(contentsOfFile: manifest, encoding: .utf8), text.contains("name: \"Hark\"") else { return nil }
        return root.path
    }

    /// The package identity SwiftPM gives the dependency: its folder's or repository's last name.
    var identity: String {
        switch self {
        case .path(let folder): return URL(fileURLWithPath: folder).lastPathComponent
        case .url(let url):
            let last = url.split(separator: "/").last.map(String.init) ?? url
            return last.hasSuffix(".git") ? String(last.dropLast(4)) : last
        }
    }

    /// The line of Package.swift's `dependencies`.
    var packageLine: String {
        switch self {
        case .path(let folder): return ".package(path: \(SwiftLiteral.string(folder)))"
        case .url(let url): return ".package(url: \(SwiftLiteral.string(url)), branch: \"main\")"
        }
    }

    var description: String {
        switch self {
        case .path(let folder): return folder
        case .url(let url): return url
        }
    }
}

/// Swift source for a string value.
enum SwiftLiteral {
    static func string(_ value: String) -> String {
        "\"" + value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
