import HarkEngine
import HarkKit

/// An app as the page draws it: its App Shortcuts, their phrases, and each one's flow
/// (intent → parameters → confirmation → result).
struct StudioApp: Encodable {
    /// A box of a flow graph: `intent`, `parameter`, `confirm` or `result`, with the question
    /// that asks for a parameter as its detail.
    struct Step: Encodable {
        let kind: String
        let label: String
        var detail: String?
    }

    struct Shortcut: Encodable {
        let title: String
        let phrases: [String]
        let flow: [Step]
    }

    let name: String
    let origin: String
    let shortcuts: [Shortcut]

    init(_ app: InstalledApp) {
        name = app.name
        origin = app.origin
        shortcuts = app.shortcuts.map { Shortcut(title: $0.title, phrases: $0.phrases, flow: Self.flow(of: $0.intent)) }
    }

    private static func flow(of intent: InstalledIntent) -> [Step] {
        let parameters = intent.parameters.entries.map { entry in
            Step(
                kind: "parameter", label: entry.parameter.title + (entry.isRequired ? "" : " (optional)"),
                detail: entry.parameter.prompt?.full)
        }
        let confirm = intent.isConsequential ? [Step(kind: "confirm", label: "Confirm")] : []
        return [Step(kind: "intent", label: intent.title)] + parameters + confirm + [Step(kind: "result", label: "Result")]
    }
}
