import Foundation
import HarkKit

/// A line that starts with `:` talks to Hark itself, not to an app.
///
///     MetaCommand(":open Hydrator")   // name "open", argument "Hydrator", known .open
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

    /// The command of the table this names; nil for a word no command has.
    public var known: Name? { Name(rawValue: name) }
}

/// The one table of the session's meta commands. `CommandRouter` dispatches on `Name` (a
/// `switch` the compiler holds to every case), `:help` lists `forms`, and Tab completes the
/// names and `words(after:)`; so a command added here is dispatched, listed and completed, or
/// the build fails. A front end's own commands (the REPL's `:record`) are not here: it declares
/// them to the session as `FrontEndCommand`s.
extension MetaCommand {
    /// Every meta command, in the order `:help` lists them.
    public enum Name: String, Sendable, CaseIterable {
        case help, apps, shortcuts, open, clock, location, situation, suggest, run, stack, relevant, tips

        /// What Tab offers after `:name` and the words typed since; nil when it offers nothing.
        public func words(after typed: [String]) -> ArgumentWords? {
            switch (self, typed) {
            case (.open, []), (.tips, ["on"]), (.tips, ["off"]): .apps
            case (.tips, []): .fixed(["on", "off"])
            case (.clock, []): .fixed(["now"])
            case (.stack, []): .fixed(["add", "remove"])
            case (.stack, ["add"]), (.stack, ["remove"]): .widgetKinds
            case (.shortcuts, []): .fixed(ShortcutEditor.verbs)
            case (.situation, []): .fixed(DailyRoutineSituation.settingNames)
            default: nil
            }
        }
    }

    /// The words that may follow a command: fixed ones, or names the installed apps give.
    public enum ArgumentWords: Sendable, Equatable {
        case fixed([String])
        /// The installed apps' names.
        case apps
        /// The widget kinds of the installed apps.
        case widgetKinds
    }

    /// One way to say a command, with its help line.
    public struct Form: Sendable {
        public let name: Name
        public let usage: String
        public let help: String
    }

    /// Every form of every command, in `:help`'s order; a command with several forms has a
    /// line for each.
    public static let forms: [Form] = [
        Form(name: .help, usage: ":help", help: "list these commands"),
        Form(name: .apps, usage: ":apps", help: "list the installed apps"),
        Form(name: .shortcuts, usage: ":shortcuts", help: "list every App Shortcut and user shortcut, by app"),
        Form(
            name: .shortcuts, usage: ":shortcuts add \"PHRASE\" = SAYING",
            help: "make your own shortcut: values said are fixed, the rest asked"),
        Form(
            name: .shortcuts, usage: ":shortcuts list|rename|remove",
            help: "list, rename (\"OLD\" to \"NEW\") or remove your shortcuts"),
        Form(name: .open, usage: ":open APP", help: "open an app and show what it holds, newest first"),
        Form(name: .clock, usage: ":clock [ISO8601|+90m|now]", help: "show or set the clock; now: back to real time"),
        Form(name: .location, usage: ":location [LAT,LON|none]", help: "show or set where you are"),
        Form(
            name: .situation, usage: ":situation [NAME[,NAME]|none]",
            help: "show or set the daily-routine situations, which combine (gym,morning)"),
        Form(name: .suggest, usage: ":suggest [N]", help: "what the watch face would show now, best first, and why"),
        Form(name: .run, usage: ":run N", help: "run suggestion N of :suggest"),
        Form(
            name: .stack, usage: ":stack",
            help: "the Smart Stack's widgets now, top first: which rotate, which are suggested, and why"),
        Form(name: .stack, usage: ":stack add|remove KIND", help: "put a widget in your stack, or take it out"),
        Form(name: .relevant, usage: ":relevant", help: "every app's relevant shortcuts, as set"),
        Form(name: .tips, usage: ":tips [on|off] [APP]", help: "show, dismiss or bring back an app's Siri Tips"),
    ]
}
