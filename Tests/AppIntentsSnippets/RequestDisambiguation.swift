import HarkKit

struct PickSize: AppIntent {
    static let title: LocalizedStringResource = "Pick Size"
    @Parameter(title: "Size") var size: String?
    func perform() async throws -> some IntentResult & ProvidesDialog {
        let size = try await $size.requestDisambiguation(among: ["small", "large"], dialog: "Which size?")
        return .result(dialog: "\(size) it is.")
    }
}
