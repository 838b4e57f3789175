import Testing

@testable import HarkEngine

/// WordNet's verbs, as Debian's wordnet-base installs them (make installs it).
@Test(arguments: [
    ("record", "log", WordNetVerbs.Relation.related), ("begin", "start", .related), ("kick_off", "start", .related),
    ("cancelled", "start", .unrelated), ("stop", "start", .unrelated), ("rename", "start", .unrelated),
    ("open", "clear", .unrelated), ("drank", "drink", .related), ("zorbling", "start", .unknown),
])
func verbsRelateByWordNetSenses(word: String, other: String, expected: WordNetVerbs.Relation) throws {
    let verbs = try #require(WordNetVerbs.shared, "wordnet-base is not installed (make installs it)")
    #expect(verbs.relation(of: word, to: other) == expected)
}

/// A past form is read from WordNet's irregular forms and "-ed", "was" among them; present forms
/// ending "-s" or "-ing" are not past.
@Test(arguments: [
    ("was", true), ("were", true), ("won", true), ("booked", true), ("is", false), ("has", false), ("logging", false),
])
func pastFormsAreReadFromWordNet(word: String, isPast: Bool) throws {
    let verbs = try #require(WordNetVerbs.shared, "wordnet-base is not installed (make installs it)")
    #expect(verbs.isPastForm(word) == isPast)
}

/// A verb is mainly a way to inform when at least half of its senses with a more general one
/// reach "inform"; one sense of a way to contact is enough for `isKind`.
@Test func waysToInformAreReadFromWordNetSenses() throws {
    let verbs = try #require(WordNetVerbs.shared, "wordnet-base is not installed (make installs it)")
    #expect(verbs.isMainlyKind("alert", of: "inform", within: 2))
    #expect(verbs.isMainlyKind("remind", of: "inform", within: 2))
    #expect(!verbs.isMainlyKind("give", of: "inform", within: 2))
    #expect(!verbs.isMainlyKind("sell", of: "inform", within: 2))
    #expect(verbs.isKind("ping", of: "contact", within: 1))
    #expect(!verbs.isKind("sell", of: "contact", within: 1))
}

/// A verb gives back when its most frequent sense has a lemma with "back": "refund" ("give
/// back"), "repay", in any form; not "pay", "book" or "cancel".
@Test func verbsThatGiveBackAreReadFromTheFirstSense() throws {
    let verbs = try #require(WordNetVerbs.shared, "wordnet-base is not installed (make installs it)")
    #expect(verbs.firstSenseGoesBack("refund"))
    #expect(verbs.firstSenseGoesBack("refunded"))
    #expect(verbs.firstSenseGoesBack("repay"))
    #expect(!verbs.firstSenseGoesBack("pay"))
    #expect(!verbs.firstSenseGoesBack("book"))
    #expect(!verbs.firstSenseGoesBack("cancel"))
}

/// Verbs are opposites when WordNet points from a sense of one to a sense of the other as an
/// antonym, whichever is asked first; verbs of one sense, or unrelated ones, are not.
@Test(arguments: [
    ("turn_off", "turn_on", true), ("turn_on", "turn_off", true), ("log_out", "log_in", true), ("stop", "start", true),
    ("turn_up", "turn_on", false), ("record", "log", false), ("book", "cancel", false),
])
func oppositesAreReadFromWordNetAntonyms(word: String, other: String, areOpposites: Bool) throws {
    let verbs = try #require(WordNetVerbs.shared, "wordnet-base is not installed (make installs it)")
    #expect(verbs.areOpposites(word, other) == areOpposites)
}
