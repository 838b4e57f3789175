import HarkKit

struct OpenLink: AppIntent {
    static let title: LocalizedStringResource = "Open Link"
    @Parameter(title: "Link") var link: URL
    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Opening \(link.host() ?? "the link").")
    }
}
