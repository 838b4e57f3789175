/// Thanks and goodbyes said when nothing is asked, to Hark or to an app by name ("thanks
/// Quayra, that's all"): Siri answers them in a word instead of failing to understand them.
///
///     Closings.reply(to: "Thanks Hydrator!", appNames: ["hydrator"])  // "You're welcome."
///     Closings.reply(to: "thanks for the water", appNames: [])        // nil: a request, maybe
enum Closings {
    /// Hark's answer to `text` when it only thanks or says goodbye; nil for anything else.
    /// `appNames` are the installed apps' names and synonyms, lowercased; they are read only
    /// when `text` says a word of thanks or goodbye.
    static func reply(to text: String, appNames: @autoclosure () -> Set<String>) -> String? {
        let folded = UniversalWords.fold(text)
        let heard = folded.split(separator: " ", maxSplits: longest)
        // A closing is a few words; a long line is none, and is not searched for app names.
        guard heard.count <= longest, heard.contains(where: { closingWords.contains(String($0)) }) else { return nil }
        var said = " " + folded + " "
        for name in appNames().sorted(by: { $0.count > $1.count }) { said = said.replacingOccurrences(of: " \(name) ", with: " ") }
        var words = said.split(separator: " ").map(String.init)
        for ending in endings where words.count > ending.count && words.suffix(ending.count) == ending[...] {
            words.removeLast(ending.count)
        }
        // One closing or several ("thanks, bye", "ok thanks, great, cheers"), openings between.
        var sawGoodbye = false
        var sawClosing = false
        var position = 0
        while position < words.count {
            if openings.contains(words[position]) {
                position += 1
                continue
            }
            let rest = words[position...]
            guard let closing = phrases.first(where: { rest.starts(with: $0.words) }) else { return nil }
            sawClosing = true
            sawGoodbye = sawGoodbye || closing.isGoodbye
            position += closing.words.count
        }
        guard sawClosing else { return nil }
        return sawGoodbye ? HarkWording.goodbye : HarkWording.youAreWelcome
    }

    /// Every thanks and goodbye as words, longest first, so "thank you so much" is read whole.
    private static let phrases: [(words: [String], isGoodbye: Bool)] =
        (thanks.map { ($0, false) } + goodbyes.map { ($0, true) })
            .map { (words: $0.0.split(separator: " ").map(String.init), isGoodbye: $0.1) }
            .sorted { $0.words.count > $1.words.count || ($0.words.count == $1.words.count && $0.words.joined() < $1.words.joined()) }

    private static let thanks: Set<String> = [
        "thanks", "thank you", "thank you so much", "thank you very much", "thanks so much", "thanks a lot",
        "many thanks", "cheers", "ty", "thx", "much appreciated",
    ]
    private static let goodbyes: Set<String> = [
        "bye", "goodbye", "good bye", "bye bye", "see you later", "good night", "goodnight", "later",
    ]
    /// The most words a closing is read from: "ok thank you so much Coffee Bar that's all".
    private static let longest = 12

    /// The words one of those says, at least.
    private static let closingWords = Set((thanks.union(goodbyes)).flatMap { $0.split(separator: " ").map(String.init) })
        .subtracting(["you", "so", "much", "very", "a", "lot", "good", "see"])

    /// Said before thanks without changing it: "ok thanks", "great, thank you".
    private static let openings: Set<String> = ["ok", "okay", "great", "cool", "perfect", "lovely", "oh", "well", "hey"]
    /// Said after it: "thanks, that's all".
    private static let endings: [[String]] = [["that's", "all"], ["that", "is", "all"], ["for", "now"]]
}
