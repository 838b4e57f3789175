/// What bounding a template's score reads (`TemplateAligner.scoreLimits`), for every template in
/// one table of small parts. An utterance bounds every template of the app it names; the
/// templates of an app lie side by side here, so bounding them reads memory in order instead of
/// chasing each template's own arrays.
struct TemplateBounds: Sendable {
    /// One part of a template, with what skipping it depends on, in four bytes: the table holds
    /// every part of every template.
    struct Part: Sendable {
        enum Kind: UInt32, Sendable { case word, app, numberSlot, valueSlot }

        struct Traits: OptionSet, Sendable {
            let rawValue: UInt32
            static let small = Traits(rawValue: 1 << 0)
            static let article = Traits(rawValue: 1 << 1)
            /// The app's place follows.
            static let beforeApp = Traits(rawValue: 1 << 2)
            /// The app's place follows or comes before.
            static let besideApp = Traits(rawValue: 1 << 3)
            /// The phrase's verb (`CompiledTemplate.leadingWord`).
            static let leadingWord = Traits(rawValue: 1 << 4)
            /// Names a text parameter (`CompiledTemplate.textPlaces`).
            static let textPlace = Traits(rawValue: 1 << 5)
            /// The verb's particle, right after it ("on" of "Turn on the lights": `VerbParticles`).
            static let verbParticle = Traits(rawValue: 1 << 6)
        }

        /// Word and vocabulary numbers a part holds are below this.
        static let idLimit: Int32 = 1 << 23

        /// The kind in the top two bits, the traits in the next seven, the number in the rest.
        private let bits: UInt32

        init(kind: Kind, traits: Traits, id: Int32) {
            precondition(id >= 0 && id < Self.idLimit, "a registry of more than 8 million words or vocabularies")
            bits = kind.rawValue << 30 | traits.rawValue << 23 | UInt32(id)
        }

        var kind: Kind { Kind(rawValue: bits >> 30)! }
        var traits: Traits { Traits(rawValue: bits >> 23 & 0x7F) }
        /// The word's number, or the slot's vocabulary.
        var id: Int32 { Int32(bits & 0x7F_FFFF) }
    }

    /// A template's own facts, and where its parts lie in `parts`.
    struct Facts: Sendable {
        var weight: Double
        var app: Int32
        /// The template's shortcut, when its phrases open with more than one verb; -1 otherwise.
        var shortcutOfSeveralVerbs: Int32
        /// The phrase's verb (`leadingWord`), or -1.
        var verb: Int32
        var refundsOnlySaidParts: Bool
        var sharesWordWithAppName: Bool
        var partsStart: Int32
        var partsEnd: Int32
    }

    let parts: [Part]
    /// By template number.
    let templates: [Facts]

    init(_ compiled: [CompiledTemplate], wordFacts: [WordFacts], vocabularies: [CompiledVocabulary], shortcutVerbs: [[Int32]]) {
        var parts: [Part] = []
        parts.reserveCapacity(compiled.reduce(0) { $0 + $1.elements.count })
        var templates: [Facts] = []
        templates.reserveCapacity(compiled.count)
        for template in compiled {
            let elements = template.elements
            let start = parts.count
            var verb: Int32 = -1
            for (position, element) in elements.enumerated() {
                var traits: Part.Traits = []
                if position + 1 < elements.count && elements[position + 1].isApp { traits.formUnion([.beforeApp, .besideApp]) }
                if position > 0 && elements[position - 1].isApp { traits.insert(.besideApp) }
                if template.textPlaces[position] != nil { traits.insert(.textPlace) }
                switch element {
                case .word(let id, let isSmall):
                    if isSmall { traits.insert(.small) }
                    if wordFacts[Int(id)].isArticle { traits.insert(.article) }
                    if wordFacts[Int(id)].isVerbParticle, template.leadingWord >= 0, position == template.leadingWord + 1 {
                        traits.insert(.verbParticle)
                    }
                    if position == template.leadingWord {
                        traits.insert(.leadingWord)
                        verb = id
                    }
                    parts.append(Part(kind: .word, traits: traits, id: id))
                case .app:
                    parts.append(Part(kind: .app, traits: traits, id: 0))
                case .slot(_, let vocabulary):
                    let kind: Part.Kind = vocabularies[Int(vocabulary)].isNumber ? .numberSlot : .valueSlot
                    parts.append(Part(kind: kind, traits: traits, id: vocabulary))
                }
            }
            templates.append(Facts(
                weight: template.weight, app: template.app,
                shortcutOfSeveralVerbs: shortcutVerbs[Int(template.shortcut)].count > 1 ? template.shortcut : -1, verb: verb,
                refundsOnlySaidParts: template.refundsOnlySaidParts, sharesWordWithAppName: template.sharesWordWithAppName,
                partsStart: Int32(start), partsEnd: Int32(parts.count)))
        }
        self.parts = parts
        self.templates = templates
    }
}
