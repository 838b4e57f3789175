import HarkKit

struct SetNickname: AppIntent {
    static let title: LocalizedStringResource = "Set Nickname"
    @Parameter(title: "Nickname", inputOptions: String.IntentInputOptions(keyboardType: .default, capitalizationType: .words, autocorrect: false))
    var nickname: String
    func perform() async throws -> some IntentResult { .result() }
}
