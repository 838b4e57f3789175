import HarkKit

struct ToggleLights: AppIntent {
    static let title: LocalizedStringResource = "Toggle Lights"
    @Parameter(title: "Lights", displayName: Bool.IntentDisplayName(true: "On", false: "Off"))
    var on: Bool
    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Lights \(on ? "on" : "off").")
    }
}
