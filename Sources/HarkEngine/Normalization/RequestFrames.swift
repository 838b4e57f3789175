/// Requests said around a past participle or a reported clause, which read like a report of the
/// past or a hypothetical but ask for something now:
///
///     "i could use a coffee logged in hydrator"     → log a coffee in hydrator
///     "i would like a ride planned in workout"      → plan a ride in workout
///     "this gym should be saved in workout"         → save this gym in workout
///     "record that i drank 12 oz of tea in hydrator" → record 12 oz of tea in hydrator
///     "have the sleep session removed from meditator" → remove the sleep session from meditator
///
/// The participle's verb must be a verb of some phrase, or one Hark's lexicon reads as one.
enum RequestFrames {
    /// Words that negate a request; static, as a literal `[…].contains` in a loop makes its array every time.
    private static let negations = ["not", "never", "no"]

    /// The request the words make, verb first, or nil when they make none of these. `framed`:
    /// a request frame ("I want", "get me") was already set aside before these words.
    /// `appName`: how many words of an app's name open `words` ("cradle, record that …").
    static func request(in words: [String], framed: Bool, appName: Int = 0, isKnown: (String) -> Bool) -> [String]? {
        // Negated ("a coffee not logged", "that I did not drink"), it asks for nothing.
        guard !words.contains(where: negations.contains) else { return nil }
        if appName > 0, appName < words.count, let request = reported(Array(words[appName...]), isKnown: isKnown) {
            return Array(words[..<appName]) + request
        }
        return reported(words, isKnown: isKnown) ?? passive(words, framed: framed, isKnown: isKnown)
    }

    /// "record that I drank …", "log he had …", "record that the baby napped …": a verb of a
    /// phrase, "that" (or a pronoun right after the verb), a subject and a verb in the past, then
    /// what to keep. The past verb stays when a phrase uses it ("napped" → "nap").
    private static func reported(_ words: [String], isKnown: (String) -> Bool) -> [String]? {
        // "have I logged …" asks a question.
        guard words.count > 3, !CommandSignals.auxiliaries.contains(words[0]), isVerb(words[0], isKnown: isKnown)
        else { return nil }
        let subject = words[1] == "that" ? 2 : 1
        guard subject < words.count, subjects.contains(words[subject]) || subject == 2 && determiners.contains(words[subject])
        else { return nil }
        // A pronoun is the subject; "the baby", "my son" are a determiner and a noun or two.
        let pastRange = subjects.contains(words[subject]) ? (subject + 1)...(subject + 1) : (subject + 2)...(subject + 3)
        guard let past = pastRange.first(where: { $0 < words.count - 1 && pastVerb(words[$0]) != nil }),
            let stem = pastVerb(words[past])
        else { return nil }
        let what = Array(words[(past + 1)...])
        return [words[0]] + (isKnown(stem) && !what.contains(stem) ? [stem] : []) + what
    }

    /// The verb `word` is the past form of ("drank" → "drink", "napped" → "nap"), by WordNet.
    private static func pastVerb(_ word: String) -> String? {
        CommandSignals.pastStem(of: word) { WordNetVerbs.shared?.isVerb($0) ?? false }
    }

    /// "… X logged", "… X should be saved" after a frame that asks for it. A form that is also
    /// the verb itself ("set", "put") is no participle right after "to" ("do I need to set …").
    private static func passive(_ words: [String], framed: Bool, isKnown: (String) -> Bool) -> [String]? {
        for (index, word) in words.enumerated() where index == 0 || words[index - 1] != "to" {
            guard let verb = CommandSignals.pastStem(of: word, isKnown: { isVerb($0, isKnown: isKnown) }),
                let frame = frame(askingFor: index, in: words, framed: framed)
            else { continue }
            var rest = Array(words[..<index]) + words[(index + 1)...]
            remove(frame, from: &rest)
            rest.removeAll { ["i", "we", "be"].contains($0) }
            return [verb] + rest
        }
        return nil
    }

    /// The words that ask for the participle at `index` to be done: a frame with what is done in
    /// between ("could use | a coffee | logged"), "have" first and then a thing ("have | the
    /// session | removed"), "be" right before it ("I need to" was courtesy: "be | logged out");
    /// none when a frame was set aside before these words ("get me | signed in").
    private static func frame(askingFor index: Int, in words: [String], framed: Bool) -> [String]? {
        if index == 1, words[0] == "be" { return ["be"] }
        if framed { return [] }
        guard index > 1 else { return nil }
        // "have I started …" asks a question, and so does "have Hydrator logged my water?": a
        // participle with a thing after it is the perfect, not one asked for ("have the session
        // removed from Meditator").
        if words[0] == "have" {
            let objectFollows = index + 1 < words.count && (determiners.contains(words[index + 1]) || ["a", "an", "it"].contains(words[index + 1]))
            return subjects.contains(words[1]) || objectFollows ? nil : ["have"]
        }
        return frames.first { contains($0, in: words[..<index]) }
    }

    private static func isVerb(_ word: String, isKnown: (String) -> Bool) -> Bool {
        isKnown(word) || EverydayWords.verbs[word] != nil
    }

    private static func contains(_ phrase: [String], in words: ArraySlice<String>) -> Bool {
        guard phrase.count <= words.count else { return false }
        return (words.startIndex...(words.endIndex - phrase.count)).contains { start in
            phrase.indices.allSatisfy { words[start + $0] == phrase[$0] }
        }
    }

    private static func remove(_ phrase: [String], from words: inout [String]) {
        guard !phrase.isEmpty, phrase.count <= words.count,
            let start = (0...(words.count - phrase.count)).first(where: { start in phrase.indices.allSatisfy { words[start + $0] == phrase[$0] } })
        else { return }
        words.removeSubrange(start..<(start + phrase.count))
    }

    /// Words that, before a participle, ask for it to be done.
    private static let frames: [[String]] = [
        ["would", "like"], ["would", "love"], ["could", "use"], ["want"], ["need"], ["should", "be"],
        ["must", "be"], ["needs", "to", "be"], ["has", "to", "be"], ["get"],
    ]
    private static let subjects: Set<String> = ["i", "we", "you", "she", "he", "they"]
    /// Words that open a thing or a person named ("the baby", "my son", "2 puffs of my inhaler").
    static let determiners: Set<String> = ["the", "my", "our", "his", "her", "their"]
}
