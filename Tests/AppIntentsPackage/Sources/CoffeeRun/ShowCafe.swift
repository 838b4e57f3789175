import HarkKit

/// Opens the app on a cafe; other intents' results open it.
struct ShowCafe: AppIntent {
    static let title: LocalizedStringResource = "Show Cafe"
    static let openAppWhenRun = true

    @Parameter(title: "Cafe", requestValueDialog: "Which cafe?")
    var cafe: CafeEntity

    init() {}

    init(cafe: CafeEntity) {
        self.cafe = cafe
    }

    func perform() async throws -> some IntentResult & ProvidesDialog & ShowsSnippetView {
        .result(dialog: "Here's \(cafe).") {
            Snippet(title: cafe.name, rows: [.init(label: "Where", value: cafe.neighbourhood)])
        }
    }
}

/// Says how many cafes there are, then opens one the person picks.
struct BrowseCafes: AppIntent {
    static let title: LocalizedStringResource = "Browse Cafes"

    func perform() async throws -> some IntentResult & ProvidesDialog & OpensIntent {
        let count = try await CafeQuery().allEntities().count
        return .result(opensIntent: ShowCafe(), dialog: "CoffeeRun knows \(count) cafes.")
    }
}
