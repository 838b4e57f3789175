/// A number too large to hold, said in the utterance that starts a run, fills no slot; the
/// person is told why before the question for it ("That number is too large for me." then
/// "How many ounces?"), as they are when they give it as an answer.
extension Conversation {
    static func sayingNumberTooLarge(in text: String, before replies: [Reply], state: State) -> [Reply] {
        guard case .ask? = replies.last, case .running(let run) = state, case .value(let name, _)? = run.question,
            [.integer, .number].contains(run.driver.parameters.named(name)?.valueKind), NumberParser.mentionsTooLarge(text)
        else { return replies }
        return replies.dropLast() + [.say(Phrases.numberTooLarge), replies[replies.count - 1]]
    }
}

extension NumberParser {
    /// Whether `text` says a whole number too large for `Int` anywhere.
    ///
    ///     NumberParser.mentionsTooLarge("Log 99999999999999999999 ounces")  // true
    static func mentionsTooLarge(_ text: String) -> Bool {
        let tokens = TextNormalizer.tokens(text, strippingPoliteness: false)
        var index = 0
        while index < tokens.count {
            guard let span = number(in: tokens, at: index) else {
                index += 1
                continue
            }
            if span.reading == .tooLarge { return true }
            index += max(span.tokenCount, 1)
        }
        return false
    }
}
