/// An intent that configures a widget (App Intents' `WidgetConfigurationIntent`): its parameters
/// are the widget's settings. As in Xcode's widget template, it needs no `perform`; run by a
/// phrase, it does nothing and says "Done."
///
///     struct ConfigurationAppIntent: WidgetConfigurationIntent {
///         static var title: LocalizedStringResource { "Configuration" }
///         @Parameter(title: "Favorite Emoji", default: "😃") var favoriteEmoji: String
///     }
public protocol WidgetConfigurationIntent: AppIntent {}

/// An intent that configures a control of Control Center (iOS 18); like a widget's, it needs no
/// `perform`. Hark has no Control Center: its parameters are kept as declared.
public protocol ControlConfigurationIntent: AppIntent {}

/// The intent a toggle control runs with its new state as `value` (iOS 18).
///
///     struct ToggleFan: SetValueIntent {
///         @Parameter(title: "Running") var value: Bool
///     }
public protocol SetValueIntent: AppIntent {
    /// The type of the value the control sets.
    associatedtype ValueType: IntentValue
    /// The value the control sets.
    var value: ValueType { get set }
}

extension WidgetConfigurationIntent {
    /// Default: nothing to do.
    public func perform() async throws -> IntentResultContainer<Never> { .result() }
}

extension ControlConfigurationIntent {
    /// Default: nothing to do.
    public func perform() async throws -> IntentResultContainer<Never> { .result() }
}
