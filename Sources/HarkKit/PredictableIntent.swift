/// An intent a device can predict from past runs for the Shortcuts app and Siri suggestions
/// (iOS 16). Hark's suggestions come from donations; the configuration is kept only.
///
///     static var predictionConfiguration: some IntentPredictionConfiguration {
///         IntentPrediction(parameters: (\.$soup)) { soup in DisplayRepresentation(title: "Order \(soup)") }
///     }
public protocol PredictableIntent: AppIntent {
    /// The type of the intent's prediction configuration.
    associatedtype Prediction: IntentPredictionConfiguration
    /// How a predicted run is shown.
    @IntentPredictionBuilder<Self> static var predictionConfiguration: Prediction { get }
}

/// How predicted runs of an intent are shown.
public protocol IntentPredictionConfiguration {}

/// A prediction over one or more parameters, shown by `displayRepresentation`.
public struct IntentPrediction<Intent: AppIntent, Values>: IntentPredictionConfiguration {
    /// A prediction over the parameter `parameters`, each value shown by `displayRepresentation`.
    public init(
        parameters: KeyPath<Intent, Parameter<Values>>, displayRepresentation: @escaping (Values) -> DisplayRepresentation
    ) where Values: IntentValue {}
}

/// Builds an intent's prediction configuration.
@resultBuilder
public enum IntentPredictionBuilder<Intent: AppIntent> {
    /// One prediction.
    public static func buildExpression<Values>(_ prediction: IntentPrediction<Intent, Values>) -> IntentPrediction<Intent, Values> {
        prediction
    }
    /// The one prediction of the body.
    public static func buildBlock<Prediction: IntentPredictionConfiguration>(_ prediction: Prediction) -> Prediction {
        prediction
    }
}
