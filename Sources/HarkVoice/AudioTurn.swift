import Foundation

/// A turn spoken from a recording, in piped playback and transcripts: `(audio PATH.wav)`.
///
///     > (audio clips/log-12-water.wav)
///     (heard: log twelve ounces of water in hydrator)
///     OK. I logged 12 ounces of water.
///
/// The path is relative to the transcript's folder (to the working folder in playback). The
/// line after the turn shows what was heard, `(heard nothing)` when the speech was outside what
/// could be said, which is then answered “Sorry, I didn't catch that.”
public struct AudioTurn: Sendable, Equatable {
    public let path: String

    /// The recording a turn names, or nil when the turn is typed.
    public init?(_ text: String) {
        guard text.hasPrefix("(audio "), text.hasSuffix(")") else { return nil }
        let path = text.dropFirst("(audio ".count).dropLast().trimmingCharacters(in: .whitespaces)
        guard !path.isEmpty else { return nil }
        self.path = path
    }

    /// `path` as given when there is no `folder` (playback); in a transcript, `path` against
    /// the transcript's `folder`, or nil when it would lead out of it (an absolute path, `..`,
    /// or a link to elsewhere): a transcript reads no file outside its folder.
    public func resolvedPath(in folder: String?) -> String? {
        guard let folder else { return path }
        guard !path.hasPrefix("/") else { return nil }
        let resolved = folder + "/" + path
        let inside = Self.realPath(folder) + "/"
        return Self.realPath(resolved).hasPrefix(inside) ? resolved : nil
    }

    /// `path` absolute, with links, `.` and `..` resolved; only `.` and `..` when it does not exist.
    private static func realPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return URL(fileURLWithPath: path).standardizedFileURL.path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The line that shows what was heard.
    public static func heardLine(_ hearing: Hearing) -> String {
        hearing.words.map { "(heard: \($0))" } ?? "(heard nothing)"
    }
}
