import HarkKit

struct Tag: AppIntent {
    static let title: LocalizedStringResource = "Tag"
    @Parameter(title: "Tags") var tags: [String]
    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Tagged \(tags.count).")
    }
}
