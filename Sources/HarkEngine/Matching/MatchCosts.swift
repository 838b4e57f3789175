/// What each difference between an utterance and a template costs, and what each template
/// part is worth. A candidate's score is `1 - cost / weight`, floored at 0.
enum MatchCosts {
    static let contentWordWeight = 1.0
    static let smallWordWeight = 0.4
    static let appWeight = 1.0
    static let valueSlotWeight = 1.5
    static let numberSlotWeight = 1.0

    /// A word, app name or value said with one typo.
    static let typo = 0.3
    static let missingContentWord = 1.0
    static let missingSmallWord = 0.4
    /// An article or "my" left out ("start run", "lock credit card"), as terse and non-native speakers do.
    static let missingArticle = 0.2
    /// The template names the app but the utterance does not.
    static let missingApp = 0.9
    static let missingValueSlot = 1.5
    static let missingNumberSlot = 1.0
    /// A multi-word app name said by its first word only ("Bloombox" for "Bloombox Go").
    static let partialAppName = 0.25
    /// An unknown name where the template names the app: cheap, but the match is refused.
    static let unknownApp = 0.1
    static let extraContentWord = 0.9
    static let extraSmallWord = 0.3
    /// Extra words next to a slot: quantities and modifiers ("12 ounces of", "my favorite").
    static let wrapperContentWord = 0.35
    static let wrapperSmallWord = 0.15
    /// A word that names another app than the template's: a suffix or unknown word right after
    /// the app's name ("Cookmate Pro"), or a name one typo from another app's ("Orbex" beside
    /// "Orber"). Enough to keep the template from winning.
    static let anotherAppsName = 2.0
    /// "app" after the app's name ("in the Hydrator app").
    static let appWordAfterApp = 0.1
    /// This app's own name outside an `{app}` place ("Hydrator, log tea").
    static let ownAppNameOutsidePlace = 0.05
    /// The `{app}` place left empty because the name was said elsewhere.
    static let appNamedElsewhere = 0.1
    /// A word tying the app's name to the request outside its place ("open", "with", "the … app"),
    /// or a small word of the phrase's app place left out because the name moved ("in").
    static let appConnector = 0.05
    /// An everyday verb for the phrase's verb ("begin" for "start", "add" for "log").
    static let synonym = 0.3
    /// The phrase's verb not said ("Hydrator water", "a coffee in Hydrator").
    static let missingVerb = 0.6
    /// The verb not said after a request frame ("get me a coffee in Hydrator").
    static let missingVerbAfterFrame = 0.2
    /// Said tersely ("meditator stats", "wallet lock visa"): the phrase's verb, another content
    /// word, or a small word left out.
    static let terseVerb = 0.2
    static let terseContentWord = 0.4
    static let terseSmallWord = 0.05
    /// Said tersely, a value left out: Hark asks for it.
    static let terseMissingValue = 0.75
    /// A number left out of the number place it stands before, for a later one.
    static let numberBeforeItsPlace = 0.05
    /// A value said in another place than the phrase's ("log water 8 ounces").
    static let valueElsewhere = 0.2
    /// What is named in place of the phrase's word for a text parameter ("find the passports" for
    /// "find an item"), up to `textPlaceWords` words.
    static let textInPlace = 0.3
    static let textPlaceWords = 6

    /// The least score that counts as a match.
    static let acceptScore = 0.75
    /// Below `acceptScore`, a request naming its app that fits one shortcut by at least
    /// `askScore`, and `askMargin` better than any other, is asked about ("Did you mean …?").
    /// (0.4 from a sweep on cross-app dev; 0.3 from a second sweep after batch 12, held on test.)
    static let askScore = 0.3
    static let askMargin = 0.1
    /// The least score of a shortcut asked about once those naming another action are set aside
    /// (`PhraseMatcher.askedWithoutOtherActions`): half of a full match, as below it the one left
    /// was as often a request for nothing (cross-app dev).
    static let askScoreBesideOtherActions = 0.5
    /// Two shortcuts whose scores differ by less than this are equally good: Hark asks which.
    /// (0.02 let near-ties run; 0.05 was chosen, not swept.)
    static let ambiguityMargin = 0.05
}
