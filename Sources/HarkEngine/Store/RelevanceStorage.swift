import Foundation
import HarkKit

/// What the store keeps for the watch face and the Smart Stack: each app's relevant shortcuts
/// and the donations of what the person did.
public protocol RelevanceStorage: AnyObject {
    /// Replaces the app's list (the one set last wins, whichever side set it).
    func setRelevantShortcuts(_ list: RelevantShortcutList) throws
    /// Every app's current list, by app name.
    func relevantShortcutLists() throws -> [RelevantShortcutList]
    func addDonation(_ donation: Donation) throws
    /// Deletes an app's donations; returns how many went.
    func deleteDonations(ofApp app: String, _ selection: DonationSelection) throws -> Int
    /// How many of an app's donations deleting `selection` would delete now.
    func donationCount(ofApp app: String, _ selection: DonationSelection) throws -> Int
    /// Donations grouped by app, intent and parameters, on enough distinct days of a window of
    /// days, within ranges of minutes of the day (UTC).
    func donationHabits(_ query: HabitQuery) throws -> [DonationHabit]
    /// How many donations an app made of an intent with exactly these values.
    func donationCount(app: String, intentID: String, parameters: [String: AnswerValue]) throws -> Int
    /// The widgets the person put in their Smart Stack, in the order they were added.
    func stackWidgets() throws -> [StackWidget]
    /// Puts a widget in the person's stack, last; false when it was there already.
    func addStackWidget(_ widget: StackWidget) throws -> Bool
    /// Takes a widget out of the person's stack; false when it was not there.
    func removeStackWidget(_ widget: StackWidget) throws -> Bool
}

/// A widget the person put in their Smart Stack: an app's widget kind.
public struct StackWidget: Sendable, Hashable {
    public var app: String
    public var kind: String

    public init(app: String, kind: String) {
        self.app = app
        self.kind = kind
    }
}

/// An app's relevant shortcuts as the store keeps them, with who set them and when.
public struct RelevantShortcutList: Sendable, Hashable {
    public var app: String
    public var source: RelevanceSource
    public var setAt: Date
    public var shortcuts: [StoredRelevantShortcut]

    public init(app: String, source: RelevanceSource, setAt: Date, shortcuts: [StoredRelevantShortcut]) {
        self.app = app
        self.source = source
        self.setAt = setAt
        self.shortcuts = shortcuts
    }
}

/// A relevant shortcut with its intent named as `IntentIdentity` does (or the user activity it
/// continues), so it can be kept.
public struct StoredRelevantShortcut: Sendable, Hashable, Codable {
    /// The intent it runs; nil for a user activity.
    public var intentID: String?
    /// The user activity it continues; nil for an intent.
    public var userActivity: UserActivity?
    public var title: String
    public var parameters: [String: AnswerValue]
    public var role: RelevantShortcut.Role
    public var widgetKind: String?
    public var providers: [RelevanceProvider]

    public init(
        intentID: String?, userActivity: UserActivity? = nil, title: String, parameters: [String: AnswerValue],
        role: RelevantShortcut.Role, widgetKind: String?, providers: [RelevanceProvider]
    ) {
        self.intentID = intentID
        self.userActivity = userActivity
        self.title = title
        self.parameters = parameters
        self.role = role
        self.widgetKind = widgetKind
        self.providers = providers
    }

    public init(_ shortcut: RelevantShortcut, app: String) {
        self.init(
            intentID: shortcut.intentType.map { IntentIdentity.id(of: $0, in: app) }, userActivity: shortcut.userActivity,
            title: shortcut.title,
            parameters: shortcut.parameters, role: shortcut.role, widgetKind: shortcut.widgetKind,
            providers: shortcut.providers)
    }
}

/// One successful run of a discoverable intent (INInteraction).
public struct Donation: Sendable, Hashable {
    public var app: String
    public var intentID: String
    public var parameters: [String: AnswerValue]
    public var date: Date
    public var location: Location?
    public var identifier: String?
    public var group: String?

    public init(
        app: String, intentID: String, parameters: [String: AnswerValue], date: Date, location: Location?,
        identifier: String? = nil, group: String? = nil
    ) {
        self.app = app
        self.intentID = intentID
        self.parameters = parameters
        self.date = date
        self.location = location
        self.identifier = identifier
        self.group = group
    }
}

/// Which of an app's donations to delete.
public enum DonationSelection: Sendable, Hashable, Codable {
    case identifiers([String])
    case group(String)
    case all
}

/// Days are whole UTC days since 1970; minutes are minutes of the UTC day.
public struct HabitQuery: Sendable, Hashable {
    public var days: ClosedRange<Int>
    /// One range, or two when the window of the day wraps around midnight.
    public var minutes: [ClosedRange<Int>]
    /// Minutes below this are counted as the next day's when averaging (a window across midnight).
    public var wrapBelow: Int
    public var minimumDays: Int

    public init(days: ClosedRange<Int>, minutes: [ClosedRange<Int>], wrapBelow: Int, minimumDays: Int) {
        self.days = days
        self.minutes = minutes
        self.wrapBelow = wrapBelow
        self.minimumDays = minimumDays
    }
}

/// Something done on `days` distinct days around `usualMinute` of the day.
public struct DonationHabit: Sendable, Hashable {
    public var app: String
    public var intentID: String
    public var parameters: [String: AnswerValue]
    public var days: Int
    public var usualMinute: Int
    public var lastDate: Date

    public init(app: String, intentID: String, parameters: [String: AnswerValue], days: Int, usualMinute: Int, lastDate: Date) {
        self.app = app
        self.intentID = intentID
        self.parameters = parameters
        self.days = days
        self.usualMinute = usualMinute
        self.lastDate = lastDate
    }
}
