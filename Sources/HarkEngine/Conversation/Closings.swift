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
        while let first = words.first, openings.contains(first), words.count > 1 { words.removeFirst() }
        for ending in endings where words.count > ending.count && words.suffix(ending.count) == ending[...] {
            words.removeLast(ending.count)
        }
        let phrase = words.joined(separator: " ")
        if thanks.contains(phrase) { return HarkWording.youAreWelcome }
        if goodbyes.contains(phrase) { return HarkWording.goodbye }
        return nil
    }

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
