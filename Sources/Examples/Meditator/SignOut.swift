import HarkKit

/// Signs the person out, once they confirm.
struct SignOut: AppIntent {
    static let title: LocalizedStringResource = "Sign Out"
    static let isConsequential = true

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let name = try Account.signedInName() else {
            // Signed out already: said plainly, with no advice to sign in.
            return .result(dialog: "You're not signed in to Meditator, so there's nothing to sign out of.")
        }
        try await requestConfirmation(dialog: "Sign \(name) out of Meditator?")
        try Account.record(signedInAs: nil)
        return .result(dialog: "You're signed out of Meditator.")
    }
}
