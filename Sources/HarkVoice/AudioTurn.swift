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

    /// `path` against `folder`, unless it is absolute.
    public func resolvedPath(in folder: String?) -> String {
        guard let folder, !path.hasPrefix("/") else { return path }
        return folder + "/" + path
    }

    /// The line that shows what was heard.
    public static func heardLine(_ hearing: Hearing) -> String {
        hearing.words.map { "(heard: \($0))" } ?? "(heard nothing)"
    }
}
