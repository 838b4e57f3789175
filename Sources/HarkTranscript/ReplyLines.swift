import Foundation
import HarkEngine
import HarkKit

/// Replies as plain transcript lines: what piped playback prints and transcripts compare.
public enum ReplyLines {
    public static func lines(for replies: [Reply], trace: Bool) -> [String] {
        replies.flatMap { reply -> [String] in
            switch reply {
            case .say(let text), .ask(let text), .supporting(let text), .problem(let text):
                return text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
            case .trace(let event):
                return trace ? ["~ \(event.line)"] : []
            case .snippet(let snippet):
                return snippetLines(snippet)
            }
        }
    }

    /// A card as text that does not depend on the terminal's width.
    public static func snippetLines(_ snippet: Snippet) -> [String] {
        let width = snippet.rows.map(\.label.count).max() ?? 0
        return ["┌ \(snippet.title)"]
            + snippet.rows.map { "│ \($0.label.padding(toLength: width, withPad: " ", startingAt: 0))  \($0.value)" }
            + ["└"]
    }
}
