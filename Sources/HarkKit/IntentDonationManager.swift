import Foundation

/// App Intents' donations, called from `perform` (or code it calls): each donation reaches
/// Hark's donations, and so `hark suggest`, when the run succeeds, in the run's transaction.
/// One made outside any run (the app's own code at launch) is added when Hark opens its store.
///
///     IntentDonationManager.shared.donate(intent: StartMeditation(session: calming))
///     let id = try await IntentDonationManager.shared.donate(intent: intent)
///     try await IntentDonationManager.shared.deleteDonations(matching: .donationIdentifiers([id]))
public struct IntentDonationManager: Sendable {
    /// The app's donation manager.
    public static let shared = IntentDonationManager()

    /// Donates `intent` with its parameter values; errors are ignored, as on a device.
    @discardableResult public func donate<Intent: AppIntent>(intent: Intent) -> IntentDonationIdentifier {
        (try? Self.donating(intent)) ?? IntentDonationIdentifier()
    }

    /// Donates `intent` with its parameter values.
    @discardableResult public func donate<Intent: AppIntent>(intent: Intent) async throws -> IntentDonationIdentifier {
        try Self.donating(intent)
    }

    /// Donates `intent` and the result it would have; Hark keeps the intent's values only.
    @discardableResult public func donate<Intent: AppIntent, Result: IntentResult>(
        intent: Intent, result: Result
    ) -> IntentDonationIdentifier {
        donate(intent: intent)
    }

    /// Donates `intent` and the result it would have; Hark keeps the intent's values only.
    @discardableResult public func donate<Intent: AppIntent, Result: IntentResult>(
        intent: Intent, result: Result
    ) async throws -> IntentDonationIdentifier {
        try await donate(intent: intent)
    }

    /// Deletes the app's donations the predicate names, when the run succeeds.
    public func deleteDonations(matching predicate: IntentDonationMatchingPredicate) async throws {
        try IntentContext.current.donations.delete(identifiers: predicate.identifiers.map(\.id))
    }

    /// Donates in the run in flight, or, outside any run, when Hark opens its store.
    private static func donating(_ intent: some AppIntent) throws -> IntentDonationIdentifier {
        let identifier = IntentDonationIdentifier()
        if IntentContext.current.isOutsideRun {
            LaunchDonations.note(intent, identifier: identifier.id)
        } else {
            try IntentContext.current.donations.donate(intent, forWidget: nil, identifier: identifier.id)
        }
        return identifier
    }
}

/// Names one donation, to delete it later (opaque, as App Intents' is).
public struct IntentDonationIdentifier: Sendable, Hashable, Codable {
    let id: String

    init() {
        id = UUID().uuidString
    }
}

/// Which donations `deleteDonations(matching:)` deletes.
public struct IntentDonationMatchingPredicate: Sendable {
    let identifiers: [IntentDonationIdentifier]

    /// The donations with these identifiers.
    public static func donationIdentifiers(_ identifiers: [IntentDonationIdentifier]) -> IntentDonationMatchingPredicate {
        IntentDonationMatchingPredicate(identifiers: identifiers)
    }
}

extension AppIntent {
    /// Donates this intent (App Intents' `donate()`); errors are ignored.
    @discardableResult public func donate() -> IntentDonationIdentifier {
        IntentDonationManager.shared.donate(intent: self)
    }

    /// Donates this intent (App Intents' `donate()`).
    @discardableResult public func donate() async throws -> IntentDonationIdentifier {
        try await IntentDonationManager.shared.donate(intent: self)
    }

    /// Donates this intent and the result it would have; Hark keeps the intent's values only.
    @discardableResult public func donate(result: some IntentResult) async throws -> IntentDonationIdentifier {
        try await IntentDonationManager.shared.donate(intent: self)
    }
}
