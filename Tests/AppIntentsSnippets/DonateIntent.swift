import HarkKit

struct LogWater: AppIntent {
    static let title: LocalizedStringResource = "Log Water"
    func perform() async throws -> some IntentResult { .result() }
}

func afterLogging() {
    IntentDonationManager.shared.donate(intent: LogWater())
}
