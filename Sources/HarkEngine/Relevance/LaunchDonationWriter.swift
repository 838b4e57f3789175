import Foundation
import HarkKit

/// Adds the donations apps made outside any run (`LaunchDonations`) to the store, each as a
/// donation of the app that declares its intent; a donation of an intent no app of the
/// catalog declares stays for another catalog.
enum LaunchDonationWriter {
    static func add(catalog: AppCatalog, store: any HarkStorage, now: Date, location: Location?) throws {
        for donation in LaunchDonations.take(where: { owner(of: $0, in: catalog) != nil }) {
            let type = type(of: donation.intent)
            guard let app = owner(of: type, in: catalog) else { continue }
            var parameters: [String: AnswerValue] = [:]
            for entry in IntentParameters(of: donation.intent).entries {
                if let value = entry.parameter.anyValue { parameters[entry.name] = value.answerValue }
            }
            try store.addDonation(
                Donation(
                    app: app, intentID: IntentIdentity.id(of: type, in: app), parameters: parameters, date: now,
                    location: location, identifier: donation.identifier))
        }
    }

    private static func owner(of type: any DeclaredIntent.Type, in catalog: AppCatalog) -> String? {
        let name = type.persistentIdentifier
        return catalog.apps.first { $0.intents.contains { $0.name == name } }?.name
    }
}
