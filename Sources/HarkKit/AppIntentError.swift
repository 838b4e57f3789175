/// An error App Intents knows how to say (iOS 16; the grouped errors iOS 18). Thrown from
/// `perform`, Hark says its sentence, as Siri would.
///
///     throw AppIntentError.UserActionRequired.signin
public struct AppIntentError: Error, Sendable, Hashable, CustomLocalizedStringResourceConvertible {
    /// What the person is told.
    public let localizedStringResource: LocalizedStringResource

    /// The run should start `perform` again from the top.
    public static let restartPerform = AppIntentError(localizedStringResource: "Something changed; please try again.")

    /// Errors with no remedy now.
    public enum Unrecoverable {
        /// No entity matched.
        public static let entityNotFound = AppIntentError(localizedStringResource: "I couldn't find that.")
        /// Screen Time or a profile restricts the feature.
        public static let featureCurrentlyRestricted = AppIntentError(localizedStringResource: "That's restricted right now.")
        /// The person is offline.
        public static let networkFailure = AppIntentError(localizedStringResource: "You need to be connected to the internet.")
        /// The action is not allowed.
        public static let notAllowed = AppIntentError(localizedStringResource: "That isn't allowed.")
        /// Something went wrong.
        public static let unknown = AppIntentError(localizedStringResource: "Something went wrong.")
        /// The action is not supported.
        public static let unsupported = AppIntentError(localizedStringResource: "That isn't supported.")
    }

    /// Errors the person can fix.
    public enum UserActionRequired {
        /// The person must set up an account.
        public static let accountSetup = AppIntentError(localizedStringResource: "You need to set up your account first.")
        /// The person must confirm.
        public static let confirmation = AppIntentError(localizedStringResource: "You need to confirm that first.")
        /// The person must sign in.
        public static let signin = AppIntentError(localizedStringResource: "You need to sign in first.")
    }

    /// Errors of a permission the app lacks.
    public enum PermissionRequired {
        /// Contacts.
        public static let contacts = AppIntentError(localizedStringResource: "The app needs access to your contacts.")
        /// Location.
        public static let location = AppIntentError(localizedStringResource: "The app needs access to your location.")
        /// Photos.
        public static let photos = AppIntentError(localizedStringResource: "The app needs access to your photos.")
        /// Calendar.
        public static let calendar = AppIntentError(localizedStringResource: "The app needs access to your calendar.")
    }
}
