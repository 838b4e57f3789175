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
        /// Whether Hark asks for it before the intent runs when it has no value: as declared, or
        /// by the dialect (every parameter of an `Intent`, the non-optional ones of an `AppIntent`).
        public let isRequired: Bool

        /// A parameter and the name phrases and answers know it by; required as it declares,
        /// else unless it is optional.
        public init(name: String, parameter: any AnyParameter, isRequired: Bool? = nil) {
            self.name = name
            self.parameter = parameter
            self.isRequired = isRequired ?? parameter.requirement ?? !parameter.isOptional
        }
    }

    /// The parameters in declaration order.
    public let entries: [Entry]

    /// Parameters declared some other way than as properties (an app file's).
    public init(entries: [Entry]) {
        self.entries = entries
    }

    /// Reads the `@Parameter` properties of `intent`, and whether each is required in its dialect.
    public init(of intent: some DeclaredIntent) {
        let requiredByDefault = { (parameter: any AnyParameter) in !(intent is any AppIntent) || !parameter.isOptional }
        entries = Mirror(reflecting: intent).children.compactMap { child in
            guard let label = child.label, let parameter = child.value as? any AnyParameter else {
                return nil
            }
            let name = label.hasPrefix("_") ? String(label.dropFirst()) : label
            return Entry(name: name, parameter: parameter, isRequired: parameter.requirement ?? requiredByDefault(parameter))
        }
    }

    /// The parameter with this property name, if any.
    public func named(_ name: String) -> (any AnyParameter)? {
        entries.first { $0.name == name }?.parameter
    }

    /// The name of the parameter a key path leads to on `intent`.
    public func name<I: DeclaredIntent>(of keyPath: PartialKeyPath<I>, on intent: I) -> String? {
        guard let parameter = intent[keyPath: keyPath] as? any AnyParameter else { return nil }
        return entries.first { $0.parameter.storageID == parameter.storageID }?.name
    }
}
