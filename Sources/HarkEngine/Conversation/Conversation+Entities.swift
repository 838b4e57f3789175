import HarkKit

/// Answers for entity parameters: the app's string query finds what was meant; one match is
/// taken, several are offered as a list ("Which one: Walking or Walking in nature?").
extension Conversation {
    mutating func answerEntity(
        _ text: String, for name: String, query: AnyEntityQuery, in run: inout IntentRun, context: TurnContext
    ) -> [Reply] {
        let intentContext = Self.intentContext(for: run, in: context).context
        let found: [any ParameterValue]
        do {
            found = try query.entities(matching: text, in: intentContext)
        } catch {
            finish()
            return [.say(Phrases.notSaved(error))]
        }
        switch found.count {
        case 0:
            let known = (try? query.suggestedEntities(in: intentContext)) ?? []
            let hint = Phrases.entityHint(query.typeDisplayName, known: known.map(\.spokenText))
            return [.say(hint)] + retry(run.question, in: &run, withHint: false)
        case 1:
            accept(found[0], for: name, in: &run)
            return advance(&run, in: context)
        default:
            let options = Array(found.prefix(Self.maximumListedChoices))
            return ask(.pick(parameter: name, options: options, prompt: Phrases.whichOne(options.map(\.spokenText))), in: &run)
        }
    }

    /// The option an answer names: by position ("the second one"), by name or synonym (an
    /// enum's declared synonyms), or, for entities, by what the app's query finds among them.
    func pick(
        _ text: String, among options: [any ParameterValue], for name: String, in run: IntentRun, context: TurnContext
    ) -> (any ParameterValue)? {
        if let position = UniversalWords.ordinal(in: text) {
            let index = position < 0 ? options.count - 1 : position
            return options.indices.contains(index) ? options[index] : nil
        }
        let said = UniversalWords.fold(text)
        if let named = options.first(where: { UniversalWords.fold($0.spokenText) == said }) { return named }
        guard let parameter = run.driver.parameters.named(name) else { return nil }
        if case .choice(let choices) = parameter.valueKind {
            let meant = choices.first { $0.synonyms.contains { UniversalWords.fold($0) == said } }
            return meant.flatMap { choice in options.first { $0.answerValue == .choice(id: choice.id) } }
        }
        guard let query = parameter.entityQuery else { return nil }
        let byName = options.filter { option in
            query.choice(for: option)?.synonyms.contains { UniversalWords.fold($0) == said } ?? false
        }
        if byName.count == 1 { return byName[0] }
        let intentContext = Self.intentContext(for: run, in: context).context
        let found = Set(((try? query.entities(matching: text, in: intentContext)) ?? []).compactMap { query.choice(for: $0)?.id })
        let among = options.filter { query.choice(for: $0).map { found.contains($0.id) } ?? false }
        return among.count == 1 ? among[0] : nil
    }
}
