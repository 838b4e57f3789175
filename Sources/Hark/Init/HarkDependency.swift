import Foundation

/// Where a new package finds Hark: a folder (`.package(name: "Hark", path:)`) or a Git URL
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
        guard Self.isHarkCheckout(folder) else {
            throw InitError("\(folder) is not a Hark checkout (no Package.swift with the Hark library); give --hark the folder you cloned Hark into, or its Git URL.")
        }
        self = .path(folder)
    }

    /// The checkout this source file was compiled from, if it is still there.
    private static var builtFrom: String? {
        // #filePath is …/Sources/Hark/Init/HarkDependency.swift.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return isHarkCheckout(root.path) ? root.path : nil
    }

    /// Whether the folder's Package.swift declares the Hark library.
    private static func isHarkCheckout(_ folder: String) -> Bool {
        let manifest = try? String(contentsOfFile: folder + "/Package.swift", encoding: .utf8)
        return manifest?.contains(".library(name: \"Hark\"") ?? false
    }

    /// How the package's targets name the dependency: "Hark" for a folder (named so in its
    /// line, whatever the folder is called), the repository's last name for a URL.
    var packageName: String {
        switch self {
        case .path: return "Hark"
        case .url(let url):
            let last = url.split(separator: "/").last.map(String.init) ?? url
            return last.hasSuffix(".git") ? String(last.dropLast(4)) : last
        }
    }

    /// The line of Package.swift's `dependencies`.
    var packageLine: String {
        switch self {
        case .path(let folder): return ".package(name: \"Hark\", path: \(SwiftLiteral.string(folder)))"
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
