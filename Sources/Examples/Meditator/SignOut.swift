import HarkKit

/// Signs the person out, once they confirm.
public struct SignOut: Intent {
    public static let title = "Sign Out"
    public static let isConsequential = true

    public init() {}

    public func availability(in context: IntentContext) -> IntentAvailability { Account.requireSignIn(in: context) }

    public func handle(in context: IntentContext) throws -> IntentResult {
        let name = try Account.signedInName(in: context.records) ?? "you"
        try context.requestConfirmation("Sign \(name) out of Meditator?")
        try Account.record(signedInAs: nil, in: context)
        return .success("You're signed out of Meditator.")
    }
}
