/// What an utterance word the template does not account for costs (an extra word).
extension TemplateAligner {
    /// What an extra word's cost depends on in the template: the parts around the place it comes,
    /// worked out once per alignment instead of once per cell of its table.
    struct ExtraPlace {
        /// The app's place comes right before.
        var afterApp = false
        /// A slot comes right before or right after.
        var nextToSlot = false
        /// A number slot comes right after.
        var beforeNumberSlot = false

        /// The place before part `j` of `elements` (after the last part when `j` is their count).
        init(before j: Int, in elements: [TemplateElement], vocabularies: [CompiledVocabulary]) {
            if j > 0 {
                afterApp = elements[j - 1].isApp
                nextToSlot = elements[j - 1].isSlot
            }
            guard j < elements.count, case .slot(_, let vocabulary) = elements[j] else { return }
            nextToSlot = true
            beforeNumberSlot = vocabularies[Int(vocabulary)].isNumber
        }
    }

    /// What utterance word `i` costs when the template does not account for it, wherever in the
    /// template it comes; nil when that depends on the part it comes before (`extraCost`).
    func extraCostAnywhere(token i: Int, template: CompiledTemplate, namedElsewhere: Bool) -> Double? {
        if namedElsewhere && reading.isAppConnector[i] { return MatchCosts.appConnector }
        let namedApp = reading.exactAppAt[i]
        if namedApp >= 0 {
            return namedApp == template.app ? MatchCosts.ownAppNameOutsidePlace : .infinity
        }
        let looselyNamedApp = reading.looseAppAt[i]
        if looselyNamedApp >= 0 {
            // Another app misspelt, or a name like it that is not installed: either way not this app.
            return looselyNamedApp == template.app ? MatchCosts.ownAppNameOutsidePlace : MatchCosts.anotherAppsName
        }
        if reading.isUnknown[i], !template.mentionsApp, i == 0 || reading.followsAppPreposition[i] {
            // "… in Gulper", "Gulper, …": an app that is not installed, whose request this is not.
            return MatchCosts.anotherAppsName
        }
        return nil
    }

    /// What utterance word `i` costs coming at `place`, when `extraCostAnywhere` does not say.
    /// `reachedBy`: how the alignment came to this cell (nil at its start).
    func extraCost(token i: Int, at place: ExtraPlace, reachedBy: Step.Kind?) -> Double {
        if place.afterApp, i > 0, reachedBy == .app {
            if reading.isAppWord[i] { return MatchCosts.appWordAfterApp }
            if reading.isAppSuffix[i] || reading.isUnknown[i] { return MatchCosts.anotherAppsName }
        }
        let small = reading.isSmall[i]
        // A verb beside a value is another request ("workout stop run"), and a terse request has
        // no modifiers: such a word costs in full.
        let isModifier = !reading.isVerb[i] && (!reading.isTerse || small || reading.numbers[i] != nil)
        if place.nextToSlot && isModifier {
            // A number between a phrase's word and its number place is that place's number ("zone 3
            // for 120 minutes" is zone 3), not a wrapper of a later one.
            if reading.numbers[i] != nil, place.beforeNumberSlot {
                return MatchCosts.wrapperSmallWord + MatchCosts.numberBeforeItsPlace
            }
            return small || reading.numbers[i] != nil ? MatchCosts.wrapperSmallWord : MatchCosts.wrapperContentWord
        }
        return small ? MatchCosts.extraSmallWord : MatchCosts.extraContentWord
    }
}
