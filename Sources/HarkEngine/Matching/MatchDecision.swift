/// A template the matcher considered, with how well it fits and what it would fill.
public struct MatchCandidate: Sendable, Hashable {
    /// Index into the templates the matcher was built from.
    public var templateIndex: Int
    public var shortcutID: String
    /// 0...1, higher is better; 1 means every word matched exactly.
    public var score: Double
    /// Slot name → value taken from the utterance.
    public var slots: [String: SlotFill]
    /// Slot name → the words that said its value ("8 oz", "green tea").
    public var saidAs: [String: String]
    /// Why a candidate good enough to run is asked about instead, when neither its being
    /// consequential nor its score says why.
    public var askedBecause: AskReason?
    /// The words of values a correction replaced ("two" of "hire two heaters, no wait, make it
    /// three"): said, but for no other parameter.
    public var correctedWords: [String] = []

    /// Why the matcher asks “Did you mean …?” about a candidate that fits well enough to run.
    public enum AskReason: String, Sendable, Hashable, Codable {
        /// Said with the verb another phrase of its shortcut opens with ("order nachos to my seat"
        /// for "Send {snack} to my seat").
        case verbOfAnotherPhrase
        /// Only its verb and the app's name were said ("launch Gambitto"): maybe the app itself.
        case onlyVerbAndApp
        /// Told as what someone else said or wants ("my doctor told me to log my pulse"):
        /// maybe passed on to be done, maybe only told.
        case toldBySomeoneElse
        /// Corrected by a bare number after a request that said several ("a table for 4 at 7 pm,
        /// I mean 5"): which one it mends is not said, so the numbers are asked for again.
        case unclearCorrection
        /// Another shortcut that runs the same intent with the same values fits as well (an App
        /// Shortcut and a user's shortcut for it): asked about once, never asked between.
        case runsAsAnother
        /// Fits well enough to run, but asks to be told in other words than the phrase's verb,
        /// a way to inform ("let me know 45 minutes before curtain up" for "Remind me …").
        case verbInOtherWords
        /// Said with "it", "that" or "them" for what the clauses around the request tell ("I
        /// rode Maple this morning, log it"): the story chose the shortcut, not the request.
        case pointsToStory
        /// Said without its phrase's verb, in words a phrase of another shortcut opening with
        /// another verb says too ("Blokvia the main world": back it up, or restore it?).
        case verbLeftOpen
    }

    public init(
        templateIndex: Int, shortcutID: String, score: Double, slots: [String: SlotFill], saidAs: [String: String] = [:]
    ) {
        self.templateIndex = templateIndex
        self.shortcutID = shortcutID
        self.score = score
        self.slots = slots
        self.saidAs = saidAs
    }
}

/// A slot value found in an utterance.
public enum SlotFill: Sendable, Hashable, Codable {
    case number(Int)
    /// A number with a fractional part ("7.5 kg", "four and a half ounces"), for a `number`
    /// parameter (a whole-number parameter refuses it when it is asked).
    case decimal(Double)
    /// The `SlotValue.canonical` of the value that was said.
    case value(String)
    /// Every value said for a slot of a list parameter ("tea and coffee" for `[DrinkType]`), in order.
    case list([SlotFill])
    /// Words said for a text parameter in place of the phrase's word for it ("the passports").
    case text(String)
}

/// What the matcher decides an utterance means, about its candidates.
public typealias MatchDecision = Decision<MatchCandidate>
