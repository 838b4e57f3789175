/// The parameters of one intent instance, in declaration order, by name.
///
///     let parameters = IntentParameters(of: TrackIntake())
///     parameters.named("ounces")?.assign(8)
public struct IntentParameters: Sendable {
    /// One parameter and its name.
    public struct Entry: Sendable {
        /// The property's name without the wrapper's leading underscore.
        public let name: String
        /// The parameter itself, type forgotten.
        public let parameter: any AnyParameter

        /// A parameter and the name phrases and answers know it by.
        public init(name: String, parameter: any AnyParameter) {
            self.name = name
            self.parameter = parameter
        }
    }

    /// The parameters in declaration order.
    public let entries: [Entry]

    /// Parameters declared some other way than as properties (an app file's).
    public init(entries: [Entry]) {
        self.entries = entries
    }

    /// Reads the `@Parameter` properties of `intent`.
    public init(of intent: some Intent) {
        entries = Mirror(reflecting: intent).children.compactMap { child in
            guard let label = child.label, let parameter = child.value as? any AnyParameter else {
                return nil
            }
            let name = label.hasPrefix("_") ? String(label.dropFirst()) : label
            return Entry(name: name, parameter: parameter)
        }
    }

    /// The parameter with this property name, if any.
    public func named(_ name: String) -> (any AnyParameter)? {
        entries.first { $0.name == name }?.parameter
    }

    /// The name of the parameter a key path leads to on `intent`.
    public func name<I: Intent>(of keyPath: PartialKeyPath<I>, on intent: I) -> String? {
        guard let parameter = intent[keyPath: keyPath] as? any AnyParameter else { return nil }
        return entries.first { $0.parameter.storageID == parameter.storageID }?.name
    }
}
