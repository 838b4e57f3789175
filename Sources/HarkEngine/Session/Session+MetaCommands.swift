import Foundation
import HarkKit

extension Session {
    func run(_ command: MetaCommand) -> [Reply] {
        switch command.name {
        case "help": return help(command.argument)
        case "apps": return installedApps.isEmpty ? [.say("No apps are installed.")] : installedApps.map { .say($0.name) }
        case "shortcuts": return command.argument.isEmpty ? shortcutList() : editShortcuts(command.argument)
        case "open": return open(command.argument)
        case "clock": return setClock(command.argument)
        case "location": return setLocation(command.argument)
        case "situation": return situationCommand(command.argument)
        case "suggest": return suggestCommand(command.argument)
        case "run": return runCommand(command.argument)
        case "stack": return stackCommand(command.argument)
        case "relevant": return relevantCommand()
        case "tips": return tipsCommand(command.argument)
        default:
            if MetaCommand.all.contains(where: { $0.name == command.name && $0.interactive }) {
                return [.problem(":\(command.name) works only in the interactive REPL.")]
            }
            return [.problem(unknown(command.name))]
        }
    }

    private func help(_ topic: String) -> [Reply] {
        if !topic.isEmpty {
            let name = topic.hasPrefix(":") ? String(topic.dropFirst()) : topic
            // A command with several forms (:shortcuts, :shortcuts add, …) is explained in all of them.
            let forms = MetaCommand.all.filter { $0.name == name.lowercased() }
            guard !forms.isEmpty else { return [.problem(unknown(name))] }
            return forms.map { .say("\($0.usage): \($0.help)") }
        }
        let width = MetaCommand.all.map(\.usage.count).max() ?? 0
        let opening = exampleUtterance.map { "Say what you want, such as “\($0)”, or use a command:" }
        return [.say(opening ?? "No apps are installed; use a command:")]
            + MetaCommand.all.map { .say("  \($0.usage.padding(toLength: width, withPad: " ", startingAt: 0))  \($0.help)") }
            + [.say("Say :help COMMAND for one command; cancel, yes, no and help work at every question.")]
    }

    private func shortcutList() -> [Reply] {
        var replies: [Reply] = []
        let userShortcuts = (try? store.userShortcuts()) ?? []
        for app in installedApps {
            replies.append(.say("\(app.name):"))
            for shortcut in app.shortcuts {
                replies.append(.say("  \(shortcut.title)"))
                replies += shortcut.phrases.map {
                    .say("    “\($0.replacingOccurrences(of: "{app}", with: app.name))”")
                }
            }
            for shortcut in userShortcuts where catalog.intent(id: shortcut.intentID)?.app.name == app.name {
                replies.append(.say("  Your shortcut: “\(shortcut.phrase)”"))
            }
        }
        return replies.isEmpty ? [.say("No apps are installed.")] : replies
    }

    private func open(_ name: String) -> [Reply] {
        guard !name.isEmpty else {
            let example = installedApps.first.map { ", such as :open \($0.name)" } ?? ""
            return [.problem("Say which app to open\(example).")]
        }
        guard let app = installedApps.first(where: { $0.name.lowercased() == name.lowercased() }) else {
            return [.problem("There is no app named “\(name)”. Installed: \(installedApps.map(\.name).joined(separator: ", ")).")]
        }
        do {
            let screen = try app.screen(records: store.records(ofApp: app.name), now: environment.clock.now)
            let lines = screen.items.isEmpty ? [screen.emptyMessage] : screen.items.map(\.text)
            return [.say("\(screen.title):")] + lines.map { .say("  \($0)") }
        } catch {
            return [.problem("\(app.name) could not be opened: \(error)")]
        }
    }

    private func setClock(_ argument: String) -> [Reply] {
        if !argument.isEmpty {
            do {
                let clock = try Clock.parse(argument, after: environment.clock)
                try update { $0.clock = clock }
            } catch {
                return [.problem("\(error)")]
            }
        }
        let now = environment.clock.now.formatted(.iso8601)
        guard case .running(let source) = environment.clock else { return [.say("The clock reads \(now).")] }
        return [.say("The clock is the \(source.name)'s: \(now).")]
    }

    private func setLocation(_ argument: String) -> [Reply] {
        if !argument.isEmpty {
            do {
                let location = try Location.parseSetting(argument)
                try update { $0.location = location }
            } catch {
                return [.problem("\(error)")]
            }
        }
        return [.say(environment.location.map { "You are at \($0.settingText)." } ?? "No location is set.")]
    }

    private func unknown(_ name: String) -> String {
        let names = MetaCommand.all.map(\.name)
        let nearest = names.min { EditDistance.between(name, $0) < EditDistance.between(name, $1) }
        if let nearest, EditDistance.between(name, nearest) <= 2 {
            return "There is no command :\(name). Did you mean :\(nearest)?"
        }
        return "There is no command :\(name). Say :help to list the commands."
    }
}
