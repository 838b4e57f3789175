import Foundation
/// A line that starts with `:` talks to Hark itself, not to an app.
///
///     MetaCommand(":open Hydrator")   // name "open", argument "Hydrator"
public struct MetaCommand: Sendable, Equatable {
    public let name: String
    public let argument: String

    public init?(_ line: String) {
        let trimmed = line.drop { $0 == " " }
        guard trimmed.first == ":" else { return nil }
        let body = trimmed.dropFirst()
        let name = body.prefix { $0 != " " }
        self.name = name.lowercased()
        argument = String(body.dropFirst(name.count)).trimmingCharacters(in: .whitespaces)
    }

    /// Every meta command with its help line; the REPL handles the ones marked `interactive`.
    public static let all: [(name: String, usage: String, help: String, interactive: Bool)] = [
        ("help", ":help", "list these commands", false),
        ("apps", ":apps", "list the installed apps", false),
        ("shortcuts", ":shortcuts", "list every App Shortcut and user shortcut, by app", false),
        ("shortcuts", ":shortcuts add \"PHRASE\" = SAYING", "make your own shortcut: values said are fixed, the rest asked", false),
        ("shortcuts", ":shortcuts list|rename|remove", "list, rename (\"OLD\" to \"NEW\") or remove your shortcuts", false),
        ("open", ":open APP", "open an app and show what it holds, newest first", false),
        ("clock", ":clock [ISO8601|+90m]", "show or set the clock", false),
        ("location", ":location [LAT,LON|none]", "show or set where you are", false),
        ("situation", ":situation [NAME|none]", "show or set the daily-routine situation (gym, morning, …)", false),
        ("suggest", ":suggest [N]", "what the watch face would show now, best first, and why", false),
        ("run", ":run N", "run suggestion N of :suggest", false),
        ("stack", ":stack", "the Smart Stack's widgets now, top first: which rotate, which are suggested, and why", false),
        ("stack", ":stack add|remove KIND", "put a widget in your stack, or take it out", false),
        ("relevant", ":relevant", "every app's relevant shortcuts, as set", false),
        ("tips", ":tips [on|off] [APP]", "show, dismiss or bring back an app's Siri Tips", false),
        ("record", ":record FILE", "write what follows as a transcript", true),
        ("stop", ":stop", "stop recording", true),
        ("quit", ":quit", "leave Hark", true),
    ]
}
