import HarkKit

/// Signs a person in; Meditator then reports its sessions to Hark, as an app does once it has
/// a signed-in user.
public struct SignIn: Intent {
    public static let title = "Sign In"

    @Parameter(title: "Name", prompt: "What name should I sign you in with?") var name: String?

    public init() {}

    public func handle(in context: IntentContext) throws -> IntentResult {
        if let current = try Account.signedInName(in: context.records) {
            return .failure("You're already signed in to Meditator as \(current).")
        }
        guard let name = name?.trimmingCharacters(in: .whitespaces), !name.isEmpty else {
            throw $name.needsValueError()
        }
        try Account.record(signedInAs: name, in: context)
        context.updateAppShortcutParameters()
        return .success(
            Dialog(full: "Welcome, \(name). You're signed in to Meditator.", supporting: "Try “Start a calming session in Meditator”."))
    }
}
