/// An exclamation that mocks what happened: "oh great, another wobbly table, well done Festoria",
/// "oh wonderful, no hot water again, five stars Meadora", "oh brilliant, Pluvio, more rain". A
/// first clause of "oh" and a word of praise, then (past a clause that only names an app) one
/// that opens on what came again or not at all ("another", "more", "no"): a complaint, told,
/// whatever the clauses after it say.
struct MockingExclamation {
    let registry: CompiledRegistry

    /// The opening words that mock, when `clauses` open with such an exclamation.
    func opening(of clauses: [[String]]) -> [String]? {
        guard let first = clauses.first, first.count == 2, first[0] == "oh", Self.praise.contains(first[1]) else { return nil }
        let listener = UtteranceAnalyser(registry: registry)
        let told = clauses.dropFirst().first { !listener.isAddress($0) }
        guard let opener = told?.first, Self.againOrNone.contains(opener) else { return nil }
        return first
    }

    /// Words of praise said after "oh" to mock: "oh yeah, another coffee, log it" and "oh sorry,
    /// no, …" are requests.
    private static let praise: Set<String> = [
        "great", "wonderful", "brilliant", "fantastic", "perfect", "lovely", "marvellous", "marvelous", "terrific",
        "super", "excellent", "awesome", "splendid", "superb", "fabulous", "amazing", "nice", "joy", "goody",
    ]
    /// Words that open what came again, or failed to: "another …", "more …", "no …".
    private static let againOrNone: Set<String> = ["another", "more", "no"]
}
