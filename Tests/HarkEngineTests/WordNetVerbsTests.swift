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
