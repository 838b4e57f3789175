/// Days said from today for an empty date parameter, as the conversation reads them: "book the
/// vet in two weeks" is `today+14`, "status for the day after tomorrow" `today+2`, and
/// "yesterday" is yesterday.
extension TemplateAligner {
    func readDaysAhead(of template: CompiledTemplate, fills: inout [String: SlotFill], saidAs: inout [String: String]) {
        guard let (days, words) = reading.daysAhead, let name = onlyDateParameter(of: template), fills[name] == nil else { return }
        fills[name] = .value("today+\(days)")
        saidAs[name] = reading.said(words)
    }

    /// Fills the intent's one empty date parameter with "yesterday" said in the request, as a
    /// value said elsewhere costs ("fletcha log a session yesterday"); returns the cost taken back.
    func takeYesterday(
        of template: CompiledTemplate, extraCosts: inout [Double], fills: inout [String: SlotFill], saidAs: inout [String: String]
    ) -> Double {
        guard let at = reading.tokens.indices.first(where: { reading.tokens[$0] == "yesterday" && extraCosts[$0] >= 0 }),
            let name = onlyDateParameter(of: template), fills[name] == nil
        else { return 0 }
        let refund = max(0, extraCosts[at] - MatchCosts.valueElsewhere)
        extraCosts[at] = -1
        fills[name] = .value("yesterday")
        saidAs[name] = "yesterday"
        return refund
    }

    /// The intent's one date parameter, placed by a phrase of its shortcut or not.
    private func onlyDateParameter(of template: CompiledTemplate) -> String? {
        var names = Set(registry.shortcutSlots[Int(template.shortcut)]
            .filter { registry.vocabularies[Int($0.vocabulary)].readsDays }.map(\.name))
        if let loose = template.looseValues.dayParameter { names.insert(loose) }
        return names.count == 1 ? names.first : nil
    }
}
