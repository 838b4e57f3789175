import HarkEngine
import HarkKit

/// What a suite exercised, per app: App Shortcuts and their phrases, suggested shortcuts,
/// parameters, and the outcomes of resolve, confirm and handle. Counted from every run's trace
/// events (collected whether or not `@trace` shows them) against the catalog; the words of
/// trace lines play no part.
///
///     var coverage = Coverage(catalog: catalog)
///     coverage.add(trace: outcome.trace)   // for each transcript run
///     coverage.report                      // ["Coverage", "Hydrator: App Shortcuts 1 of 1, …", …]
public struct Coverage: Sendable {
    /// The resolution outcomes a suite should show for each parameter.
    static let parameterOutcomes = ["needsValue", "disambiguation", "confirmationRequired", "unsupported"]
    /// The order outcomes are listed in; others follow alphabetically.
    static let outcomeOrder = [
        "success", "needsValue", "disambiguation", "confirmationRequired", "unsupported", "notRequired",
        "ready", "ask the user", "yes", "no", "failure", "error",
    ]

    private struct IntentKey: Hashable {
        let app: String
        let intent: String
    }

    /// A step of an intent outcomes are counted for; a parameter named like a step (`confirm`)
    /// is still a parameter.
    private enum Step: Hashable {
        case parameter(String)
        case confirm
        case work(WorkStep)

        /// How the report names it.
        var name: String {
            switch self {
            case .parameter(let name): name
            case .confirm: "confirm"
            case .work(let step): step.rawValue
            }
        }
    }

    public let catalog: AppCatalog
    /// Apps the runs installed from files (`@app`), reported after the catalog's.
    private var fileApps: [InstalledApp] = []
    /// App → phrase (template or user shortcut phrase) → turns that matched it.
    private var phraseTurns: [String: [String: Int]] = [:]
    /// Intent → step → outcome → times.
    private var outcomes: [IntentKey: [Step: [String: Int]]] = [:]
    private var current: IntentKey?

    public init(catalog: AppCatalog) {
        self.catalog = catalog
    }

    /// Counts one transcript's trace events, in the order they came, and reports the apps it
    /// installed from files too.
    public mutating func add(trace: [TraceEvent], apps: [InstalledApp] = []) {
        for app in apps where catalog.app(named: app.name) == nil && !fileApps.contains(where: { $0.name == app.name }) {
            fileApps.append(app)
        }
        current = nil
        for event in trace {
            switch event {
            case .matched(let match):
                current = IntentKey(app: match.app, intent: match.intent)
                switch match.source {
                case .phrase(let phrase), .userShortcut(let phrase): phraseTurns[match.app, default: [:]][phrase, default: 0] += 1
                case .suggestion, .openedBy: break
                }
            case .resolved(let parameter, _, let outcome): tally(.parameter(parameter), outcome.rawValue)
            case .confirmed(let outcome): tally(.confirm, outcome.rawValue)
            case .handled(let outcome): tally(.work(.handle), outcome.rawValue)
            case .performed(.start): break
            case .performed(.threwRequest): tally(.work(.perform), "threw")
            case .performed(let outcome): tally(.work(.perform), outcome.rawValue)
            case .asked(let request, let step): tally(.work(step), request.kind)
            default: break
            }
        }
    }

    private mutating func tally(_ step: Step, _ outcome: String) {
        guard let current else { return }
        outcomes[current, default: [:]][step, default: [:]][outcome, default: 0] += 1
    }

    /// The report `hark test --coverage` prints: a heading, then per app a line of totals and
    /// one line per shortcut, phrase, parameter and step, each with what it never did.
    public var report: [String] {
        ["Coverage"] + (catalog.apps + fileApps).flatMap(appReport)
    }

    private func appReport(_ app: InstalledApp) -> [String] {
        let turns = phraseTurns[app.name] ?? [:]
        var lines: [String] = []
        var shortcutsHit = 0, phrases = 0, phrasesHit = 0
        for shortcut in app.shortcuts {
            let hit = shortcut.phrases.filter { turns[$0] != nil }.count
            shortcutsHit += hit > 0 ? 1 : 0
            phrases += shortcut.phrases.count
            phrasesHit += hit
            lines.append("  App Shortcut “\(shortcut.title)”\(hit > 0 ? "" : ": never")")
            lines += shortcut.phrases.map { "    phrase \"\($0)\": \(Self.times(turns[$0]))" }
        }
        let suggested = app.suggestedShortcuts.map(\.phrase)
        lines += suggested.map { "  suggested shortcut \"\($0)\": \(Self.times(turns[$0]))" }
        var parameters = 0, parametersHit = 0, wanted = 0, shown = 0
        for intent in app.intents {
            let steps = outcomes[IntentKey(app: app.name, intent: intent.title)] ?? [:]
            lines.append("  intent \(intent.title)")
            for name in intent.parameters.entries.map(\.name) {
                let seen = steps[.parameter(name)]
                parameters += 1
                parametersHit += seen == nil ? 0 : 1
                wanted += Self.parameterOutcomes.count
                shown += Self.parameterOutcomes.filter { seen?[$0] != nil }.count
                lines.append("    \(name): " + Self.outcomes(seen, wanted: Self.parameterOutcomes, none: "never resolved"))
            }
            // An App Intent's one step is `perform`, whose success is what a suite should show;
            // a resolve → handle intent should show its confirm and handle steps failing too.
            let workSteps: [(Step, String)] =
                intent.performs ? [(.work(.perform), "success")] : [(.confirm, "failure"), (.work(.handle), "failure")]
            for (step, outcome) in workSteps {
                wanted += 1
                shown += steps[step]?[outcome] == nil ? 0 : 1
                lines.append("    \(step.name): " + Self.outcomes(steps[step], wanted: [outcome], none: "never reached"))
            }
        }
        let totals = [
            "App Shortcuts \(shortcutsHit) of \(app.shortcuts.count)", "phrases \(phrasesHit) of \(phrases)",
            "suggested shortcuts \(suggested.filter { turns[$0] != nil }.count) of \(suggested.count)",
            "parameters \(parametersHit) of \(parameters)", "outcomes \(shown) of \(wanted)",
        ]
        return ["\(app.name): " + totals.joined(separator: ", ")] + lines
    }

    private static func times(_ count: Int?) -> String {
        guard let count else { return "never" }
        return count == 1 ? "1 turn" : "\(count) turns"
    }

    /// `success 9, needsValue 3; never disambiguation, unsupported`, or `none` when nothing was seen.
    private static func outcomes(_ seen: [String: Int]?, wanted: [String], none: String) -> String {
        guard let seen, !seen.isEmpty else { return none }
        let ordered = seen.keys.sorted { a, b in
            let (i, j) = (outcomeOrder.firstIndex(of: a) ?? .max, outcomeOrder.firstIndex(of: b) ?? .max)
            return i != j ? i < j : a < b
        }
        let done = ordered.map { "\($0) \(seen[$0] ?? 0)" }.joined(separator: ", ")
        let never = wanted.filter { seen[$0] == nil }
        return never.isEmpty ? done : "\(done); never \(never.joined(separator: ", "))"
    }
}
