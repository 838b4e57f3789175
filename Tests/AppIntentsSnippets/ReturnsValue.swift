import HarkKit

struct CountItems: AppIntent {
    static let title: LocalizedStringResource = "Count Items"
    func perform() async throws -> some IntentResult & ReturnsValue<Int> & ProvidesDialog {
        .result(value: 3, dialog: "You have 3 items.")
    }
}
