import HarkKit

/// Why the app an utterance names and comes nearest to cannot run now: a signed-out Meditator
/// knows no session names yet, so “Start a calming session in Meditator” matches nothing, and
/// the person is told to sign in rather than shown other phrases.
extension Conversation {
    static func unavailability(of candidate: MatchCandidate?, saying text: String, in context: TurnContext) -> Dialog? {
        guard let candidate, case .appShortcut(let shortcut)? = context.index.target(of: candidate.shortcutID),
            " \(UniversalWords.fold(text)) ".contains(" \(UniversalWords.fold(shortcut.appName)) ")
        else { return nil }
        let intentContext = IntentContext(
            now: context.now, location: context.location, records: context.store.records(ofApp: shortcut.appName))
        guard case .unavailable(let dialog) = shortcut.intent.driver().availability(in: intentContext) else {
            return nil
        }
        return dialog
    }
}
