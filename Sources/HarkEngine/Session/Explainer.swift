import HarkKit
import Foundation

/// Why an utterance matches what it matches: the phrases that fit it best, with their scores.
///
///     explainer.explain("Log 8 cups of tea in Hydrator", limit: 3).first
///     // MatchExplanation(app: "Hydrator", intent: "Track Intake", shortcut: "Log a Drink", isUserShortcut: false,
///     //                  phrase: "Log {ounces} ounces of {hydrationType} in {app}", score: 0.86,
///     //                  slots: ["ounces": .number(8), "hydrationType": .value("tea")])
struct Explainer {
    let catalog: AppCatalog
    let index: PhraseIndex
    /// Decide as a device would (`SessionEnvironment.deviceStrict`).
    let deviceStrict: Bool

    /// The best-fitting phrases of the installed apps, best first, at most one per shortcut and
    /// at most `limit`. Scores run from 0 to 1; the matcher acts on the best one when it scores
    /// at least 0.75 and no other shortcut comes within 0.05 of it (see `decide(_:)`).
    func explain(_ utterance: String, limit: Int) -> [MatchExplanation] {
        index.matcher.candidates(for: utterance, limit: limit).compactMap { explanation(of: $0, saying: utterance) }
    }

    /// How the utterance was heard (fillers, frame, negation, context) and what is decided.
    func understand(_ utterance: String) -> (analysis: UtteranceAnalysis, decision: ExplainedDecision) {
        let (analysis, decision) =
            deviceStrict ? DeviceRules.understand(utterance, in: index) : index.matcher.understand(utterance)
        return (analysis, explained(decision, saying: utterance))
    }

    /// What the matcher decides `utterance` means, as a conversation starting with it would act:
    ///
    ///     explainer.decide("Log tea in Hydrator")   // .matched(MatchExplanation(... shortcut: "Log a Drink" ...))
    ///     explainer.decide("Order a pizza")         // .noMatch(nearest: [])
    ///
    /// (Before matching, a conversation also answers "help", "cancel" and "What can I do with APP?",
    /// and thanks or goodbyes: `closingReply(to:)`.)
    func decide(_ utterance: String) -> ExplainedDecision {
        understand(utterance).decision
    }

    /// What a conversation answers instead of matching when `utterance` only thanks or says
    /// goodbye, to Hark or an app ("Hearth cool thanks": "You're welcome."); nil otherwise.
    func closingReply(to utterance: String) -> String? {
        Closings.reply(to: utterance, appNames: index.spokenAppNames)
    }

    private func explained(_ decision: MatchDecision, saying utterance: String) -> ExplainedDecision {
        decision.compactMap { explanation(of: $0, saying: utterance) }
    }

    /// The candidate explained, its list parameters' slots holding every value the utterance
    /// says for them, as a conversation starting with it fills them.
    private func explanation(of candidate: MatchCandidate, saying utterance: String) -> MatchExplanation? {
        let phrase = index.templates[candidate.templateIndex].text
        let slots = { (parameters: IntentParameters) in
            candidate.slots.merging(ListSlots.fills(for: candidate, saying: utterance, parameters: parameters, index: index)) { $1 }
        }
        var explained: MatchExplanation
        switch index.target(of: candidate.shortcutID) {
        case .appShortcut(let shortcut):
            explained = MatchExplanation(
                app: shortcut.appName, intent: shortcut.intent.title, shortcut: shortcut.title,
                isUserShortcut: false, phrase: phrase, score: candidate.score, slots: slots(shortcut.intent.parameters),
                saidAs: candidate.saidAs)
        case .userShortcut(let shortcut):
            guard let intent = catalog.intent(id: shortcut.intentID) else { return nil }
            let fixed = shortcut.fixedValues.mapValues(SlotFill.init)
            explained = MatchExplanation(
                app: intent.app.name, intent: intent.intent.title, shortcut: shortcut.phrase, isUserShortcut: true,
                phrase: phrase, score: candidate.score, slots: fixed.merging(slots(intent.intent.parameters)) { $1 },
                saidAs: candidate.saidAs)
        case nil:
            return nil
        }
        explained.askedBecause = candidate.askedBecause
        return explained
    }
}
