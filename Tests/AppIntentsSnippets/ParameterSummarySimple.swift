import HarkKit

struct Brew: AppIntent {
    static let title: LocalizedStringResource = "Brew"
    @Parameter(title: "Cups") var cups: Int
    static var parameterSummary: some ParameterSummary {
        Summary("Brew \(\.$cups) cups")
    }
    func perform() async throws -> some IntentResult { .result() }
}
