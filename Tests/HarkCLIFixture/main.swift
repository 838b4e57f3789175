// `hark` built with apps that break the rules, so CLI tests can see how it refuses them:
// hark-fixture crowded|nameless|conflicting|counter|teahouse|garden|chores|sips|greeter [ARGUMENTS…]
import Foundation
import Hark
import HarkKit

struct Ping: Intent {
    static let title = "Ping"
    func handle(in context: IntentContext) throws -> IntentResult { .success("Pong.") }
}

/// Declares one App Shortcut too many.
enum Crowded: HarkApp {
    static let name = "Crowded"
    static var appShortcuts: [AppShortcut] {
        (1...11).map { AppShortcut(intent: Ping.self, phrases: [PhraseText(stringLiteral: "Ping \($0) in {app}")], shortTitle: "Ping \($0)") }
    }
    static func screen(records: any RecordStore, now: Date) throws -> AppScreen { AppScreen(title: name, emptyMessage: "", items: []) }
}

/// Has a phrase without its name.
enum Nameless: HarkApp {
    static let name = "Nameless"
    static var appShortcuts: [AppShortcut] { [AppShortcut(intent: Ping.self, phrases: ["Ping me"])] }
    static func screen(records: any RecordStore, now: Date) throws -> AppScreen { AppScreen(title: name, emptyMessage: "", items: []) }
}

/// Answers to "Kettle", the name of the next app, so "Brew tea in Kettle" can mean either.
enum Teapot: HarkApp {
    static let name = "Teapot"
    static let synonyms = ["Kettle"]
    static var appShortcuts: [AppShortcut] { [AppShortcut(intent: Ping.self, phrases: ["Brew tea in \(.applicationName)"])] }
    static func screen(records: any RecordStore, now: Date) throws -> AppScreen { AppScreen(title: name, emptyMessage: "", items: []) }
}

enum Kettle: HarkApp {
    static let name = "Kettle"
    static var appShortcuts: [AppShortcut] { [AppShortcut(intent: Ping.self, phrases: ["Brew tea in \(.applicationName)"])] }
    static func screen(records: any RecordStore, now: Date) throws -> AppScreen { AppScreen(title: name, emptyMessage: "", items: []) }
}

let fixtures: [String: [any HarkApp.Type]] = [
    "crowded": [Crowded.self], "nameless": [Nameless.self], "conflicting": [Teapot.self, Kettle.self],
    "counter": [CounterShortcuts.self], "teahouse": [TeahouseShortcuts.self],
    // The apps of the documentation's examples (Docs/), which the example check runs.
    "garden": [Garden.self], "chores": [ChoreShortcuts.self], "sips": [Sips.self], "greeter": [GreeterShortcuts.self],
]
var arguments = Array(CommandLine.arguments.dropFirst())
let apps = arguments.isEmpty ? nil : fixtures[arguments.removeFirst()]
guard let apps else {
    FileHandle.standardError.write(Data("usage: hark-fixture crowded|nameless|conflicting|counter|teahouse|garden|chores|sips|greeter [ARGUMENTS…]\n".utf8))
    exit(2)
}
exit(HarkCommandLine.main(arguments: arguments, apps: apps))
