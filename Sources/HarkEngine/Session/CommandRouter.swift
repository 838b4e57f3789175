import Foundation
import HarkKit

/// Hands each meta command to the part of the session that answers it, and answers itself
/// `:help` and the few that only read or set the session's world (`:apps`, `:open`, `:clock`,
/// `:location`, `:situation`, and `:run`, which hands a suggestion to the conversation).
///
///     CommandRouter(session: session).run(MetaCommand(":clock +90m")!)   // [.say("The clock reads …")]
struct CommandRouter {
    let session: Session

    func run(_ command: MetaCommand) -> TurnResult {
        guard let name = command.known else { return TurnResult(replies: [.problem(unknown(command.name))]) }
        let argument = command.argument
        let replies: [Reply]
        switch name {
        case .help: replies = help(argument)
        case .apps: replies = session.installedApps.isEmpty ? [.say("No apps are installed.")] : session.installedApps.map { .say($0.name) }
        case .shortcuts: replies = argument.isEmpty ? session.shortcutEditor.listByApp() : session.shortcutEditor.command(argument)
        case .open: replies = open(argument)
        case .clock: replies = setClock(argument)
        case .location: replies = setLocation(argument)
        case .situation: replies = setSituation(argument)
        case .suggest: replies = session.suggestionService.suggestCommand(argument)
        case .run: return runSuggestion(argument)
        case .stack: replies = argument.isEmpty ? session.suggestionService.stackCommand() : session.personalStack.command(argument)
        case .relevant: replies = session.suggestionService.relevantCommand()
        case .tips: replies = session.siriTipSettings.command(argument)
        }
        return TurnResult(replies: replies)
    }

    /// Every form `:help` lists: the session's table, then the front end's own commands.
    private var listed: [(name: String, form: FrontEndCommand.Form)] {
        MetaCommand.forms.map { ($0.name.rawValue, FrontEndCommand.Form(usage: $0.usage, help: $0.help)) }
            + session.frontEndCommands.flatMap { command in command.forms.map { (command.name, $0) } }
    }

    private func help(_ topic: String) -> [Reply] {
        let forms = listed.map(\.form)
        if !topic.isEmpty {
            let name = topic.hasPrefix(":") ? String(topic.dropFirst()) : topic
            // A command with several forms (:shortcuts, :shortcuts add, …) is explained in all of them.
            let named = listed.filter { $0.name == name.lowercased() }.map(\.form)
            guard !named.isEmpty else { return [.problem(unknown(name))] }
            return named.map { .say("\($0.usage): \($0.help)") }
        }
        let width = forms.map(\.usage.count).max() ?? 0
        let opening = session.exampleUtterance.map { "Say what you want, such as “\($0)”, or use a command:" }
        return [.say(opening ?? "No apps are installed; use a command:")]
            + forms.map { .say("  \($0.usage.padding(toLength: width, withPad: " ", startingAt: 0))  \($0.help)") }
            + [.say("Say :help COMMAND for one command; cancel, yes, no and help work at every question.")]
    }

    /// `:run N`: suggestion N of `:suggest`, through the conversation as if it were said.
    private func runSuggestion(_ argument: String) -> TurnResult {
        let service = session.suggestionService
        guard let number = Int(argument), number > 0 else { return TurnResult(replies: [.problem(service.runUsage())]) }
        guard session.pendingQuestion == nil else {
            return TurnResult(replies: [.problem("Answer or cancel the question in flight first.")])
        }
        switch service.suggestion(number) {
        case .success(let suggestion): return session.commit(session.conversation.run(suggestion, number: number, in: session.turnContext))
        case .failure(let unavailable): return TurnResult(replies: [.problem(unavailable.description)])
        }
    }

    private func open(_ name: String) -> [Reply] {
        let installed = session.installedApps
        guard !name.isEmpty else {
            let example = installed.first.map { ", such as :open \($0.name)" } ?? ""
            return [.problem("Say which app to open\(example).")]
        }
        guard let app = installed.first(where: { $0.name.lowercased() == name.lowercased() }) else {
            return [.problem(UnknownApp.sentence(name, installed: installed))]
        }
        do {
            let screen = try app.screen(records: session.store.records(ofApp: app.name), now: session.environment.clock.now)
            let lines = screen.items.isEmpty ? [screen.emptyMessage] : screen.items.map(\.text)
            return [.say("\(screen.title):")] + lines.map { .say("  \($0)") }
        } catch {
            return [.problem("\(app.name) could not be opened: \(error)")]
        }
    }

    private func setClock(_ argument: String) -> [Reply] {
        changing(argument, { text in
            let clock = try SessionClock.parse(text, after: session.environment.clock, realTime: session.environment.realTime)
            try session.update { $0.clock = clock }
        }) {
            let clock = session.environment.clock
            let now = clock.now.formatted(.iso8601)
            guard case .running(let source) = clock else { return "The clock reads \(now)." }
            return "The clock is the \(source.name)'s: \(now)."
        }
    }

    private func setLocation(_ argument: String) -> [Reply] {
        changing(argument, { text in
            let location = try Location.parseSetting(text)
            try session.update { $0.location = location }
        }) {
            session.environment.location.map { "You are at \($0.settingText)." } ?? "No location is set."
        }
    }

    private func setSituation(_ argument: String) -> [Reply] {
        changing(argument, { text in
            let situations = try DailyRoutineSituation.parseSetting(text)
            try session.update { $0.situations = situations }
        }) {
            let names = session.environment.situations.map(\.rawValue)
            return names.isEmpty ? "No situation is set." : "The situation is \(names.joined(separator: " and "))."
        }
    }

    /// Applies `change` to the argument when there is one (its error is the problem to say),
    /// then says the setting as it stands.
    private func changing(_ argument: String, _ change: (String) throws -> Void, then describe: () -> String) -> [Reply] {
        if !argument.isEmpty {
            do {
                try change(argument)
            } catch {
                return [.problem("\(error)")]
            }
        }
        return [.say(describe())]
    }

    /// "There is no command :opne. Did you mean :open?"
    func unknown(_ name: String) -> String {
        let names = MetaCommand.Name.allCases.map(\.rawValue) + session.frontEndCommands.map(\.name)
        let nearest = names.min { EditDistance.between(name, $0) < EditDistance.between(name, $1) }
        if let nearest, EditDistance.between(name, nearest) <= 2 {
            return "There is no command :\(name). Did you mean :\(nearest)?"
        }
        return "There is no command :\(name). Say :help to list the commands."
    }
}
