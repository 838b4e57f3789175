import HarkKit

/// A value said in the utterance that starts a run but not understood (or a fraction where a
/// whole number goes) fills no slot; the person is told why before the question for it, as they
/// are when they give it as an answer:
/// “That number is too large for me.”, “I can only take whole dollars…”, “You said tea and
/// coffee.”, or “I didn't catch the merchant. You can say café, …” before “Where are you paying?”.
extension Conversation {
    static func explainingUnreadSlot(
        in text: String, of candidate: MatchCandidate, before replies: [Reply], state: State, index: PhraseIndex
    ) -> [Reply] {
        guard case .ask? = replies.last, case .running(let run) = state, case .value(let asked, _)? = run.question,
            index.templates[candidate.templateIndex].slots[asked.name] != nil, Self.leftUnread(candidate.slots[asked.name])
        else { return replies }
        let parameter = asked.parameter
        let reason: String
        if [.integer, .number].contains(parameter.valueKind) {
            if SaidNumber.mentionsTooLarge(text) {
                reason = HarkWording.numberTooLarge
            } else if parameter.valueKind == .integer, FractionWords.mentionsFraction(text) {
                reason = HarkWording.wholeNumbersOnly(parameter.title)
            } else {
                return replies
            }
        } else if let vocabulary = run.vocabularies[asked.name],
            case let said = SlotFinder.namesOfEveryValue(said: UtteranceReading.tokens(of: text), of: vocabulary),
            said.count > 1 {
            // "tea and coffee": both were heard, and the parameter takes one.
            reason = HarkWording.severalSaid(said)
        } else {
            reason = HarkWording.notCaught(parameter.title, hint: HarkWording.hint(for: parameter.valueKind))
        }
        return replies.dropLast() + [.say(reason), replies[replies.count - 1]]
    }

    /// Whether a slot's value was not understood: none, or a fraction the parameter refused.
    private static func leftUnread(_ fill: SlotFill?) -> Bool {
        switch fill {
        case nil, .decimal?: true
        default: false
        }
    }
}

extension SaidNumber {
    /// Whether `text` says a number too large to read anywhere, as answers read numbers.
    ///
    ///     SaidNumber.mentionsTooLarge("Log 1e308 ounces")  // true
    static func mentionsTooLarge(_ text: String) -> Bool {
        all(in: TextNormalizer.tokens(text, strippingPoliteness: false)).contains { $0.reading == .tooLarge }
    }
}

/// Numbers that are not whole: “12.5”, “12,50”, “twelve and a half”, “8 point 5”, a price said
/// with its cents apart (“7 dollars and 50 cents”).
///
///     FractionWords.mentionsFraction("Pay 12.50 dollars")   // true
enum FractionWords {
    static func mentionsFraction(_ text: String) -> Bool {
        if hasDecimalSeparator(text) { return true }
        let words = UniversalWords.fold(text).split(separator: " ")
        if words.contains(where: { ["half", "quarter", "point"].contains($0) }) { return true }
        return SaidNumber.all(in: TextNormalizer.tokens(text, strippingPoliteness: false)).contains {
            if case .fraction = $0.reading { true } else { false }
        }
    }

    /// Whether a digit, a point or comma, and a digit follow one another ("1.5", "2,5"; not
    /// "1,000", where the comma groups thousands). A
    /// byte scan: a regex literal is compiled anew at each call, which costs more than a turn.
    private static func hasDecimalSeparator(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count >= 3 else { return false }
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        func groupsThousands(_ comma: Int) -> Bool {
            let digits = bytes[(comma + 1)...].prefix(while: isDigit)
            return digits.count == 3
        }
        return (1..<(bytes.count - 1)).contains { index in
            isDigit(bytes[index - 1]) && isDigit(bytes[index + 1])
                && (bytes[index] == UInt8(ascii: ".") || (bytes[index] == UInt8(ascii: ",") && !groupsThousands(index)))
        }
    }
}
