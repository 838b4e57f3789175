// Sources/Greeter/Greeter.swift
import HarkKit

struct SayHello: AppIntent {
    static let title: LocalizedStringResource = "Say Hello"
    @Parameter(title: "Name", requestValueDialog: "Who should I greet?") var name: String

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try IntentContext.current.records.append(["name": name], to: "Greetings")
        return .result(dialog: "Hello, \(name)!")
    }
}

struct GreeterShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: SayHello(), phrases: ["Say hello in \(.applicationName)"], shortTitle: "Say Hello")
    }
}

extension GreeterShortcuts: HarkApp { static let name = "Greeter" }   // what Hark adds
