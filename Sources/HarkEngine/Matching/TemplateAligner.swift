/// Aligns an utterance with one template at the least cost (a small edit-distance table
/// over utterance tokens × template parts) and reads the slot values off the alignment.
struct TemplateAligner {
    let registry: CompiledRegistry
    let reading: UtteranceReading
    /// Vocabularies whose values were looked for in the utterance, and what was found, in step:
    /// an utterance reads a few dozen vocabularies at most, found faster by a scan than a hash.
    private var readVocabularies: [Int32] = []
    private var valueSpans: [SaidValues] = []
    /// The cells of the alignment table, kept between alignments.
    private let table = AlignmentTable()
    /// What filling the table reads of each part of the template being aligned, and of the place
    /// after its last, kept between alignments.
    private var columns: [Column] = []
    /// What each utterance word the template being aligned does not account for costs wherever
    /// it comes (NaN when that depends on where), kept between alignments.
    private var tokenExtraCosts: [Double] = []

    init(registry: CompiledRegistry, reading: UtteranceReading) {
        self.registry = registry
        self.reading = reading
    }

    /// How well template `templateIndex` can fit at best, both limits worked out in one pass
    /// over its parts.
    ///
    /// `ceiling` is a score no alignment can beat: the template's words and slots that the
    /// utterance cannot supply must be skipped, at their full cost. It orders and prunes templates.
    /// `bound` is a score no alignment reaches, whatever it reads after the alignment; nil when no
    /// such bound is known (`CompiledTemplate.refundsOnlySaidParts`). It allows besides for a
    /// small word before the app's place taken as a word tying the app ("in Hearth" for "with {app}").
    mutating func scoreLimits(_ templateIndex: Int32) -> (ceiling: Double, bound: Double?) {
        let index = Int(templateIndex)
        let facts = registry.bounds.templates[index]
        let floor = floorCosts(of: index, facts: facts)
        let weight = max(facts.weight, 1)
        let bound = facts.refundsOnlySaidParts ? max(0, 1 - floor.tyingApp / weight) : nil
        return (max(0, 1 - floor.strict / weight), bound)
    }

    /// What the words and slots of template `index` that the utterance cannot supply cost at the
    /// least: `strict`, each at its cost; `tyingApp`, a small word before the app's place at most
    /// `appConnector`. Reads the template's parts from `registry.bounds`.
    private mutating func floorCosts(of index: Int, facts: TemplateBounds.Facts) -> (strict: Double, tyingApp: Double) {
        var strict = 0.0
        var tyingApp = 0.0
        func add(_ skipped: Double, _ skippedTyingApp: Double, takesText: Bool = false) {
            strict += takesText ? min(skipped, MatchCosts.textInPlace) : skipped
            tyingApp += takesText ? min(skippedTyingApp, MatchCosts.textInPlace) : skippedTyingApp
        }
        for position in Int(facts.partsStart)..<Int(facts.partsEnd) {
            let part = registry.bounds.parts[position]
            switch part.kind {
            case .word:
                if !reading.says(part.id) {
                    var skipped = skipCost(of: part, namedElsewhere: namesAppElsewhere(template: index, facts: facts),
                                           saysVerb: facts.verb >= 0 && reading.says(facts.verb))
                    if facts.shortcutOfSeveralVerbs >= 0, part.traits.contains(.leadingWord),
                        saysOtherVerb(of: facts.shortcutOfSeveralVerbs, than: part.id) {
                        skipped = min(skipped, MatchCosts.synonym)
                    }
                    let tiesApp = part.traits.isSuperset(of: [.small, .beforeApp])
                    // A phrase with no verb may take text (`saysVerb` asks more of it: a floor may be low).
                    let takesText = part.traits.contains(.textPlace) && (facts.verb < 0 || reading.says(facts.verb))
                    add(skipped, tiesApp ? min(skipped, MatchCosts.appConnector) : skipped, takesText: takesText)
                }
            case .app:
                if !reading.mayNameAnyApp && !reading.namedApps.contains(facts.app) {
                    add(MatchCosts.missingApp, MatchCosts.missingApp)
                }
            case .numberSlot:
                if !reading.saysNumber { add(missingSlotCost(isNumber: true), missingSlotCost(isNumber: true)) }
            case .valueSlot:
                if !saysSomeValue(of: part.id) { add(missingSlotCost(isNumber: false), missingSlotCost(isNumber: false)) }
            }
        }
        return (strict, tyingApp)
    }

    /// `namesAppElsewhere` of template `index`, reading the template itself only when its bounding
    /// facts do not tell.
    private func namesAppElsewhere(template index: Int, facts: TemplateBounds.Facts) -> Bool {
        guard reading.whollyNamedApps.contains(facts.app) else { return false }
        if !facts.sharesWordWithAppName || reading.appsNamedTwice.contains(facts.app) || reading.isTerse { return true }
        return namesAppElsewhere(registry.templates[index])
    }

    /// The best alignment of the utterance with template `templateIndex`.
    ///
    /// With `readingUnknownApp`, the app's place may instead hold a word the registry does not
    /// know, when the template's own words stand right around it ("Skip ahead in Nimbly"):
    /// such an alignment is marked `usedUnknownApp`, and nil if it does not use one.
    mutating func align(_ templateIndex: Int32, readingUnknownApp: Bool = false) -> Alignment? {
        let template = registry.templates[Int(templateIndex)]
        let elements = template.elements
        let n = reading.tokens.count
        let m = elements.count
        let width = m + 1
        let cells = (n + 1) * width
        let namedElsewhere = namesAppElsewhere(template)
        let takesText = !template.textPlaces.isEmpty && saysVerb(of: template)
        // The verbs the shortcut's phrases open with, when more than one: another may stand in the
        // phrase's verb column.
        let shortcutVerbs = registry.shortcutVerbs[Int(template.shortcut)]
        let verbMateColumn = shortcutVerbs.count > 1 ? template.leadingWord : -1
        let textFrom = takesText ? textStart(of: template) : 0
        let textBefore = takesText ? textEnd(of: template, from: textFrom) : n
        fillColumns(of: template, partsStart: Int(registry.bounds.templates[Int(templateIndex)].partsStart),
                    namedElsewhere: namedElsewhere, takesText: takesText)
        tokenExtraCosts.removeAll(keepingCapacity: true)
        for i in 0..<n {
            tokenExtraCosts.append(extraCostAnywhere(token: i, template: template, namedElsewhere: namedElsewhere) ?? .nan)
        }
        let extraCostsAnywhere = tokenExtraCosts
        let columns = columns
        let saidSpans = valueSpans
        table.reset(cells: cells)
        let cost = table.cost
        let step = table.step
        func relax(_ from: Int, to: Int, cost newCost: Double, step newStep: Step) {
            if newCost < cost[to] {
                cost[to] = newCost
                var recorded = newStep
                recorded.from = Int32(from)
                step[to] = recorded
            }
        }

        for i in 0...n {
            for j in 0...m {
                let here = i * width + j
                let base = cost[here]
                if base == .infinity { continue }
                if i < n {
                    let anywhere = extraCostsAnywhere[i]
                    let extra = anywhere.isNaN
                        ? extraCost(token: i, at: columns[j].extraPlace, reachedBy: here == 0 ? nil : step[here].kind)
                        : anywhere
                    relax(here, to: here + width, cost: base + extra, step: Step(kind: .extra))
                }
                guard j < m else { continue }
                let column = columns[j]
                relax(here, to: here + 1, cost: base + column.skipCost, step: Step(kind: .skip))
                switch elements[j] {
                case .word(let word, _):
                    if i < n, column.tiesApp, reading.isAppConnector[i] {
                        // "in Hearth" for "with {app}": which small word ties the app's name matters little.
                        relax(here, to: here + width + 1, cost: base + MatchCosts.appConnector, step: Step(kind: .word))
                    }
                    if i < n, let typos = reading.typos(at: i, matching: word) {
                        relax(here, to: here + width + 1, cost: base + Double(typos) * MatchCosts.typo,
                              step: Step(kind: .word))
                    } else if i < n, reading.synonymIDs[i].contains(word)
                        || j == verbMateColumn && reading.ids[i] != word && shortcutVerbs.contains(reading.ids[i]) {
                        relax(here, to: here + width + 1, cost: base + MatchCosts.synonym, step: Step(kind: .word))
                    }
                    if column.takesText, i < n, i >= textFrom, i < textBefore, let longest = longestText(at: i) {
                        // "the passports" for "an item", or "the hobbit book" for "a book".
                        // After "titled", "named" or "called", a verb is a word of the name ("titled
                        // quarterly update").
                        var named = false
                        for length in 1...longest {
                            guard i + length <= n, mayBeText(i + length - 1, isNamed: named) else { break }
                            let said = reading.tokens[i + length - 1]
                            if said != "as", LooseValues.namers.contains(said) { named = true }
                            let takes = i + length < n && reading.typos(at: i + length, matching: word) != nil ? length + 1 : length
                            relax(here, to: here + takes * width + 1, cost: base + MatchCosts.textInPlace, step: Step(kind: .text))
                        }
                    }
                case .app:
                    guard i < n else { continue }
                    for mention in reading.appMentions where mention.start == i && mention.app == template.app {
                        let mentionCost = Double(mention.typos) * MatchCosts.typo
                            + (mention.isPartial ? MatchCosts.partialAppName : 0)
                        relax(here, to: here + mention.length * width + 1, cost: base + mentionCost,
                              step: Step(kind: .app))
                    }
                    let followsOwnWord = (i == 0 && j == 0) || (i > 0 && j > 0 && step[here].kind == .word)
                    if readingUnknownApp, reading.isUnknown[i], followsOwnWord {
                        let twoWords = i + 1 < n && (reading.isAppSuffix[i + 1] || reading.isUnknown[i + 1])
                        for length in 1...(twoWords ? 2 : 1) {
                            relax(here, to: here + length * width + 1, cost: base + MatchCosts.unknownApp,
                                  step: Step(kind: .unknownApp))
                        }
                    }
                case .slot(let name, _):
                    guard i < n else { continue }
                    if let said = column.saidValues {
                        // No value said: no table of where (`saidValues(of:)`).
                        guard saidSpans[said].saysSome else { continue }
                        for span in saidSpans[said].byStart[i] {
                            relax(here, to: here + span.length * width + 1,
                                  cost: base + Double(span.typos) * MatchCosts.typo,
                                  step: Step(kind: .value, value: span.value))
                        }
                    } else if let number = reading.numbers[i],
                        numberFill(number, at: i, for: name, in: template, besides: wordAfter(j, in: template),
                                   following: wordBefore(j, in: template)) != nil {
                        relax(here, to: here + number.tokenCount * width + 1, cost: base, step: Step(kind: .number))
                    }
                }
            }
        }
        let total = cost[cells - 1]
        guard total.isFinite,
              let found = alignment(of: templateIndex, template: template, totalCost: total, width: width, end: cells - 1),
              found.usedUnknownApp == readingUnknownApp
        else { return nil }
        return found
    }

    /// Whether the utterance says the phrase's verb (or an everyday word for it): only then may
    /// other words stand in for its text parameter ("rename the loft" is no "Add something").
    /// A phrase opening with a small word ("I left something on the ferry") needs another of its
    /// words said instead ("left", "ferry"): "goodbye Quayra" reports no lost "goodbye".
    private func saysVerb(of template: CompiledTemplate) -> Bool {
        if template.leadingWord >= 0, case .word(let verb, _) = template.elements[template.leadingWord] {
            return reading.says(verb) || saysVerbMate(of: template)
        }
        return template.elements.indices.contains { index in
            guard case .word(let word, false) = template.elements[index], template.textPlaces[index] == nil else { return false }
            return reading.says(word)
        }
    }

    /// Where a text value may start: after the phrase's verb, where the utterance says it ("my
    /// friend asked me to add to my list" leaves the words before "add" to no text).
    private func textStart(of template: CompiledTemplate) -> Int {
        guard template.leadingWord >= 0, case .word(let verb, _) = template.elements[template.leadingWord],
            let said = reading.ids.firstIndex(of: verb) ?? reading.ids.indices.first(where: { saysVerbMate(at: $0, of: template) })
        else { return 0 }
        return said + 1
    }

    /// Where a text value must start before: the app's name said after the verb with a name after
    /// it ("save a recipe in Cremalto called Sunrise" for "Save a recipe in {app}"), when the
    /// phrase places its text before the app. That name is read apart, as one said after
    /// "called" is (`takeNamedText`), never in the phrase's place.
    private func textEnd(of template: CompiledTemplate, from start: Int) -> Int {
        let tokens = reading.tokens
        guard start > 0, let app = template.elements.firstIndex(where: \.isApp),
            template.textPlaces.keys.allSatisfy({ $0 < app }),
            let named = (start..<tokens.count).first(where: { reading.exactAppAt[$0] == template.app })
        else { return tokens.count }
        let after = (named..<tokens.count).first { reading.exactAppAt[$0] != template.app } ?? tokens.count
        return after < tokens.count && LooseValues.namers.contains(tokens[after]) ? named : tokens.count
    }

    /// Whether utterance word `i` is the verb another phrase of the template's shortcut opens with
    /// ("withdraw" for "Retract my bid on lot {lot}" beside "Withdraw my bid"): the app's own other
    /// word for the action.
    private func saysVerbMate(at i: Int, of template: CompiledTemplate) -> Bool {
        let id = reading.ids[i]
        guard id >= 0, template.leadingWord >= 0, case .word(let verb, _) = template.elements[template.leadingWord], id != verb
        else { return false }
        return registry.shortcutVerbs[Int(template.shortcut)].contains(id)
    }

    /// Whether the utterance says, anywhere, the verb another phrase of the template's shortcut opens with.
    private func saysVerbMate(of template: CompiledTemplate) -> Bool {
        guard template.leadingWord >= 0, case .word(let verb, _) = template.elements[template.leadingWord] else { return false }
        return saysOtherVerb(of: template.shortcut, than: verb)
    }

    /// Whether the utterance says, anywhere, a verb a phrase of `shortcut` opens with besides `verb`.
    private func saysOtherVerb(of shortcut: Int32, than verb: Int32) -> Bool {
        registry.shortcutVerbs[Int(shortcut)].contains { $0 != verb && reading.says($0) }
    }

    /// How many words from `i` on a text value said in place of a phrase's word may take: none
    /// when they say where something goes ("to the budget", "the budget" after "to"), one when
    /// they open with a pronoun, which is a thing by itself ("it", not "it to the budget").
    private func longestText(at i: Int) -> Int? {
        var before = i - 1
        if before >= 0, Self.determiners.contains(reading.tokens[before]) { before -= 1 }
        if Self.destinations.contains(reading.tokens[i]) || before >= 0 && Self.destinations.contains(reading.tokens[before]) {
            return nil
        }
        return Self.pronouns.contains(reading.tokens[i]) ? 1 : MatchCosts.textPlaceWords
    }

    private static let destinations: Set<String> = ["to", "into", "onto"]
    /// Words before a text value that are no part of it; static, as a literal `[…].contains` makes
    /// its array on every call.
    private static let determiners = ["the", "a", "an", "my", "our", "your"]
    /// Words that stand for a thing said before, which a text value said alone cannot be.
    private static let pronouns: Set<String> = ["it", "them"]
    /// Words that stand for a person said before or present ("add him to the whitelist"): a
    /// name said alone cannot be one.
    private static let personalPronouns: Set<String> = ["him", "her", "me", "us", "you"]
    /// Words that stand for anyone or anything ("add someone to my policy"): a text value that
    /// opens with one names nothing.
    private static let indefinites: Set<String> = ["someone", "somebody", "anyone", "anybody", "something", "anything"]

    /// Whether utterance word `i` may be part of a text value: not a number or what it counts
    /// ("30 days"), a day, a verb (unless `isNamed`: said after "named"), a value of some slot,
    /// an app's name or a word tying one ("from" in "… from Presently").
    private func mayBeText(_ i: Int, isNamed: Bool = false) -> Bool {
        reading.numbers[i] == nil && !reading.countsNumber[i] && (isNamed || !reading.isVerb[i])
            && reading.exactAppAt[i] < 0 && reading.looseAppAt[i] < 0
            && !reading.isAppConnector[i] && !DayWords.namesDay(reading.tokens[i])
            && (reading.ids[i] < 0 || !registry.wordFacts[Int(reading.ids[i])].isValueWord)
    }

    /// Whether the utterance names the template's app outside its place: by its whole name, and
    /// twice when one of the phrase's own words is the name ("start a workout" alone names no app),
    /// unless it was named by a form none of whose words the phrase says ("Stridora, log a run"
    /// where "my run club" is also its name). Said tersely, the name first or last is the app's
    /// ("workout clear suggestions").
    private func namesAppElsewhere(_ template: CompiledTemplate) -> Bool {
        guard reading.whollyNamedApps.contains(template.app) else { return false }
        if !template.sharesWordWithAppName || reading.appsNamedTwice.contains(template.app) || reading.isTerse { return true }
        return reading.appMentions.contains { mention in
            mention.app == template.app && !mention.isPartial
                && !reading.ids[mention.start..<(mention.start + mention.length)].contains { id in
                    template.elements.contains { element in
                        if case .word(let word, _) = element { word == id } else { false }
                    }
                }
        }
    }

    /// What leaving a slot empty costs: less when said tersely ("wallet pay"), as Hark asks for it.
    private func missingSlotCost(isNumber: Bool) -> Double {
        if reading.isTerse { return MatchCosts.terseMissingValue }
        return isNumber ? MatchCosts.missingNumberSlot : MatchCosts.missingValueSlot
    }

    /// What leaving out template word `part` costs: the verb less when a frame stood for it
    /// or nothing else was said in its place, and its particle nothing after a frame when the
    /// verb is not said (`saysVerb`); a small word of the app's place nothing when the app was
    /// named elsewhere (`namedElsewhere`, read only then).
    private func skipCost(of part: TemplateBounds.Part, namedElsewhere: @autoclosure () -> Bool, saysVerb: Bool) -> Double {
        // Where a frame stands for the verb ("I need the lights on"), it stands for its particle too.
        if part.traits.contains(.verbParticle) && reading.hasFrame && !saysVerb { return 0 }
        if part.traits.contains(.small) {
            if part.traits.contains(.besideApp) && namedElsewhere() { return MatchCosts.appConnector }
            if reading.isTerse { return MatchCosts.terseSmallWord }
            return part.traits.contains(.article) ? MatchCosts.missingArticle : MatchCosts.missingSmallWord
        }
        let isVerb = part.traits.contains(.leadingWord)
        if reading.isTerse {
            return isVerb ? MatchCosts.terseVerb : MatchCosts.terseContentWord
        }
        if isVerb {
            return reading.hasFrame ? MatchCosts.missingVerbAfterFrame : MatchCosts.missingVerb
        }
        return MatchCosts.missingContentWord
    }

    /// Where each value of `vocabulary` is said, by start position (computed once per utterance).
    mutating func spans(of vocabulary: Int32) -> [[ValueSpan]] {
        let said = valueSpans[saidValues(of: vocabulary)]
        return said.saysSome ? said.byStart : [[ValueSpan]](filledWith: [], count: reading.tokens.count)
    }

    /// Whether some value of `vocabulary` is said anywhere.
    mutating func saysSomeValue(of vocabulary: Int32) -> Bool {
        valueSpans[saidValues(of: vocabulary)].saysSome
    }

    /// Where in `valueSpans` the values of `vocabulary` said are, found first if need be.
    private mutating func saidValues(of vocabulary: Int32) -> Int {
        if let known = readVocabularies.firstIndex(of: vocabulary) { return known }
        let compiled = registry.vocabularies[Int(vocabulary)]
        // Made at the first value found: most vocabularies an utterance is bounded against say none.
        var found: [[ValueSpan]] = []
        func add(_ span: ValueSpan, at start: Int) {
            if found.isEmpty { found = [[ValueSpan]](filledWith: [], count: reading.tokens.count) }
            found[start].append(span)
        }
        for start in reading.tokens.indices {
            func addForms(startingWith first: Int32) {
                // Only a word of some value opens one of this vocabulary's.
                guard registry.wordFacts[Int(first)].isValueWord else { return }
                for formIndex in compiled.formsByFirstWord[first] ?? [] {
                    let form = compiled.forms[Int(formIndex)]
                    var typos = 0
                    var lastWordTypos = 0
                    var matched = true
                    for (offset, word) in form.words.enumerated() {
                        let position = start + offset
                        // "3 cokes", "dress shirts": a value's last word in the plural says it.
                        let saysPlural = position < reading.tokens.count && offset == form.words.count - 1
                            && reading.saysPlural(at: position, of: word)
                        guard position < reading.tokens.count,
                              let wordTypos = saysPlural ? 0 : reading.typos(at: position, matching: word)
                        else {
                            matched = false
                            break
                        }
                        typos += wordTypos
                        lastWordTypos = wordTypos
                    }
                    if matched && typos <= 1 {
                        add(ValueSpan(length: form.words.count, value: form.value, typos: typos), at: start)
                        // "a 30 day pass" for "Buy a {passType} pass": a value said whole may
                        // leave its last word to the phrase's word after the slot.
                        if form.words.count > 1 {
                            add(ValueSpan(length: form.words.count - 1, value: form.value, typos: typos - lastWordTypos), at: start)
                        }
                    }
                }
            }
            // "I am" (and "I'm") is the verb, never "am" for the morning.
            if start > 0, reading.tokens[start] == "am", reading.tokens[start - 1] == "i" { continue }
            // "open Stammora": a word tying the app's name that opens the request opens the app,
            // never a value ("open" for a public tree).
            if start == 0, reading.isAppConnector[0], reading.tokens.count > 1,
                reading.exactAppAt[1] >= 0 || reading.looseAppAt[1] >= 0 {
                continue
            }
            if reading.ids[start] >= 0 { addForms(startingWith: reading.ids[start]) }
            let plural = reading.valueInPlural[start]
            if plural >= 0 { addForms(startingWith: plural) }
            // A phrase's verb said is that verb, never a typo of a value ("log" is no "long").
            if reading.ids[start] < 0 || !registry.wordFacts[Int(reading.ids[start])].isLeadingVerb {
                for typo in reading.typoIDs[start] where typo != plural { addForms(startingWith: typo) }
            }
            if compiled.readsDays, DayWords.isDate(reading.tokens[start]) {
                add(ValueSpan(length: 1, value: ValueSpan.writtenDate, typos: 0), at: start)
            }
        }
        readVocabularies.append(vocabulary)
        valueSpans.append(SaidValues(byStart: found, saysSome: !found.isEmpty))
        return valueSpans.count - 1
    }

    /// Fills `columns` for `template`, whose parts start at `partsStart` in `registry.bounds`.
    private mutating func fillColumns(of template: CompiledTemplate, partsStart: Int, namedElsewhere: Bool, takesText: Bool) {
        let elements = template.elements
        let saysVerb = template.leadingWord >= 0 && reading.says(registry.bounds.parts[partsStart + template.leadingWord].id)
        columns.removeAll(keepingCapacity: true)
        for j in 0...elements.count {
            var column = Column(extraPlace: ExtraPlace(before: j, in: elements, vocabularies: registry.vocabularies))
            guard j < elements.count else {
                columns.append(column)
                break
            }
            switch elements[j] {
            case .word(_, let isSmall):
                column.skipCost = skipCost(of: registry.bounds.parts[partsStart + j], namedElsewhere: namedElsewhere,
                                           saysVerb: saysVerb)
                column.tiesApp = isSmall && j + 1 < elements.count && elements[j + 1].isApp
                column.takesText = takesText && template.textPlaces[j] != nil
            case .app:
                column.skipCost = namedElsewhere ? MatchCosts.appNamedElsewhere : MatchCosts.missingApp
            case .slot(_, let vocabulary):
                let isNumber = registry.vocabularies[Int(vocabulary)].isNumber
                column.skipCost = missingSlotCost(isNumber: isNumber)
                if !isNumber { column.saidValues = saidValues(of: vocabulary) }
            }
            columns.append(column)
        }
    }

    /// Where a vocabulary's values are said, worked out once per utterance.
    private struct SaidValues {
        /// Empty when no value is said.
        var byStart: [[ValueSpan]]
        var saysSome: Bool
    }

    private mutating func alignment(
        of templateIndex: Int32, template: CompiledTemplate, totalCost: Double, width: Int, end: Int
    ) -> Alignment? {
        var fills: [String: SlotFill] = [:]
        var saidAs: [String: String] = [:]
        var usedUnknownApp = false
        var cell = end
        var laterKind: Step.Kind?
        var extraCosts = [Double](filledWith: -1, count: reading.tokens.count)
        var skippedSlotCosts: [String: Double] = [:]
        var skippedWords: [(word: Int32, cost: Double)] = []
        var placedNumbers: [PlacedNumber] = []
        var placedValues: [PlacedValue] = []
        var saysTopicWord = false
        var saysPhraseWord = false
        var saysLeadingWord = false
        var topicWordsSaid: [Int32] = []
        var saysVerbOfAnotherPhrase = false
        var saysTextInPlace = false
        let partsStart = Int(registry.bounds.templates[Int(templateIndex)].partsStart)
        while cell != 0 {
            let taken = table.step[cell]
            defer { laterKind = taken.kind }
            let from = Int(taken.from)
            let i = from / width
            let j = from % width
            let tokensTaken = cell / width - i
            // A number the matcher cannot read (too large) is left for the conversation to refuse.
            if tokensTaken > 0, taken.kind == .value || (taken.kind == .number && reading.amount(at: i) != nil),
                case .slot(let name, _) = template.elements[j] {
                saidAs[name] = reading.said(i..<(i + tokensTaken))
            }
            switch taken.kind {
            case .unknownApp:
                // The template's next word must follow the unknown name directly.
                if let laterKind, laterKind != .word { return nil }
                usedUnknownApp = true
            case .number:
                if case .slot(let name, _) = template.elements[j], let span = reading.numbers[i],
                   case let fill?? = numberFill(
                       span, at: i, for: name, in: template, besides: wordAfter(j, in: template), following: wordBefore(j, in: template))
                {
                    fills[name] = fill
                    placedNumbers.append(PlacedNumber(slot: name, start: i, unit: wordAfter(j, in: template)))
                }
            case .value:
                if case .slot(let name, let vocabulary) = template.elements[j] {
                    let compiled = registry.vocabularies[Int(vocabulary)]
                    fills[name] = .value(valueName(taken.value, of: compiled, at: i))
                    placedValues.append(PlacedValue(slot: name, vocabulary: vocabulary, value: taken.value, words: i..<(i + tokensTaken)))
                }
            case .text:
                saysTextInPlace = true
                // A pronoun or a determiner alone ("find it", "redeem my gift card" for "Redeem a
                // gift card") stands in the phrase's place but names nothing: asked for; so do a
                // word of the phrase that names the parameter ("crew" of "Add a crew member") and
                // words opening with "someone" ("add someone to my home insurance").
                if case .word(let word, _) = template.elements[j], let name = template.textPlaces[j] {
                    let words = Array(reading.tokens[i..<(i + tokensTaken)])
                    // "invite my friend called Priya" for "Invite a friend": the phrase's own word
                    // is said, with the name; it says what the request is about.
                    if reading.ids[i..<(i + tokensTaken)].contains(word) { saysTopicWord = true }
                    let end = i + tokensTaken
                    let value = TextPlace.value(of: words, naming: template.looseValues,
                                                numberFollows: end < reading.tokens.count && reading.numbers[end] != nil)
                    if !Self.pronouns.contains(value) && !Self.personalPronouns.contains(value) && !Self.determiners.contains(value)
                        && !Self.indefinites.contains(String(value.prefix { $0 != " " }))
                        && template.looseValues.textParameter(namedBy: value) == nil {
                        fills[name] = .text(value)
                        saidAs[name] = words.joined(separator: " ")
                    }
                }
            case .extra:
                extraCosts[i] = table.cost[cell] - table.cost[from]
            case .skip:
                if case .slot(let name, _) = template.elements[j] { skippedSlotCosts[name] = table.cost[cell] - table.cost[from] }
                if case .word(let word, let isSmall) = template.elements[j],
                   !isSmall || registry.bounds.parts[partsStart + j].traits.contains(.verbParticle) {
                    skippedWords.append((word, table.cost[cell] - table.cost[from]))
                }
            case .word:
                saysPhraseWord = true
                if j == template.leadingWord { saysLeadingWord = true }
                if j == template.leadingWord, saysVerbMate(at: i, of: template), case .word(let verb, _) = template.elements[j],
                   reading.typos(at: i, matching: verb) == nil, !reading.synonymIDs[i].contains(verb) {
                    saysVerbOfAnotherPhrase = true
                }
                // A negation ("not" of "I can't come") names nothing the phrase acts on.
                if case .word(let word, false) = template.elements[j], j != template.leadingWord,
                    !registry.wordFacts[Int(word)].isNegation {
                    saysTopicWord = true
                    topicWordsSaid.append(word)
                }
            case .app:
                break
            }
            cell = from
        }
        for placed in placedNumbers {
            moveToNumberWithUnit(placed, in: template, extraCosts: &extraCosts, fills: &fills, saidAs: &saidAs)
        }
        let refund = fillStrayValues(of: template, extraCosts: &extraCosts, skipped: skippedSlotCosts,
                                     fills: &fills, saidAs: &saidAs)
            + placeWordsSaidElsewhere(skippedWords, extraCosts: extraCosts)
            + takeLooseValues(of: template, extraCosts: &extraCosts, fills: &fills, saidAs: &saidAs)
            + takeNamedText(of: template, extraCosts: &extraCosts, fills: &fills)
            + takeIdentifier(of: template, extraCosts: &extraCosts, fills: &fills, saidAs: &saidAs)
        if saysPhraseWord { takeBareNumber(of: template, extraCosts: &extraCosts, fills: &fills, saidAs: &saidAs) }
        takeTitlesSaidAlone(of: template, extraCosts: &extraCosts, fills: &fills, saidAs: &saidAs)
        readLengthFromDay(of: template, fills: &fills, saidAs: &saidAs)
        readDaysAhead(of: template, fills: &fills, saidAs: &saidAs)
        let refundYesterday = takeYesterday(of: template, extraCosts: &extraCosts, fills: &fills, saidAs: &saidAs)
        let refundNamed = wordsNamingSaidValues(skippedWords, of: template, fills: fills)
        for placed in placedValues where saysAnotherValue(than: placed, in: template, isFree: { extraCosts[$0] >= 0 }) {
            fills[placed.slot] = nil
            saidAs[placed.slot] = nil
        }
        let score = max(0, 1 - (totalCost - refund - refundNamed - refundYesterday) / max(template.weight, 1))
        let candidate = MatchCandidate(templateIndex: Int(templateIndex), shortcutID: template.shortcutID,
                                       score: min(1, score), slots: fills, saidAs: saidAs)
        return Alignment(
            candidate: showingLengthOfTime(candidate, of: template),
            usedUnknownApp: usedUnknownApp,
            saysTopic: saysTopicWord || fills.values.contains { if case .text = $0 { false } else { true } },
            saysPhraseWord: saysPhraseWord,
            saysVerbOfAnotherPhrase: saysVerbOfAnotherPhrase,
            topicWordsSaidWithoutVerb: template.leadingVerb != nil && !saysLeadingWord ? topicWordsSaid : [],
            leavesOutWhatItActsOn: !saysTopicWord && !saysTextInPlace && fills.isEmpty && Self.namesWhatItActsOn(template))
    }

    /// Whether the phrase has a word besides its verb that is not a small word.
    private static func namesWhatItActsOn(_ template: CompiledTemplate) -> Bool {
        template.elements.indices.contains { j in
            if case .word(_, false) = template.elements[j] { j != template.leadingWord } else { false }
        }
    }

    struct Step {
        enum Kind: UInt8 { case extra, skip, word, app, unknownApp, number, value, text }
        var kind: Kind = .skip
        /// For `.value`: which of the vocabulary's values was said.
        var value: Int32 = -1
        var from: Int32 = 0
    }

    struct ValueSpan {
        /// The `value` of a date written `yyyy-mm-dd`, which names itself.
        static let writtenDate: Int32 = -2
        var length: Int
        var value: Int32
        var typos: Int
    }

    /// The canonical name of value `value` of `compiled`, said at token `position`.
    func valueName(_ value: Int32, of compiled: CompiledVocabulary, at position: Int) -> String {
        value == ValueSpan.writtenDate ? reading.tokens[position] : compiled.canonicals[Int(value)]
    }
}

/// A template's best alignment with an utterance.
struct Alignment {
    var candidate: MatchCandidate
    /// The app's place was taken by a name the registry does not know: the match is refused.
    var usedUnknownApp: Bool
    /// The utterance says what the request is about: a word of the phrase besides its verb, or
    /// a value other than free text ("open the camera" says only the verb of "Open a recipe").
    var saysTopic = false
    /// The utterance says a word of the phrase itself, not only its values and the app's name.
    var saysPhraseWord = false
    /// The utterance names the template's app by its whole name, spelt right or one letter off.
    var namesOwnApp = false
    /// The phrase's verb was said as another phrase of its shortcut says it ("withdraw my bid on
    /// lot 9" for "Retract my bid on lot {lot}" beside "Withdraw my bid"): a verb with more
    /// than one sense ("list" for "sell") is asked about, never run.
    var saysVerbOfAnotherPhrase = false
    /// Where the phrase opens with a verb the utterance leaves out, the words of the phrase it
    /// says besides small ones ("world" of "Blokvia the main world" for "Back up the {server}
    /// world in {app}"); empty otherwise.
    var topicWordsSaidWithoutVerb: [Int32] = []
    /// The phrase names what its verb acts on ("the clock" of "Start the clock in {app}") and the
    /// utterance says none of it, nor any value: "launch Gambitto", "update Movara" may mean the
    /// app itself, so they are asked about, never run.
    var leavesOutWhatItActsOn = false
}

extension TemplateElement {
    var isSlot: Bool {
        if case .slot = self { true } else { false }
    }

    var isApp: Bool {
        if case .app = self { true } else { false }
    }
}
