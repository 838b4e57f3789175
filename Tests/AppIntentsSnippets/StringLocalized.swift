import HarkKit

struct Greet: AppIntent {
    static let title: LocalizedStringResource = "Greet"
    @Parameter(title: "Name") var name: String
    func perform() async throws -> some IntentResult & ProvidesDialog {
        let greeting = String(localized: "Hello, \(name)!")
        let plain = String(localized: "Welcome back", comment: "Shown on return")
        return .result(dialog: "\(greeting) \(plain)")
    }
}
