/// A number said alone for a parameter that names a thing by its number: "145 got penicillin",
/// "antibiotics for 27" for the cow's tag (`LooseValues.identifier`).
extension TemplateAligner {
    /// Fills the intent's identifier from the one whole number left free in the request, when no
    /// word beside it says what else it is: no noun or unit after it ("3 beers"), no word before
    /// it that says when or how much ("at 7", "about 4"). Returns the cost taken back.
    func takeIdentifier(
        of template: CompiledTemplate, extraCosts: inout [Double], fills: inout [String: SlotFill], saidAs: inout [String: String]
    ) -> Double {
        guard let name = template.looseValues.identifier, fills[name] == nil else { return 0 }
        let tokens = reading.tokens
        let free = tokens.indices.filter { reading.numbers[$0] != nil && extraCosts[$0] >= 0 }
        guard free.count == 1, let start = free.first, let span = reading.numbers[start], case .value(let value) = span.reading,
            value >= 0
        else { return 0 }
        let end = start + span.tokenCount
        guard extraCosts[start..<end].allSatisfy({ $0 >= 0 }),
            start == 0 || !Self.quantityLeads.contains(tokens[start - 1]),
            end == tokens.count || SmallWords.contains(tokens[end]) || WordNetNouns.shared?.isNoun(tokens[end]) == false
        else { return 0 }
        var words = start..<end
        if start > 0, extraCosts[start - 1] >= 0, LooseValues.ties.contains(tokens[start - 1]) || tokens[start - 1] == "number" {
            words = (start - 1)..<end
        }
        let refund = max(0, words.reduce(0) { $0 + extraCosts[$1] } - MatchCosts.valueElsewhere)
        for index in words { extraCosts[index] = -1 }
        fills[name] = .number(value)
        saidAs[name] = tokens[start..<end].joined(separator: " ")
        return refund
    }

    /// Words before a number that make it a time, an amount or a place in a range, not a name.
    private static let quantityLeads: Set<String> = [
        "at", "in", "by", "until", "till", "around", "about", "after", "before", "from", "to", "past", "under", "over",
        "than", "every", "within", "only", "just", "nearly", "almost",
    ]
}
