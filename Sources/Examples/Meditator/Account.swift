import Foundation
import HarkKit

/// Who is signed in to Meditator, kept as a log of sign-ins and sign-outs in its records.
enum Account {
    struct Event: Codable {
        static let collection = "AccountEvent"
        /// The name signed in with; nil for a sign-out.
        var name: String?
        var date: Date
    }

    /// The name of the person signed in, or nil.
    static func signedInName(in records: any RecordStore = IntentContext.current.records) throws -> String? {
        try records.all(Event.self, in: Event.collection).last?.name
    }

    static func record(signedInAs name: String?) throws {
        let context = IntentContext.current
        try context.records.append(Event(name: name, date: context.now), to: Event.collection)
    }
}

/// App Shortcuts can run before anyone signed in: Meditator's intents then throw this, and
/// Siri (and Hark) say how to sign in.
enum AccountError: Error, CustomLocalizedStringResourceConvertible {
    case notSignedIn

    var localizedStringResource: LocalizedStringResource {
        "You're not signed in to Meditator.\nSay “Sign in to Meditator”, then try again."
    }
}
