import HarkKit

struct WipeDevice: AppIntent {
    static let title: LocalizedStringResource = "Wipe Device"
    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await requestConfirmation(
            actionName: .custom(acceptLabel: "Wipe", acceptAlternatives: ["Erase"], denyLabel: "Keep", denyAlternatives: [], destructive: true),
            dialog: "Wipe everything?")
        return .result(dialog: "Wiped.")
    }
}
