import HarkKit
import Synchronization

/// What an App Intents `perform` does to its app's relevant shortcuts and donations
/// (`RelevantIntentManager`, `IntentDonationManager`, `context.donations`), kept in order and
/// applied to the run's `RunEffects` only when `perform` succeeds, in its transaction: a
/// `perform` spans turns, and cancelling it must leave no trace.
///
///     let deferred = DeferredRunEffects()
///     try deferred.set([shortcut], from: .app)     // nothing stored yet
///     try deferred.apply(to: effects)              // in the commit's transaction
final class DeferredRunEffects: RelevantShortcutStore, DonationStore {
    /// What `perform` asked for so far; `perform` may run on another thread (the main actor).
    private struct Noted {
        var changes: [@Sendable (RunEffects) throws -> Void] = []
        var labels: (identifier: String?, group: String?)?
    }

    private let noted = Mutex(Noted())

    private func note(_ change: @escaping @Sendable (RunEffects) throws -> Void) {
        noted.withLock { $0.changes.append(change) }
    }

    func set(_ shortcuts: [RelevantShortcut], from source: RelevanceSource) throws {
        note { try $0.set(shortcuts, from: source) }
    }

    func label(identifier: String?, group: String?) { noted.withLock { $0.labels = (identifier, group) } }

    func donate(_ intent: any DeclaredIntent, forWidget widgetKind: String?, identifier: String?) throws {
        note { try $0.donate(intent, forWidget: widgetKind, identifier: identifier) }
    }

    func donate(_ activity: UserActivity) throws {
        note { try $0.donate(activity) }
    }

    /// Deleted when `perform` succeeds; how many is not known before, so this says 0.
    func delete(identifiers: [String]) throws -> Int {
        note { _ = try $0.delete(identifiers: identifiers) }
        return 0
    }

    /// Deleted when `perform` succeeds; how many is not known before, so this says 0.
    func delete(group: String) throws -> Int {
        note { _ = try $0.delete(group: group) }
        return 0
    }

    /// Deleted when `perform` succeeds; how many is not known before, so this says 0.
    func deleteAll() throws -> Int {
        note { _ = try $0.deleteAll() }
        return 0
    }

    /// Applies every change, in the order `perform` made them.
    func apply(to effects: RunEffects) throws {
        let (labels, changes) = noted.withLock { ($0.labels, $0.changes) }
        if let labels { effects.label(identifier: labels.identifier, group: labels.group) }
        for change in changes { try change(effects) }
    }
}
