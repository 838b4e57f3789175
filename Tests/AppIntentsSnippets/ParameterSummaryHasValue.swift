import HarkKit

struct Note2: AppIntent {
    static let title: LocalizedStringResource = "Add Note"
    @Parameter(title: "Folder") var folder: String?
    @Parameter(title: "Text") var text: String

    static var parameterSummary: some ParameterSummary {
        When(\.$folder, .hasAnyValue) {
            Summary("Add \(\.$text) to \(\.$folder)")
        } otherwise: {
            Summary("Add \(\.$text)")
        }
    }

    func perform() async throws -> some IntentResult { .result() }
}
