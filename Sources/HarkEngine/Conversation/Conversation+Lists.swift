import Foundation
import HarkKit

/// Answers for parameters that hold a list (`[DrinkType]`, `[BookEntity]`): “tea and coffee”,
/// “tea, coffee”. Each item is read as the element type is; every item must be understood, or
/// the question is asked again. An answer of one item is read as any other answer.
extension Conversation {
    /// The replies to a list answer of several items; nil when the answer names only one.
    mutating func answerList(
        _ text: String, for asked: IntentRun.Parameter, in run: inout IntentRun, context: TurnContext
    ) -> [Reply]? {
        let parameter = asked.parameter
        guard parameter.isList else { return nil }
        let parts = ListWords.items(in: text)
        guard parts.count > 1 else { return nil }
        var items: [any ParameterValue] = []
        for part in parts {
            let item: Result<any ParameterValue, ListItemProblem>
            do {
                item = try listItem(part, of: parameter, named: asked.name, in: run, context: context)
            } catch {
                // The app's query failed, as for one entity: said, and nothing is saved.
                finish()
                return [.say(HarkWording.notSaved(error))]
            }
            switch item {
            case .success(let item): items.append(item)
            case .failure(let problem): return problem.replies + retry(run.question, in: &run, withHint: false)
            }
        }
        guard parameter.assign(items: items), let list = parameter.anyValue else { return retry(run.question, in: &run) }
        if let refusal = items.lazy.compactMap({ parameter.refusal(of: $0) }).first {
            parameter.assign(nil)
            return [.say(refusal.full)] + retry(run.question, in: &run, withHint: false)
        }
        accept(list, for: asked, in: &run)
        return advance(&run, in: context)
    }

    /// What one item of a list names: an entity the app's query finds (exactly one), or a value
    /// of the element type; throws what the app's query throws.
    private func listItem(
        _ text: String, of parameter: any AnyParameter, named name: String, in run: IntentRun, context: TurnContext
    ) throws -> Result<any ParameterValue, ListItemProblem> {
        if let query = parameter.entityQuery {
            let known = try query.suggestedEntities(in: run.context)
            let found = try query.entities(matching: text, in: run.context)
            let named = found.isEmpty
                ? AnswerNames.named(by: text, among: known) { [$0.spokenText] + (query.choice(for: $0)?.synonyms ?? []) }
                : found
            guard named.count == 1 else {
                return .failure(ListItemProblem(replies: [.say(HarkWording.entityHint(query.typeDisplayName, known: known.map(\.spokenText)))]))
            }
            return .success(named[0])
        }
        let reading = AnswerReader(run: run, today: Day(context.now))
        guard case .understood(let answer, _) = reading.read(text, as: parameter.valueKind, for: name).reading,
            case let value as any ListParameterValue = parameter.value(from: answer), let item = value.items.first
        else { return .failure(ListItemProblem(replies: [.say(HarkWording.hint(for: parameter.valueKind))])) }
        return .success(item)
    }
}

/// Why an item of a list answer could not be used, as replies.
private struct ListItemProblem: Error {
    let replies: [Reply]
}

/// Splitting a list answer into its items.
enum ListWords {
    /// “tea and coffee” → [tea, coffee]; “tea, coffee, and water” → [tea, coffee, water].
    static func items(in text: String) -> [String] {
        " \(text) ".replacingOccurrences(of: " and ", with: ",", options: .caseInsensitive)
            .split(whereSeparator: { ",;&".contains($0) })
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
    }
}

/// Phrase slots of list parameters: “Log tea and coffee in Cafe” said to “Log {drinks} in {app}”
/// fills `drinks` with both. The matcher reads one value per slot; each item of the utterance
/// (split as a list answer is) is read again for the slot's values, in order.
enum ListSlots {
    /// For each list parameter the candidate's phrase filled, the values said, where more than one.
    static func fills(
        for candidate: MatchCandidate, saying text: String, parameters: IntentParameters, index: PhraseIndex
    ) -> [String: SlotFill] {
        let template = index.templates[candidate.templateIndex]
        var fills: [String: SlotFill] = [:]
        for name in candidate.slots.keys {
            guard parameters.named(name)?.isList == true, let vocabulary = template.slots[name] else { continue }
            var values: [SlotFill] = []
            for item in ListWords.items(in: text) {
                guard let value = index.matcher.fillSlots(in: item, vocabularies: [name: vocabulary])[name],
                    !values.contains(value)
                else { continue }
                values.append(value)
            }
            if values.count > 1 { fills[name] = .list(values) }
        }
        return fills
    }
}
