/// Strips what people add around a request: wake words of every assistant, greetings, fillers,
/// courtesy before and after ("hey Siri, could you please … thanks so much", "if you would be so
/// kind"), and time words that do not change it ("right away", "now").
enum Politeness {
    /// `words` without leading wake words, politeness and fillers, nor trailing thanks.
    static func strip(_ words: [String]) -> [String] {
        Array(words[kept(words)])
    }

    /// The part of `words` left once the courtesy around it is taken off; what lies outside it
    /// was read as filler.
    static func kept(_ words: [String]) -> Range<Int> {
        var start = courtesyOpening(words)
        var end = words.count
        var changed = true
        while changed && start < end {
            changed = false
            for phrase in leadingByFirstWord[words[start]] ?? [] where hasPhrase(phrase, in: words, at: start, before: end) {
                start += phrase.count
                changed = true
                break
            }
            guard start < end else { break }
            for phrase in trailingByLastWord[words[end - 1]] ?? [] where end - phrase.count >= start
                && hasPhrase(phrase, in: words, at: end - phrase.count, before: end)
            {
                end -= phrase.count
                changed = true
                break
            }
        }
        return start..<end
    }

    /// `words` without "please", "kindly" and "for me" inside the request ("may I please have",
    /// "start for me a run"), which go to `fillers`.
    static func withoutCourtesyInside(_ words: [String], noting fillers: inout [String]) -> [String] {
        var result: [String] = []
        var index = 0
        while index < words.count {
            if index > 0, index + 1 < words.count, courtesyInside.contains(words[index]) {
                fillers.append(words[index])
                index += 1
            } else if index > 0, index + 2 < words.count, words[index] == "for", words[index + 1] == "me" {
                fillers += ["for", "me"]
                index += 2
            } else {
                result.append(words[index])
                index += 1
            }
        }
        return result
    }

    /// Where the request starts after a courtesy that ends in "if you could" or "whether you
    /// might" ("I'd be ever so grateful if you could …", "I was wondering whether you might …");
    /// 0 when there is none. The words before must be few and say thanks, wonder or ask.
    private static func courtesyOpening(_ words: [String]) -> Int {
        for index in words.indices.prefix(10) where conditionals.contains(words[index]) {
            guard index + 3 < words.count, words[index + 1] == "you",
                  ["could", "would", "might", "can", "will"].contains(words[index + 2]),
                  words[..<index].contains(where: courtesyWords.contains)
            else { continue }
            return index + 3
        }
        return 0
    }

    /// Words a request says inside itself out of courtesy alone. These small word lists are static:
    /// a literal `[…].contains` in a loop makes its array again on every turn.
    private static let courtesyInside = ["please", "kindly"]
    /// "if" and "whether", as in "I'd be grateful if you could …".
    private static let conditionals = ["if", "whether"]

    private static let courtesyWords = WordMap<Bool>([
        "grateful", "appreciate", "thankful", "wondering", "wonder", "wondered", "kind", "love", "glad", "happy",
        "mind", "possible",
    ])

    /// Words that may stand anywhere without meaning anything ("um", "uh").
    static let hesitations = WordMap<Bool>(["um", "umm", "uh", "uhh", "er", "erm", "hmm", "hm", "mm"])

    private static func hasPhrase(_ phrase: [String], in words: [String], at start: Int, before end: Int) -> Bool {
        guard start + phrase.count <= end else { return false }
        return phrase.indices.allSatisfy { words[start + $0] == phrase[$0] }
    }

    private static func words(_ phrases: [String]) -> [[String]] {
        // Longest first, so "thank you so much" goes before "thank you".
        phrases.map { $0.split(separator: " ").map(String.init) }.sorted { $0.count > $1.count }
    }

    private static let leading = words([
        // Wake words.
        "hey hark", "ok hark", "okay hark", "hark", "hey siri", "siri", "alexa", "hey alexa", "ok google",
        "okay google", "hey google", "google", "hey cortana", "cortana", "bixby", "hey bixby", "computer",
        "hey computer", "assistant",
        // Greetings and attention.
        "hey", "hi", "hello", "hello there", "hey there", "yo", "good morning", "good afternoon",
        "good evening", "excuse me", "sorry to bother you", "sorry", "listen", "ok", "okay", "alright",
        "all right", "right", "well", "so", "then", "but", "now", "and", "oh", "ah", "like", "just", "quickly", "kindly",
        "i guess", "ok so", "um", "umm", "uh", "uhh", "er", "erm", "hmm", "hm",
        // Asking.
        "please", "can you", "could you", "would you", "will you", "can you please", "could you please",
        "could you possibly", "would you please", "would you mind", "would you kindly", "would you be so kind as to",
        "would you be so kind and", "would it be possible to", "is it possible to", "is it ok to",
        "i would like to", "i should like to", "i would love to", "i want to", "i need to", "we need to", "i have to", "we have to",
        "i have got to", "we have got to", "i am going to",
        "i am gonna", "gonna", "i am about to", "i will", "we will", "i shall", "you can", "let us", "go ahead and",
        "i would be very grateful if you could", "i would be grateful if you could", "i would be grateful if you would",
        "i would appreciate it if you could", "if you do not mind", "if it is not too much trouble",
        "if you would be so kind", "if you could", "if you can", "for me", "time to",
        "be so kind as to", "be so good as to", "be good enough to", "be kind enough to", "be so kind and",
        "going to", "want to", "i wish to", "you", "dear hark", "dear siri", "with your permission",
        "sorry to trouble you", "could i trouble you to", "might i ask you to", "may i ask you to",
        "i hope you are well", "i am going to", "i would really like to", "i really want to",
    ])

    /// The leading phrases by their first word, longest first.
    private static let leadingByFirstWord = WordMap(Dictionary(grouping: leading) { $0[0] })

    /// The trailing phrases by their last word, longest first.
    private static let trailingByLastWord = WordMap(Dictionary(grouping: trailing) { $0[$0.count - 1] })

    private static let trailing = words([
        "please", "thanks", "thank you", "thank you so much", "thank you very much", "thanks so much",
        "thanks a lot", "thanks a bunch", "many thanks", "much appreciated", "thx", "ty", "cheers",
        "please and thanks", "please and thank you", "ok thanks", "k thanks", "for me", "for me please",
        "now", "right now", "right away", "straight away", "immediately", "asap", "at once", "quickly",
        "again", "once again", "one more time",
        "if you would be so kind", "if you could", "if you can", "if you do not mind", "if possible",
        "when you can", "period", "full stop", "comma", "exclamation mark", "question mark", "buddy",
        "mate", "friend", "hark", "siri", "alexa", "google", "and that is all", "that is all", "and thanks",
        "will you", "would you", "could you",
    ])
}
