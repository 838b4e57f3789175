import HarkKit

struct SendMoney: AppIntent {
    static let title: LocalizedStringResource = "Send Money"
    static let authenticationPolicy: IntentAuthenticationPolicy = .requiresAuthentication
    @Parameter(title: "Amount") var amount: Double
    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Sent \(amount).")
    }
}
