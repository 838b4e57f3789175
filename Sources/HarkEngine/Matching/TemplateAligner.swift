/// Aligns an utterance with one template at the least cost (a small edit-distance table
/// over utterance tokens × template parts) and reads the slot values off the alignment.
struct TemplateAligner {
    let registry: CompiledRegistry
    let reading: UtteranceReading
    private var valueSpans: [Int32: [[ValueSpan]]] = [:]
    private var cost: [Double] = []
    private var step: [Step] = []

    init(registry: CompiledRegistry, reading: UtteranceReading) {
        self.registry = registry
        self.reading = reading
    }

    /// A score no alignment with template `templateIndex` can beat: the template's words
    /// and slots that the utterance cannot supply must be skipped, at their full cost.
    mutating func scoreCeiling(_ templateIndex: Int32) -> Double {
        let template = registry.templates[Int(templateIndex)]
        var floorCost = 0.0
        for element in template.elements {
            switch element {
            case .word(let word, let isSmall):
                if !reading.says(word) {
                    floorCost += isSmall ? MatchCosts.missingSmallWord : MatchCosts.missingContentWord
                }
            case .app:
                if !reading.mayNameAnyApp && !reading.namedApps.contains(template.app) {
                    floorCost += MatchCosts.missingApp
                }
            case .slot(_, let vocabulary):
                if registry.vocabularies[Int(vocabulary)].isNumber {
                    if !reading.saysNumber { floorCost += MatchCosts.missingNumberSlot }
                } else if !spans(of: vocabulary).contains(where: { !$0.isEmpty }) {
                    floorCost += MatchCosts.missingValueSlot
                }
            }
        }
        return max(0, 1 - floorCost / max(template.weight, 1))
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
        if cost.count < cells {
            cost = [Double](repeating: .infinity, count: cells)
            step = [Step](repeating: Step(), count: cells)
        }
        for index in 0..<cells { cost[index] = .infinity }
        cost[0] = 0
        var currentSpans: [[ValueSpan]] = []
        var spansElement = -1

        for i in 0...n {
            for j in 0...m {
                let here = i * width + j
                let base = cost[here]
                if base == .infinity { continue }
                if i < n {
                    let extra = extraCost(token: i, element: j, template: template)
                    relax(here, to: here + width, cost: base + extra, step: Step(kind: .extra))
                }
                guard j < m else { continue }
                switch elements[j] {
                case .word(let word, let isSmall):
                    relax(here, to: here + 1,
                          cost: base + (isSmall ? MatchCosts.missingSmallWord : MatchCosts.missingContentWord),
                          step: Step(kind: .skip))
                    if i < n, let typos = reading.typos(at: i, matching: word) {
                        relax(here, to: here + width + 1, cost: base + Double(typos) * MatchCosts.typo,
                              step: Step(kind: .word))
                    }
                case .app:
                    relax(here, to: here + 1, cost: base + MatchCosts.missingApp, step: Step(kind: .skip))
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
                        for length in twoWords ? [1, 2] : [1] {
                            relax(here, to: here + length * width + 1, cost: base + MatchCosts.unknownApp,
                                  step: Step(kind: .unknownApp))
                        }
                    }
                case .slot(_, let vocabulary):
                    let compiled = registry.vocabularies[Int(vocabulary)]
                    relax(here, to: here + 1,
                          cost: base + (compiled.isNumber ? MatchCosts.missingNumberSlot : MatchCosts.missingValueSlot),
                          step: Step(kind: .skip))
                    guard i < n else { continue }
                    if compiled.isNumber {
                        if let number = reading.numbers[i] {
                            relax(here, to: here + number.tokenCount * width + 1, cost: base,
                                  step: Step(kind: .number))
                        }
                    } else {
                        if spansElement != j {
                            currentSpans = spans(of: vocabulary)
                            spansElement = j
                        }
                        for span in currentSpans[i] {
                            relax(here, to: here + span.length * width + 1,
                                  cost: base + Double(span.typos) * MatchCosts.typo,
                                  step: Step(kind: .value, value: span.value))
                        }
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

    private mutating func relax(_ from: Int, to: Int, cost newCost: Double, step newStep: Step) {
        if newCost < cost[to] {
            cost[to] = newCost
            var recorded = newStep
            recorded.from = Int32(from)
            step[to] = recorded
        }
    }

    /// What an utterance word the template does not account for costs, before template part `element`.
    private func extraCost(token i: Int, element j: Int, template: CompiledTemplate) -> Double {
        let namedApp = reading.exactAppAt[i]
        if namedApp >= 0 {
            return namedApp == template.app ? MatchCosts.ownAppNameOutsidePlace : .infinity
        }
        let looselyNamedApp = reading.looseAppAt[i]
        if looselyNamedApp >= 0 {
            // Another app misspelt, or a name like it that is not installed: either way not this app.
            return looselyNamedApp == template.app ? MatchCosts.ownAppNameOutsidePlace : MatchCosts.anotherAppsName
        }
        let elements = template.elements
        if j > 0, case .app = elements[j - 1], i > 0, step[i * (elements.count + 1) + j].kind == .app {
            if reading.isAppWord[i] { return MatchCosts.appWordAfterApp }
            if reading.isAppSuffix[i] || reading.isUnknown[i] { return MatchCosts.anotherAppsName }
        }
        let nextToSlot = (j > 0 && elements[j - 1].isSlot) || (j < elements.count && elements[j].isSlot)
        let small = reading.isSmall[i]
        if nextToSlot {
            return small || reading.numbers[i] != nil ? MatchCosts.wrapperSmallWord : MatchCosts.wrapperContentWord
        }
        return small ? MatchCosts.extraSmallWord : MatchCosts.extraContentWord
    }

    /// Where each value of `vocabulary` is said, by start position (computed once per utterance).
    private mutating func spans(of vocabulary: Int32) -> [[ValueSpan]] {
        if let known = valueSpans[vocabulary] { return known }
        let compiled = registry.vocabularies[Int(vocabulary)]
        var found = [[ValueSpan]](repeating: [], count: reading.tokens.count)
        for start in reading.tokens.indices {
            let firstWords = [reading.ids[start]] + reading.typoIDs[start]
            for first in firstWords where first >= 0 {
                for formIndex in compiled.formsByFirstWord[first] ?? [] {
                    let form = compiled.forms[Int(formIndex)]
                    var typos = 0
                    var matched = true
                    for (offset, word) in form.words.enumerated() {
                        guard start + offset < reading.tokens.count,
                              let wordTypos = reading.typos(at: start + offset, matching: word)
                        else {
                            matched = false
                            break
                        }
                        typos += wordTypos
                    }
                    if matched && typos <= 1 {
                        found[start].append(ValueSpan(length: form.words.count, value: form.value, typos: typos))
                    }
                }
            }
        }
        valueSpans[vocabulary] = found
        return found
    }

    private func alignment(
        of templateIndex: Int32, template: CompiledTemplate, totalCost: Double, width: Int, end: Int
    ) -> Alignment? {
        var fills: [String: SlotFill] = [:]
        var usedUnknownApp = false
        var cell = end
        var laterKind: Step.Kind?
        while cell != 0 {
            let taken = step[cell]
            defer { laterKind = taken.kind }
            let from = Int(taken.from)
            let i = from / width
            let j = from % width
            switch taken.kind {
            case .unknownApp:
                // The template's next word must follow the unknown name directly.
                if let laterKind, laterKind != .word { return nil }
                usedUnknownApp = true
            case .number:
                if case .slot(let name, _) = template.elements[j], let span = reading.numbers[i],
                   case .value(let number) = span.reading
                {
                    fills[name] = .number(number)
                }
            case .value:
                if case .slot(let name, let vocabulary) = template.elements[j] {
                    let compiled = registry.vocabularies[Int(vocabulary)]
                    fills[name] = .value(compiled.canonicals[Int(taken.value)])
                }
            case .extra, .skip, .word, .app:
                break
            }
            cell = from
        }
        let score = max(0, 1 - totalCost / max(template.weight, 1))
        return Alignment(
            candidate: MatchCandidate(templateIndex: Int(templateIndex), shortcutID: template.shortcutID,
                                      score: score, slots: fills),
            usedUnknownApp: usedUnknownApp)
    }

    private struct Step {
        enum Kind: UInt8 { case extra, skip, word, app, unknownApp, number, value }
        var kind: Kind = .skip
        /// For `.value`: which of the vocabulary's values was said.
        var value: Int32 = -1
        var from: Int32 = 0
    }

    private struct ValueSpan {
        var length: Int
        var value: Int32
        var typos: Int
    }
}

/// A template's best alignment with an utterance.
struct Alignment {
    var candidate: MatchCandidate
    /// The app's place was taken by a name the registry does not know: the match is refused.
    var usedUnknownApp: Bool
}

extension TemplateElement {
    var isSlot: Bool {
        if case .slot = self { true } else { false }
    }
}
