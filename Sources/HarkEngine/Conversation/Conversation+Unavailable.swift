import HarkKit

/// Why the app an utterance names and comes nearest to cannot run now: a signed-out Meditator
/// knows no session names yet, so “Start a calming session in Meditator” matches nothing, and
/// the person is told to sign in rather than shown other phrases.
///
/// An intent of the resolve → confirm → handle dialect says so in its `availability` step. An
/// App Intent has none: as on a device, its `perform` throws an error that says itself
/// (`CustomLocalizedStringResourceConvertible`) before it does anything, so Hark runs `perform`
/// of a fresh instance to its first event, with its writes dropped and its first request
/// cancelled, and takes such an error as the reason. It does so only for an App Shortcut with a
/// phrase left out because its app knows no entities yet: app code never runs for an utterance
/// that matched nothing otherwise, as on a device.
extension Conversation {
    /// The reason the first of the nearest candidates that can say one gives (a fresh
    /// `perform` may need a value to get that far, so the next ones of the same app are tried).
    static func unavailability(of nearest: [MatchCandidate], saying text: String, in context: TurnContext) -> Dialog? {
        let app = nearest.first.flatMap { context.index.target(of: $0.shortcutID) }.flatMap(\.appShortcutApp)
        for candidate in nearest.prefix(Self.candidatesAsked) {
            guard context.index.target(of: candidate.shortcutID)?.appShortcutApp == app else { break }
            if let reason = unavailability(of: candidate, saying: text, in: context) { return reason }
        }
        return nil
    }

    /// How many of the nearest candidates are asked why they cannot run.
    private static let candidatesAsked = 3

    private static func unavailability(of candidate: MatchCandidate, saying text: String, in context: TurnContext) -> Dialog? {
        guard case .appShortcut(let shortcut)? = context.index.target(of: candidate.shortcutID),
            " \(UniversalWords.fold(text)) ".contains(" \(UniversalWords.fold(shortcut.appName)) ")
        else { return nil }
        // A run of its own, never committed: what its `perform` writes is dropped with it.
        let run = IntentRun(appName: shortcut.appName, driver: shortcut.intent.driver(), in: context)
        if run.driver.performs {
            guard context.index.isWaitingForEntities(shortcut.id) else { return nil }
            return performUnavailability(run)
        }
        guard case .unavailable(let dialog) = run.driver.availability(in: run.context) else { return nil }
        return dialog
    }

    /// The error a fresh `perform` throws before asking anything, when it says itself; nil when
    /// it would ask, succeed, or needs a value nobody gave.
    private static func performUnavailability(_ run: IntentRun) -> Dialog? {
        guard run.driver.parameters.entries.allSatisfy({ !$0.isRequired || $0.parameter.anyValue != nil }) else { return nil }
        let coroutine = WorkCoroutine(run.driver, context: run.context, writes: run.writes)
        guard case .finished(.failure(let error)) = coroutine.start() else { return nil }
        return Dialog(error: error)
    }
}

extension PhraseIndex.Target {
    /// The app of an App Shortcut; nil for a user shortcut.
    fileprivate var appShortcutApp: String? {
        guard case .appShortcut(let shortcut) = self else { return nil }
        return shortcut.appName
    }
}
