import HarkKit

struct OrderSoup: AppIntent, PredictableIntent {
    static let title: LocalizedStringResource = "Order Soup"
    @Parameter(title: "Soup") var soup: String

    static var predictionConfiguration: some IntentPredictionConfiguration {
        IntentPrediction(parameters: (\.$soup)) { soup in
            DisplayRepresentation(title: "Order \(soup)")
        }
    }

    func perform() async throws -> some IntentResult { .result() }
}
