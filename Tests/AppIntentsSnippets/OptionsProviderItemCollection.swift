import HarkKit

struct ColorOptionsProvider: DynamicOptionsProvider {
    func results() async throws -> ItemCollection<String> {
        ItemCollection {
            ItemSection("Warm") {
                IntentItem("red", title: "Red")
                IntentItem("orange", title: "Orange")
            }
            ItemSection("Cool") {
                IntentItem("blue", title: "Blue")
            }
        }
    }
}
struct Paint: AppIntent {
    static let title: LocalizedStringResource = "Paint"
    @Parameter(title: "Color", optionsProvider: ColorOptionsProvider()) var color: String
    func perform() async throws -> some IntentResult { .result() }
}
