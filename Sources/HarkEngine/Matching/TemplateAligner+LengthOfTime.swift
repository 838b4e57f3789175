/// A length of time said with an article or a fraction ("for an hour", "a half hour session",
/// "for a week"), shown for the intent's one empty parameter counting time as the conversation
/// reads it (`Durations.readingForAnEmptyLength`). Only shown: it neither raises the score nor
/// makes the request say more, so a length alone runs nothing it did not run before.
extension TemplateAligner {
    func showingLengthOfTime(_ candidate: MatchCandidate, of template: CompiledTemplate) -> MatchCandidate {
        // Only an article or a fraction is read anew; most requests say neither.
        guard reading.tokens.contains(where: Self.mayOpenLength) else { return candidate }
        let loose = template.looseValues
        guard let name = loose.onlyEmptyParameterCountingTime(besides: candidate.slots) else { return candidate }
        let read = Durations.readingForAnEmptyLength(reading.tokens)
        guard read != reading.tokens else { return candidate }
        let before = Set(Self.lengths(in: reading.tokens).map(\.said))
        let added = Self.lengths(in: read).filter { !before.contains($0.said) }
        guard added.count == 1, let length = added.first,
            let amount = loose.amount(length.amount, saidIn: length.unit, convertedFor: name)
        else { return candidate }
        var shown = candidate
        shown.slots[name] = SlotFill(amount: amount)
        shown.saidAs[name] = length.said
        return shown
    }

    /// Whether `token` may open a length read anew: an article ("for an hour") or a fraction.
    private static func mayOpenLength(_ token: String) -> Bool {
        token == "a" || token == "an" || token == "half" || token == "quarter" || token == "quarters"
    }

    /// Each number said before a unit of time in `tokens`: its amount, its unit and its words.
    private static func lengths(in tokens: [String]) -> [(amount: Double, unit: String, said: String)] {
        tokens.indices.compactMap { start in
            guard let number = NumberParser.said(in: tokens, at: start), start + number.tokenCount < tokens.count else { return nil }
            let unit = tokens[start + number.tokenCount]
            guard UnitWords.seconds(in: unit) != nil else { return nil }
            return (number.value, unit, tokens[start...(start + number.tokenCount)].joined(separator: " "))
        }
    }
}
