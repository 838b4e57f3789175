extension String {
    /// How a device's keyboard takes a text parameter (App Intents' `String.IntentInputOptions`);
    /// Hark reads typed or spoken words, so it keeps them only.
    public struct IntentInputOptions: Sendable {
        /// The keyboard a device shows.
        public enum KeyboardType: Sendable {
            /// The usual keyboard.
            case `default`
            /// Letters of ASCII only.
            case asciiCapable
            /// Numbers and punctuation.
            case numbersAndPunctuation
            /// For web addresses.
            case URL
            /// Digits.
            case numberPad
            /// A telephone's keys.
            case phonePad
            /// For email addresses.
            case emailAddress
            /// Digits and a decimal point.
            case decimalPad
        }

        /// Which letters a device capitalises.
        public enum CapitalizationType: Sendable {
            /// No capitals.
            case none
            /// Each word's first letter.
            case words
            /// Each sentence's first letter.
            case sentences
            /// Every letter.
            case allCharacters
        }

        /// The keyboard.
        public var keyboardType: KeyboardType
        /// The capitalisation.
        public var capitalizationType: CapitalizationType
        /// Whether the text spans several lines.
        public var multiline: Bool
        /// Whether a device corrects spelling.
        public var autocorrect: Bool?
        /// Whether a device checks spelling.
        public var spellCheck: Bool?
        /// Whether smart quotes are used.
        public var smartQuotes: Bool?
        /// Whether smart dashes are used.
        public var smartDashes: Bool?

        /// Options for a device's keyboard.
        public init(
            keyboardType: KeyboardType = .default, capitalizationType: CapitalizationType = .sentences,
            multiline: Bool = false, autocorrect: Bool? = nil, smartQuotes: Bool? = nil, smartDashes: Bool? = nil,
            spellCheck: Bool? = nil
        ) {
            self.keyboardType = keyboardType
            self.capitalizationType = capitalizationType
            self.multiline = multiline
            self.autocorrect = autocorrect
            self.spellCheck = spellCheck
            self.smartQuotes = smartQuotes
            self.smartDashes = smartDashes
        }
    }
}

extension Bool {
    /// The names of a Bool parameter's two values (`On` and `Off`), said back in their place.
    public struct IntentDisplayName: Sendable, Hashable {
        /// The name of true.
        public let trueName: LocalizedStringResource
        /// The name of false.
        public let falseName: LocalizedStringResource

        /// Names for true and false.
        public init(true trueName: LocalizedStringResource, false falseName: LocalizedStringResource) {
            self.trueName = trueName
            self.falseName = falseName
        }
    }
}

extension Parameter where Value.ValueType == String {
    /// A text parameter with options for a device's keyboard, which Hark keeps only.
    public init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        default defaultValue: String? = nil, inputOptions: String.IntentInputOptions,
        requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title: title, description: description, default: defaultValue, requestValueDialog: requestValueDialog,
            inputConnectionBehavior: inputConnectionBehavior)
    }
}

extension Parameter where Value.ValueType == Bool {
    /// A yes-or-no parameter whose values have names ("On", "Off"): the person may answer with
    /// them as with yes and no.
    public init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Bool? = nil,
        displayName: Bool.IntentDisplayName, requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        let names = [displayName.trueName.lowercased(): true, displayName.falseName.lowercased(): false]
        self.init(
            title: title, description: description, prompt: requestValueDialog, requirement: nil, isSensitive: false,
            default: defaultValue,
            reader: { answer in
                if case .text(let said) = answer, let value = names[said.trimmingCharacters(in: .whitespaces).lowercased()] {
                    return value
                }
                return Bool(answer: answer)
            })
    }
}
