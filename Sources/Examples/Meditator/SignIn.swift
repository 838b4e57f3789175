import HarkKit

/// Signs a person in; Meditator then reports its sessions to Hark, as an app does once it has
/// a signed-in user.
public struct SignIn: Intent {
    public static let title = "Sign In"

    @Parameter(title: "Name", prompt: "What name should I sign you in with?") var name: String?

    public init() {}

    public func availability(in context: IntentContext) -> IntentAvailability {
        guard let current = (try? Account.signedInName(in: context.records)) ?? nil else { return .available }
        return .unavailable(Dialog(full: "You're already signed in to Meditator as \(current).", supporting: "Say “Sign out of Meditator” to change who is signed in."))
    }

    public func handle(in context: IntentContext) throws -> IntentResult {
        guard let name = name?.trimmingCharacters(in: .whitespaces), !name.isEmpty else {
            throw $name.needsValueError()
        }
        try Account.record(signedInAs: name, in: context)
        context.updateAppShortcutParameters()
        return .success(
            Dialog(full: "Welcome, \(name). You're signed in to Meditator.", supporting: "Try “Start a calming session in Meditator”."))
    }
}
