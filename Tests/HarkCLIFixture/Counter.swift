import Foundation
import HarkKit
import Synchronization

/// An App Intents app that keeps its count in a singleton, as App Intents code does on a
/// device: each transcript must see it start from zero, whatever ran before or beside it.
struct CounterShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: CountUp(), phrases: ["Count up in \(.applicationName)"])
        AppShortcut(intent: Crash(), phrases: ["Crash in \(.applicationName)"])
        AppShortcut(intent: KillWorker(), phrases: ["Kill the worker in \(.applicationName)"])
    }
}

extension CounterShortcuts: HarkApp {
    static let name = "Counter"
}

/// The app's state, shared by every run in the process.
final class Tally: Sendable {
    static let shared = Tally()
    private let count = Mutex(0)

    func increment() -> Int { count.withLock { $0 += 1; return $0 } }
}

struct CountUp: AppIntent {
    static let title: LocalizedStringResource = "Count Up"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "The count is \(Tally.shared.increment()).")
    }
}

/// An app bug that ends the process.
struct Crash: AppIntent {
    static let title: LocalizedStringResource = "Crash"

    func perform() async throws -> some IntentResult {
        if Tally.shared.increment() > 0 { fatalError("Counter crashed on purpose.") }
        return .result()
    }
}

/// Kills the process that started this one: under `hark test`, the worker that forked the
/// transcript's process, as if someone killed it from outside while it waited.
struct KillWorker: AppIntent {
    static let title: LocalizedStringResource = "Kill the Worker"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        kill(getppid(), SIGKILL)
        return .result(dialog: "Done.")
    }
}
