import HarkKit

struct Rename: AppIntent {
    static let title: LocalizedStringResource = "Rename"
    @Parameter(title: "Name") var name: String?
    func perform() async throws -> some IntentResult & ProvidesDialog {
        let name = try await $name.requestValue("What name?")
        return .result(dialog: "Renamed to \(name).")
    }
}
