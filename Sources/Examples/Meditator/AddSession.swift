import HarkKit

/// Adds a session of the person's own; Meditator then tells Hark, so it can be named in a phrase,
/// and donates starting it, so Siri can suggest it.
struct AddSession: AppIntent {
    static let title: LocalizedStringResource = "Add Session"
    static let description = IntentDescription("Adds a session you time yourself.")

    @Parameter(title: "Name", requestValueDialog: "What should the new session be called?")
    var name: String

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard try Account.signedInName() != nil else { throw AccountError.notSignedIn }
        let name = name.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else { throw $name.needsValueError() }
        if let existing = try SessionLibrary.sessions().first(where: { $0.name.lowercased() == name.lowercased() }) {
            return .result(dialog: "You already have a session called \(existing.name).")
        }
        try SessionLibrary.record(.added, name)
        MeditatorShortcuts.updateAppShortcutParameters()
        // The person will likely want to start the session they just made: tell Siri.
        try await IntentDonationManager.shared.donate(intent: StartMeditation(session: .added(named: name)))
        return .result(
            dialog: IntentDialog(full: "Added \(name) to your sessions.", supporting: "You'll choose its length each time you start it."))
    }
}
