import HarkKit

struct Search: AppIntent {
    static let title: LocalizedStringResource = "Search"
    @Parameter(title: "Query") var query: String?
    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Searching for \(query ?? "everything").")
    }
}
