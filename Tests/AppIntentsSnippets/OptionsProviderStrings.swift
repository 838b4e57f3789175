import HarkKit

struct SizeOptionsProvider: DynamicOptionsProvider {
    func results() async throws -> [String] { ["Small", "Medium", "Large"] }
}
struct OrderFries: AppIntent {
    static let title: LocalizedStringResource = "Order Fries"
    @Parameter(title: "Size", optionsProvider: SizeOptionsProvider()) var size: String
    func perform() async throws -> some IntentResult { .result() }
}
