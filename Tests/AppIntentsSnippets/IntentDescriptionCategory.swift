import HarkKit

struct Archive: AppIntent {
    static let title: LocalizedStringResource = "Archive"
    static let description = IntentDescription("Archives old items.", categoryName: "Maintenance", searchKeywords: ["clean"])
    func perform() async throws -> some IntentResult { .result() }
}
