import HarkKit

struct ToggleFan: SetValueIntent {
    static let title: LocalizedStringResource = "Toggle Fan"
    @Parameter(title: "Running") var value: Bool
    func perform() async throws -> some IntentResult {
        .result()
    }
}
