import HarkKit

/// How a donated user activity is kept beside donated intents: under an intent ID of its own
/// ("activity:com.wallet.spending"), its title among its values, so predictions treat both alike.
///
///     UserActivity(donationID: habit.intentID, values: habit.parameters)   // the activity again
extension UserActivity {
    static let donationPrefix = "activity:"
    /// The value name the title is kept under; no parameter name has a space.
    static let titleKey = "activity title"

    var donationID: String { Self.donationPrefix + type }

    var donatedValues: [String: AnswerValue] { values.merging([Self.titleKey: .text(title)]) { $1 } }

    /// The activity a donation holds; nil for a donated intent.
    init?(donationID: String, values: [String: AnswerValue]) {
        guard donationID.hasPrefix(Self.donationPrefix), case .text(let title)? = values[Self.titleKey] else { return nil }
        self.init(type: String(donationID.dropFirst(Self.donationPrefix.count)), title: title, values: values.filter { $0.key != Self.titleKey })
    }
}
