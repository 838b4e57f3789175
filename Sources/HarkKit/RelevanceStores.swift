/// Where an app sets its relevant shortcuts (INRelevantShortcutStore). Each call replaces the
/// app's whole list; an empty list removes them all. When the app and its companion both set
/// lists, the one set last wins.
///
///     try context.relevantShortcuts.set([shortcut])
///     try context.relevantShortcuts.set([], from: .companion)
public protocol RelevantShortcutStore: Sendable {
    /// Replaces the list `source` set with `shortcuts`; the list set last is the app's.
    func set(_ shortcuts: [RelevantShortcut], from source: RelevanceSource) throws
}

extension RelevantShortcutStore {
    /// Replaces the app's list, as the app itself.
    public func set(_ shortcuts: [RelevantShortcut]) throws {
        try set(shortcuts, from: .app)
    }
}

/// Which side of an app set a list: the app, or its companion on another device (a watch app).
public enum RelevanceSource: String, Sendable, Hashable, Codable {
    /// `app`: the app itself; `companion`: its companion on another device.
    case app, companion
}

/// The donations Hark makes of an app's intents (INInteraction): every successful run of a
/// discoverable intent is donated with its parameters, time and place. An app can label the
/// donation of the run being handled, and delete donations.
///
///     context.donations.label(identifier: "purchase-3", group: "credit")
///     try context.donations.delete(group: "credit")
public protocol DonationStore: Sendable {
    /// Names the donation of the run being handled, so it can be deleted later.
    func label(identifier: String?, group: String?)
    /// Donates another intent: what the person is looking at (INInteraction(intent:).donate()).
    /// `widgetKind` names the widget the donation is meant to teach; Hark warns when the intent
    /// is not that widget's configuration intent, which is the only one Siri relates to it.
    /// `identifier` names the donation, so it can be deleted later. Either dialect's intent.
    func donate(_ intent: any DeclaredIntent, forWidget widgetKind: String?, identifier: String?) throws
    /// Donates what the person is doing in the app, to be continued later (an NSUserActivity
    /// eligible for prediction made current); it may be predicted like an intent.
    func donate(_ activity: UserActivity) throws
    /// Deletes the app's donations with these identifiers; returns how many went.
    @discardableResult func delete(identifiers: [String]) throws -> Int
    /// Deletes the app's donations of a group; returns how many went.
    @discardableResult func delete(group: String) throws -> Int
    /// Deletes every donation of the app; returns how many went.
    @discardableResult func deleteAll() throws -> Int
}

extension DonationStore {
    /// Donates another intent, for `widgetKind` when given.
    public func donate(_ intent: any DeclaredIntent, forWidget widgetKind: String? = nil) throws {
        try donate(intent, forWidget: widgetKind, identifier: nil)
    }
}

/// The stores of a context made outside a run (a confirm step, a test): setting or deleting
/// there is a mistake, so it throws.
public struct UnavailableRelevanceStores: RelevantShortcutStore, DonationStore {
    /// Stores that refuse every change.
    public init() {}

    /// Throws `UnavailableStoreError`: there is no run to set them in.
    public func set(_ shortcuts: [RelevantShortcut], from source: RelevanceSource) throws {
        throw UnavailableStoreError()
    }

    public func label(identifier: String?, group: String?) {}
    public func donate(_ intent: any DeclaredIntent, forWidget widgetKind: String?, identifier: String?) throws {
        throw UnavailableStoreError()
    }
    public func donate(_ activity: UserActivity) throws { throw UnavailableStoreError() }
    public func delete(identifiers: [String]) throws -> Int { throw UnavailableStoreError() }
    public func delete(group: String) throws -> Int { throw UnavailableStoreError() }
    public func deleteAll() throws -> Int { throw UnavailableStoreError() }
}

/// Relevant shortcuts and donations can be changed only while an intent runs.
public struct UnavailableStoreError: Error, CustomStringConvertible {
    public var description: String {
        "relevant shortcuts and donations can be changed only while an intent runs (its handle step or its perform)"
    }
}
