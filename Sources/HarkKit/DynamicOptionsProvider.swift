/// The values offered for a parameter (App Intents' `DynamicOptionsProvider`): when the
/// parameter is asked for, Hark offers them as a choice, and a value given outside them is
/// refused. An entity query can be a parameter's provider too (its suggested entities).
///
///     struct SizeOptions: DynamicOptionsProvider {
///         func results() async throws -> [String] { ["small", "large"] }
///     }
///     @Parameter(title: "Size", optionsProvider: SizeOptions()) var size: String
public protocol DynamicOptionsProvider: Sendable {
    /// What `results()` returns: an array of the parameter's values or an `ItemCollection`.
    associatedtype Result: ParameterOptions
    /// The options.
    func results() async throws -> Result
}

/// A list of options a provider returns.
public protocol ParameterOptions {
    /// The options, in order.
    var optionValues: [any ParameterValue] { get }
}

extension Array: ParameterOptions where Element: ParameterValue {
    public var optionValues: [any ParameterValue] { self }
}

extension Parameter {
    /// App Intents' declaration with options: Hark offers them when it asks.
    public init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        default defaultValue: Value.ValueType? = nil, requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default, optionsProvider: some DynamicOptionsProvider
    ) {
        self.init(
            title: title, description: description, prompt: requestValueDialog, requirement: nil, isSensitive: false,
            default: defaultValue, options: { try await optionsProvider.results().optionValues })
    }

    /// App Intents' declaration with an entity query as its options (its suggested entities).
    public init<Query: EntityQuery>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        default defaultValue: Value.ValueType? = nil, requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default, optionsProvider: Query
    ) {
        self.init(
            title: title, description: description, prompt: requestValueDialog, requirement: nil, isSensitive: false,
            default: defaultValue, options: { try await optionsProvider.suggestedEntities() })
    }
}
