import HarkKit

/// Answers for entity parameters: the app's string query finds what was meant; one match is
/// taken, several are offered as a list ("Which one: Walking or Walking in nature?").
extension Conversation {
    mutating func answerEntity(
        _ text: String, for asked: IntentRun.Parameter, query: AnyEntityQuery, in run: inout IntentRun, context: TurnContext
    ) -> [Reply] {
        let found: [any ParameterValue]
        let known: [any ParameterValue]
        do {
            known = try query.suggestedEntities(in: run.context)
            let matching = try query.entities(matching: text, in: run.context)
            found = matching.isEmpty ? Self.tolerantlyNamed(text, among: known, by: query) : matching
        } catch {
            finish()
            return [.say(HarkWording.notSaved(error))]
        }
        switch found.count {
        case 0:
            let hint = HarkWording.entityHint(query.typeDisplayName, known: known.map(\.spokenText))
            return [.say(hint)] + retry(run.question, in: &run, withHint: false)
        case 1:
            accept(found[0], for: asked, in: &run)
            return advance(&run, in: context)
        default:
            let options = Array(found.prefix(Self.maximumListedChoices))
            return ask(.pick(parameter: asked, options: options, prompt: HarkWording.whichOne(options.map(\.spokenText))), in: &run)
        }
    }

    /// The option an answer names: by position ("the second one"), by name or synonym (an
    /// enum's declared synonyms), or, for entities, by what the app's query finds among them.
    func pick(
        _ text: String, among options: [any ParameterValue], for asked: IntentRun.Parameter, in run: IntentRun
    ) -> (any ParameterValue)? {
        if let position = UniversalWords.ordinal(in: text) { return options.element(atPlace: position) }
        let query = asked.parameter.entityQuery
        var choices: [ChoiceOption] = []
        if case .choice(let declared) = asked.parameter.valueKind { choices = declared }
        let byName = AnswerNames.named(by: text, among: options) { option in
            let enumSynonyms = choices.first { option.answerValue == .choice(id: $0.id) }?.synonyms ?? []
            return [option.spokenText] + enumSynonyms + (query?.choice(for: option)?.synonyms ?? [])
        }
        if byName.count == 1 { return byName[0] }
        guard let query else { return nil }
        // This query only adds a way of naming an option already listed; if it fails, the answer
        // is asked again, and names and places (“Walking”, “the second one”) still pick.
        let found = Set(((try? query.entities(matching: text, in: run.context)) ?? []).compactMap { query.choice(for: $0)?.id })
        let among = options.filter { query.choice(for: $0).map { found.contains($0.id) } ?? false }
        return among.count == 1 ? among[0] : nil
    }

    /// The entities the app suggests whose names the answer says with a typo (“Walkng”), for
    /// when the app's own query finds none.
    private static func tolerantlyNamed(
        _ text: String, among known: [any ParameterValue], by query: AnyEntityQuery
    ) -> [any ParameterValue] {
        AnswerNames.named(by: text, among: known) { entity in
            [entity.spokenText] + (query.choice(for: entity)?.synonyms ?? [])
        }
    }
}
