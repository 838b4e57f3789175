/// Days said from today for an empty date parameter, as the conversation reads them: "book the
/// vet in two weeks" is `today+14`, "status for the day after tomorrow" `today+2`, and
/// "yesterday" is shown.
extension TemplateAligner {
    func readDaysAhead(of template: CompiledTemplate, fills: inout [String: SlotFill], saidAs: inout [String: String]) {
        guard let (days, words) = reading.daysAhead, let name = onlyDateParameter(of: template), fills[name] == nil else { return }
        fills[name] = .value("today+\(days)")
        saidAs[name] = reading.said(words)
    }

    /// `candidate` showing "yesterday" said in the request as its empty day: only shown, after the
    /// score, as "yesterday" is no value of a phrase's date place ("… was at 24 degrees yesterday,
    /// was that too warm" stays refused, not asked about).
    func showingYesterday(_ candidate: MatchCandidate, of template: CompiledTemplate) -> MatchCandidate {
        guard reading.tokens.contains("yesterday"), let name = onlyDateParameter(of: template), candidate.slots[name] == nil
        else { return candidate }
        var shown = candidate
        shown.slots[name] = .value("yesterday")
        shown.saidAs[name] = "yesterday"
        return shown
    }

    /// The intent's one date parameter, placed by a phrase of its shortcut or not.
    private func onlyDateParameter(of template: CompiledTemplate) -> String? {
        var names = Set(registry.shortcutSlots[Int(template.shortcut)]
            .filter { registry.vocabularies[Int($0.vocabulary)].readsDays }.map(\.name))
        if let loose = template.looseValues.dayParameter { names.insert(loose) }
        return names.count == 1 ? names.first : nil
    }
}
