/// The values a device's editor offers for a parameter (App Intents' `DynamicOptionsProvider`).
/// Hark asks in words and reads the answer as the parameter's type, so it keeps the provider
/// but does not offer its options.
///
///     struct SizeOptions: DynamicOptionsProvider {
///         func results() async throws -> [String] { ["small", "large"] }
///     }
///     @Parameter(title: "Size", optionsProvider: SizeOptions()) var size: String
public protocol DynamicOptionsProvider {
    /// What `results()` returns: the options, usually an array of the parameter's values.
    associatedtype Result
    /// The options.
    func results() async throws -> Result
}

extension Parameter {
    /// App Intents' declaration with options for an editor; Hark keeps them only.
    public init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        default defaultValue: Value.ValueType? = nil, requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default, optionsProvider: some DynamicOptionsProvider
    ) {
        self.init(
            title: title, description: description, default: defaultValue, requestValueDialog: requestValueDialog,
            inputConnectionBehavior: inputConnectionBehavior)
    }
}
