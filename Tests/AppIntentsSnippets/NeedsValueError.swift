import HarkKit

struct Pay: AppIntent {
    static let title: LocalizedStringResource = "Pay"
    @Parameter(title: "Amount") var amount: Double?
    func perform() async throws -> some IntentResult {
        guard amount != nil else { throw $amount.needsValueError("How much?") }
        return .result()
    }
}
