import HarkKit

/// What the matcher is built from: every App Shortcut phrase and user shortcut, and where each leads.
/// A phrase with an entity parameter is expanded to the entities its app last reported, and left
/// out until the app has reported any.
///
///     let index = PhraseIndex(catalog: catalog, installed: ["Hydrator"], userShortcuts: shortcuts, entities: entities)
///     index.target(of: candidate.shortcutID)   // .appShortcut(...) or .userShortcut(...)
struct PhraseIndex: Sendable {
    enum Target: Sendable {
        case appShortcut(ShortcutEntry)
        case userShortcut(UserShortcut)
    }

    let templates: [PhraseTemplate]
    let matcher: PhraseMatcher
    private let targets: [String: Target]
    /// App Shortcuts with a phrase left out because their app has reported none of the entities
    /// it names yet (a signed-out app, say).
    private let waitingForEntities: Set<String>

    /// With `deviceStrict`, phrases a device would not accept (a number or date slot, as
    /// `hark doctor --device` lists them) are left out.
    init(
        catalog: AppCatalog, installed: Set<String>, userShortcuts: [UserShortcut], entities: EntitySnapshot,
        deviceStrict: Bool = false
    ) {
        var templates: [PhraseTemplate] = []
        var targets: [String: Target] = [:]
        var waitingForEntities: Set<String> = []
        for app in catalog.apps where installed.contains(app.name) {
            for shortcut in app.shortcuts {
                let vocabularies = Self.vocabularies(of: shortcut.intent.parameters)
                let refused = Set(
                    shortcut.intent.parameters.entries.filter { DeviceRules.refusedKind($0.parameter.valueKind) != nil }.map(\.name))
                let entities = entities.vocabularies(of: shortcut.id)
                targets[shortcut.id] = .appShortcut(shortcut)
                for phrase in shortcut.phrases {
                    // What this phrase has no place for ("Reserve 2 rye" for "Reserve a {loaf} loaf" says
                    // the loaves another phrase places); a device fills only what some phrase places.
                    let loose = Self.looseValues(
                        of: shortcut.intent.parameters, besides: deviceStrict ? shortcut.phrases : [phrase], entities: entities.known)
                    let named = Set(PhraseSlots.names(in: phrase))
                    if !named.isDisjoint(with: entities.unknown) {
                        waitingForEntities.insert(shortcut.id)
                        continue
                    }
                    let slots = vocabularies.merging(entities.known) { $1 }.filter { named.contains($0.key) }
                    if deviceStrict && !named.isDisjoint(with: refused) { continue }
                    templates.append(
                        PhraseTemplate(
                            shortcutID: shortcut.id, appName: app.name, appSynonyms: app.synonyms,
                            text: phrase, slots: slots, isConsequential: shortcut.intent.isConsequential,
                            looseValues: loose, intentID: shortcut.intent.id(in: app.name)))
                }
            }
        }
        for shortcut in userShortcuts {
            guard let intent = catalog.intent(id: shortcut.intentID), installed.contains(intent.app.name) else {
                continue
            }
            let id = "user:\(shortcut.phrase.lowercased())"
            targets[id] = .userShortcut(shortcut)
            templates.append(PhraseTemplate(
                shortcutID: id, appName: intent.app.name, text: shortcut.phrase, isConsequential: intent.intent.isConsequential,
                intentID: shortcut.fixedValues.isEmpty ? shortcut.intentID : nil))
        }
        self.templates = templates
        self.targets = targets
        self.waitingForEntities = waitingForEntities
        matcher = PhraseMatcher(templates: templates)
    }

    func target(of shortcutID: String) -> Target? { targets[shortcutID] }

    /// Whether a phrase of this App Shortcut is left out until its app reports entities.
    func isWaitingForEntities(_ shortcutID: String) -> Bool { waitingForEntities.contains(shortcutID) }

    /// The whole numbers each parameter of an App Shortcut's intent takes, where declared.
    func wholeNumberRanges(of shortcutID: String) -> [String: ClosedRange<Int>] {
        guard case .appShortcut(let shortcut)? = target(of: shortcutID) else { return [:] }
        var ranges: [String: ClosedRange<Int>] = [:]
        for entry in shortcut.intent.parameters.entries {
            ranges[entry.name] = entry.parameter.wholeNumberRange
        }
        return ranges
    }

    /// The numbers, the day, the choices, the entities (those the app reported, `entities`) and
    /// the text an intent takes that none of `phrases` has a place for.
    static func looseValues(
        of parameters: IntentParameters, besides phrases: [String], entities: [String: SlotVocabulary]
    ) -> LooseValues {
        let placed = Set(phrases.flatMap { PhraseSlots.names(in: $0) })
        var loose = LooseValues()
        var days: [String] = []
        var texts: [String] = []
        var counters: [LooseValues.Counter] = []
        var numbers: [String] = []
        for entry in parameters.entries where [.integer, .number].contains(entry.parameter.valueKind) {
            let words = ParameterWords(entry.parameter, named: entry.name)
            loose.numberParameterWords[entry.name] = words.all
            loose.measures[entry.name] = words.measure
            if words.readsHourOfDay { loose.hourOfDayParameters.append(entry.name) }
            if entry.parameter.valueKind == .integer {
                loose.wholeNumberParameters.insert(entry.name)
                loose.wholeNumberUnits[entry.name] = entry.parameter.unit
            } else if Prices.takesCents(entry.parameter) {
                loose.pricesWithCents.insert(entry.name)
            }
        }
        let tops = parameters.entries.compactMap { entry in entry.parameter.wholeNumberRange.map { ($0.upperBound, entry.name) } }
        for (top, name) in tops where tops.filter({ $0.0 == top }).count == 1 { loose.scaleTops[top] = name }
        loose.listParameters = Set(parameters.entries.filter { $0.parameter.isList }.map(\.name))
        for entry in parameters.entries where !placed.contains(entry.name) {
            switch entry.parameter.valueKind {
            case .integer, .number:
                numbers.append(entry.name)
                if entry.parameter.valueKind == .integer, let unit = entry.parameter.unit, !UnitWords.isUnit(unit) {
                    counters.append(LooseValues.Counter(parameter: entry.name, unit: unit))
                } else if entry.parameter.valueKind == .integer, ParameterWords(entry.parameter, named: entry.name).countsWhatIsSaid {
                    counters.append(LooseValues.Counter(parameter: entry.name, unit: nil))
                }
                for word in ParameterWords(entry.parameter, named: entry.name).all where loose.numberWords[word] == nil {
                    loose.numberWords[word] = entry.name
                }
            case .date: days.append(entry.name)
            case .choice: loose.choices[entry.name] = SlotVocabulary(entry.parameter.valueKind)
            case .boolean:
                let title = TextNormalizer.tokens(entry.parameter.title, strippingPoliteness: false)
                loose.choices[entry.name] = .yesOrNo(saying: title)
                loose.yesOrNoTitles[entry.name] = title
            case .entity: loose.choices[entry.name] = entities[entry.name]
            case .text:
                texts.append(entry.name)
                for word in ParameterWords(entry.parameter, named: entry.name).all where loose.textWords[word] == nil {
                    loose.textWords[word] = entry.name
                }
            }
        }
        let identifiers = numbers.filter { name in
            guard let entry = parameters.entries.first(where: { $0.name == name }), entry.parameter.valueKind == .integer,
                entry.parameter.unit == nil
            else { return false }
            let words = ParameterWords(entry.parameter, named: name)
            return !words.readsHourOfDay && !words.countsWhatIsSaid && words.measure == nil
        }
        loose.identifier = identifiers.count == 1 ? identifiers[0] : nil
        loose.dayParameter = days.count == 1 ? days[0] : nil
        loose.counter = counters.count == 1 ? counters[0] : nil
        loose.onlyNumberParameter = numbers.count == 1 ? numbers[0] : nil
        if texts.count == 1 {
            loose.onlyTextParameter = texts[0]
            for word in LooseValues.indefinites { loose.textWords[word] = texts[0] }
        }
        return loose
    }

    /// The slot vocabularies of an intent's parameters that phrases can name.
    static func vocabularies(of parameters: IntentParameters) -> [String: SlotVocabulary] {
        var vocabularies: [String: SlotVocabulary] = [:]
        for entry in parameters.entries {
            if let vocabulary = SlotVocabulary(entry.parameter.valueKind) {
                vocabularies[entry.name] = vocabulary
            }
        }
        return vocabularies
    }
}

extension SlotVocabulary {
    /// A date parameter's vocabulary: the days said in words, each read again against the clock.
    static let days = SlotVocabulary.values(DayWords.spoken.map { day in
        SlotValue(canonical: day, spoken: [day] + DayWords.abbreviations.filter { $0.value == day }.map(\.key).sorted())
    })

    /// A yes/no parameter's vocabulary outside its phrase: its title's words said after "with"
    /// are yes ("with a coach", "with the tuner"), after "no" or "without" no ("no coach",
    /// "without the tuner").
    static func yesOrNo(saying title: [String]) -> SlotVocabulary {
        let said = title.joined(separator: " ")
        let determined = ["", "a ", "an ", "the ", "my "].map { $0 + said }
        return .values([
            SlotValue(canonical: "true", spoken: determined.map { "with \($0)" }),
            SlotValue(canonical: "false", spoken: ["no \(said)"] + determined.map { "without \($0)" }),
        ])
    }

    /// The vocabulary for a kind of value, when values of that kind can be named in a phrase.
    init?(_ kind: ValueKind) {
        switch kind {
        case .integer, .number: self = .number
        case .date: self = .days
        case .choice(let options):
            self = .values(options.map { SlotValue(canonical: $0.id, spoken: [$0.title] + $0.synonyms) })
        case .boolean, .text, .entity: return nil
        }
    }
}

extension PhraseIndex {
    /// Every installed app's name and synonyms as said, lowercased ("hydrator", "coffee bar").
    var spokenAppNames: Set<String> {
        var names: Set<String> = []
        for template in templates where !names.contains(UniversalWords.fold(template.appName)) {
            names.insert(UniversalWords.fold(template.appName))
            names.formUnion(template.appSynonyms.map(UniversalWords.fold))
        }
        return names
    }
}
