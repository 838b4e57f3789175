import HarkKit

struct Check: AppIntent {
    static let title: LocalizedStringResource = "Check"
    func perform() async throws -> some IntentResult { .result() }
}
func recordCheck() async throws {
    let id = try await IntentDonationManager.shared.donate(intent: Check())
    try await IntentDonationManager.shared.deleteDonations(matching: .donationIdentifiers([id]))
}
