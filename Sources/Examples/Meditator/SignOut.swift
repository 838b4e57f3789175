import HarkKit

/// Signs the person out, once they confirm.
public struct SignOut: Intent {
    public static let title = "Sign Out"

    public init() {}

    /// Signed out already: said plainly, with no advice to sign in.
    public func availability(in context: IntentContext) -> IntentAvailability {
        guard case .unavailable = Account.requireSignIn(in: context) else { return .available }
        return .unavailable(Dialog(full: "You're not signed in to Meditator, so there's nothing to sign out of."))
    }

    public func handle(in context: IntentContext) throws -> IntentResult {
        let name = try Account.signedInName(in: context.records) ?? "you"
        try context.requestConfirmation("Sign \(name) out of Meditator?")
        try Account.record(signedInAs: nil, in: context)
        return .success("You're signed out of Meditator.")
    }
}
