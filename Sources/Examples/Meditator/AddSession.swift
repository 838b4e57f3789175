import HarkKit

/// Adds a session of the person's own; Meditator then tells Hark, so it can be named in a phrase.
public struct AddSession: Intent {
    public static let title = "Add Session"

    @Parameter(title: "Name", prompt: "What should the new session be called?") var name: String?

    public init() {}

    public func availability(in context: IntentContext) -> IntentAvailability { Account.requireSignIn(in: context) }

    public func handle(in context: IntentContext) throws -> IntentResult {
        guard let name = name?.trimmingCharacters(in: .whitespaces), !name.isEmpty else {
            throw $name.needsValueError()
        }
        let sessions = try SessionLibrary.sessions(in: context.records)
        if let existing = sessions.first(where: { $0.name.lowercased() == name.lowercased() }) {
            return .failure("You already have a session called \(existing.name).")
        }
        try SessionLibrary.record(.added, name, in: context)
        context.updateAppShortcutParameters()
        return .success(
            Dialog(full: "Added \(name) to your sessions.", supporting: "You'll choose its length each time you start it."))
    }
}
