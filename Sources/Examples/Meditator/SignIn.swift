import HarkKit

/// Signs a person in; Meditator then reports its sessions to Hark, as an app does once it has
/// a signed-in user.
struct SignIn: AppIntent {
    static let title: LocalizedStringResource = "Sign In"

    @Parameter(title: "Name", requestValueDialog: "What name should I sign you in with?")
    var name: String?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        if let current = try Account.signedInName() {
            return .result(
                dialog: IntentDialog(
                    full: "You're already signed in to Meditator as \(current).",
                    supporting: "Say “Sign out of Meditator” to change who is signed in."))
        }
        var name = (self.name ?? "").trimmingCharacters(in: .whitespaces)
        while name.isEmpty {
            name = try await $name.requestValue().trimmingCharacters(in: .whitespaces)
        }
        try Account.record(signedInAs: name)
        MeditatorShortcuts.updateAppShortcutParameters()
        return .result(
            dialog: IntentDialog(full: "Welcome, \(name). You're signed in to Meditator.", supporting: "Try “Start a calming session in Meditator”."))
    }
}
