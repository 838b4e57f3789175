/// Finds which registered phrase an utterance means, tolerating case, punctuation, typos,
/// extra or missing small words, and values wrapped in quantities or modifiers.
///
/// Candidates come from the apps the utterance names (all their templates); when it names
/// none, from an inverted index over the templates' words and slot values. Each candidate is
/// then aligned word by word (`TemplateAligner`). A template of another app than the one named
/// is never chosen, and a phrase whose app place holds an unknown name is refused.
public final class PhraseMatcher: Sendable {
    /// The templates the matcher was built from; `MatchCandidate.templateIndex` points here.
    public let templates: [PhraseTemplate]
    private let registry: CompiledRegistry
    /// How many index candidates are aligned when the utterance names no app.
    private static let indexCandidateLimit = 24

    public init(templates: [PhraseTemplate]) {
        self.templates = templates
        self.registry = CompiledRegistry(templates)
    }

    /// The templates that fit `utterance`, best first, at most one per shortcut, at most `limit`.
    public func candidates(for utterance: String, limit: Int) -> [MatchCandidate] {
        Array(ranked(utterance).lazy.filter { !$0.usedUnknownApp }.map(\.candidate).prefix(max(0, limit)))
    }

    /// What a person would decide `utterance` means.
    ///
    /// `.matched` when the best candidate scores at least 0.72 and no other shortcut is within
    /// 0.02 of it; `.ambiguous` (best first) when others are; otherwise `.noMatch` with up to
    /// three nearest candidates. An utterance whose best reading names an app the registry
    /// does not know ("Skip ahead in Nimbly"), or fits only a phrase that names the app while
    /// it names none ("Skip ahead" for "Skip ahead in {app}"), is `.noMatch`: the nearest
    /// candidates then serve a "did you mean" question.
    public func decide(_ utterance: String) -> MatchDecision {
        let alignments = ranked(utterance)
        let known = alignments.filter { !$0.usedUnknownApp }.map(\.candidate)
        guard let best = alignments.first, !best.usedUnknownApp,
              best.candidate.score >= MatchCosts.acceptScore,
              best.namedApp || !registry.templates[best.candidate.templateIndex].mentionsApp
        else {
            return .noMatch(nearest: Array(known.prefix(3)))
        }
        let rivals = known.dropFirst().filter {
            $0.shortcutID != best.candidate.shortcutID
                && $0.score >= best.candidate.score - MatchCosts.ambiguityMargin
        }
        return rivals.isEmpty ? .matched(best.candidate) : .ambiguous([best.candidate] + rivals)
    }

    /// Slot values said anywhere in `text`, such as an answer to "How many ounces?".
    /// See `SlotFinder` for how several or missing values are handled.
    public func fillSlots(in text: String, vocabularies: [String: SlotVocabulary]) -> [String: SlotFill] {
        SlotFinder.fill(in: text, vocabularies: vocabularies)
    }

    /// Best alignment per shortcut, best first; ties keep known apps first, then registry order.
    private func ranked(_ utterance: String) -> [Alignment] {
        let reading = UtteranceReading(utterance, registry: registry)
        guard !reading.tokens.isEmpty else { return [] }
        var aligner = TemplateAligner(registry: registry, reading: reading)
        var bestByShortcut: [String: Alignment] = [:]
        let mayNameUnknownApp = reading.isUnknown.contains(true)
        let namedApps = Set(reading.appMentions.map(\.app))
        for templateIndex in candidateTemplates(for: reading) {
            let template = registry.templates[Int(templateIndex)]
            var alignments = [aligner.align(templateIndex)]
            if mayNameUnknownApp, template.mentionsApp, !namedApps.contains(template.app) {
                alignments.append(aligner.align(templateIndex, readingUnknownApp: true))
            }
            for case let alignment? in alignments {
                let shortcut = alignment.candidate.shortcutID
                if let current = bestByShortcut[shortcut], !Self.isBetter(alignment, than: current) { continue }
                bestByShortcut[shortcut] = alignment
            }
        }
        return bestByShortcut.values.sorted(by: Self.isBetter)
    }

    private static func isBetter(_ a: Alignment, than b: Alignment) -> Bool {
        if a.candidate.score != b.candidate.score { return a.candidate.score > b.candidate.score }
        if a.usedUnknownApp != b.usedUnknownApp { return !a.usedUnknownApp }
        return a.candidate.templateIndex < b.candidate.templateIndex
    }

    /// Templates worth aligning: those of every app named, plus, unless an app is named
    /// exactly, the templates sharing the most (rare) words with the utterance.
    private func candidateTemplates(for reading: UtteranceReading) -> [Int32] {
        var chosen: [Int32] = []
        var seenApps: Set<Int32> = []
        for mention in reading.appMentions where seenApps.insert(mention.app).inserted {
            chosen.append(contentsOf: registry.apps[Int(mention.app)].templates)
        }
        let namesAppExactly = reading.appMentions.contains { $0.typos == 0 && !$0.isPartial }
        if !namesAppExactly {
            let fromApps = Set(chosen)
            chosen.append(contentsOf: indexCandidates(for: reading).filter { !fromApps.contains($0) })
        }
        return chosen
    }

    /// The templates with the highest summed rarity of the utterance words they contain.
    private func indexCandidates(for reading: UtteranceReading) -> [Int32] {
        let templateCount = registry.templates.count
        var weights = [Float](repeating: 0, count: templateCount)
        var touched: [Int32] = []
        var isTouched = [Bool](repeating: false, count: templateCount)
        func add(_ list: [Int32], weight factor: Float) {
            let rarity = CompiledRegistry.rarity(postingCount: list.count, templateCount: templateCount) * factor
            for template in list {
                if !isTouched[Int(template)] {
                    isTouched[Int(template)] = true
                    touched.append(template)
                }
                weights[Int(template)] += rarity
            }
        }
        var seenWords: Set<Int32> = []
        for position in reading.tokens.indices {
            if reading.ids[position] >= 0, seenWords.insert(reading.ids[position]).inserted,
               let list = registry.postings[reading.ids[position]]
            {
                add(list, weight: 1)
            }
            for typo in reading.typoIDs[position] where seenWords.insert(typo).inserted {
                if let list = registry.postings[typo] { add(list, weight: 0.7) }
            }
        }
        if reading.numbers.contains(where: { $0 != nil }), !registry.numberTemplates.isEmpty {
            add(registry.numberTemplates, weight: 1)
        }
        let namesNoApp = reading.appMentions.isEmpty
        for template in touched {
            let compiled = registry.templates[Int(template)]
            let matched = weights[Int(template)]
            // Favour templates whose own words were said, and phrases without {app} when no app was.
            weights[Int(template)] = 1.5 * matched - 0.5 * compiled.wordRarity
                - (namesNoApp && compiled.mentionsApp ? 2 : 0)
        }
        if touched.count > Self.indexCandidateLimit {
            touched.sort { weights[Int($0)] > weights[Int($1)] || (weights[Int($0)] == weights[Int($1)] && $0 < $1) }
            touched.removeLast(touched.count - Self.indexCandidateLimit)
        }
        return touched
    }
}
