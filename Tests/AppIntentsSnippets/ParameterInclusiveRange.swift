import HarkKit

struct SetVolume: AppIntent {
    static let title: LocalizedStringResource = "Set Volume"

    @Parameter(title: "Level", inclusiveRange: (0, 10))
    var level: Int

    func perform() async throws -> some IntentResult {
        .result()
    }
}
