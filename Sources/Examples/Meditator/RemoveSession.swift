import HarkKit

/// Removes a session the person added, after asking them to confirm.
struct RemoveSession: AppIntent {
    static let title: LocalizedStringResource = "Remove Session"
    static let isConsequential = true

    @Parameter(title: "Session", requestValueDialog: "Which session should I remove?")
    var session: MeditationSession

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard try Account.signedInName() != nil else { throw AccountError.notSignedIn }
        if session.isBuiltIn {
            throw $session.needsValueError(
                "\(session.name) is one of Meditator's own sessions; I can only remove sessions you added. Which session should I remove?")
        }
        try await requestConfirmation(dialog: "Remove \(session.name) from your sessions?")
        try SessionLibrary.record(.removed, session.name)
        MeditatorShortcuts.updateAppShortcutParameters()
        return .result(dialog: "Removed \(session.name).")
    }
}
