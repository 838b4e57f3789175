/// A value an app declares in words Hark drops as courtesy at the end of a request: Wardello's
/// urgent urgency is "asap", so "wardello nurse bedpan asap" is urgent, not the default. Read
/// for each candidate alone, for the choices its phrase leaves empty, so the same words stay
/// courtesy for every other intent ("extend my hire by 20 minutes asap").
struct CourtesyValues {
    let registry: CompiledRegistry

    /// `candidate` with one empty choice parameter filled from `trailing`, the courtesy words the
    /// utterance closed on, when they open with the words of one of its values.
    func filling(_ candidate: MatchCandidate, saidAfter trailing: [String]) -> MatchCandidate {
        guard !trailing.isEmpty else { return candidate }
        let choices = registry.templates[candidate.templateIndex].looseValues.choices
        for (name, vocabulary) in choices.sorted(by: { $0.key < $1.key }) where candidate.slots[name] == nil {
            guard case .values(let values) = vocabulary else { continue }
            for value in values {
                for spoken in value.spoken {
                    let words = TextNormalizer.tokens(spoken, strippingPoliteness: false)
                    guard !words.isEmpty, trailing.starts(with: words) else { continue }
                    var filled = candidate
                    filled.slots[name] = .value(value.canonical)
                    filled.saidAs[name] = words.joined(separator: " ")
                    return filled
                }
            }
        }
        return candidate
    }
}
