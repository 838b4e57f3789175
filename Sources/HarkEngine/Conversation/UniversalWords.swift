/// Words that mean the same at every prompt: cancel, yes, no, help, and "the second one".
///
///     UniversalWords.meaning(of: "Never mind.")   // .cancel
///     UniversalWords.ordinal(in: "the second one") // 1
enum UniversalWords {
    enum Meaning: Equatable {
        case cancel, yes, no, help
    }

    private static let cancel: Set<String> = [
        "cancel", "never mind", "nevermind", "stop", "forget it", "forget about it", "abort",
        "cancel that", "stop it", "nothing", "quit",
    ]
    private static let yes: Set<String> = [
        "yes", "yeah", "yep", "yup", "y", "sure", "ok", "okay", "correct", "right", "yes please",
        "do it", "go ahead", "affirmative", "of course", "that is right", "that's right", "confirm",
        "absolutely", "definitely", "please do", "sounds good", "yes it is",
    ]
    private static let no: Set<String> = [
        "no", "nope", "nah", "n", "no thanks", "no thank you", "not really", "negative",
        "do not", "don't", "no it is not", "no it isn't", "wrong", "incorrect",
    ]
    private static let help: Set<String> = [
        "help", "what can i do here", "what can i say", "what can i do", "what are my options",
        "options", "i don't know", "i do not know",
    ]

    /// The words of each meaning, in a fixed order (for a recogniser's grammar).
    static var cancelWords: [String] { cancel.sorted() }
    static var yesWords: [String] { yes.sorted() }
    static var noWords: [String] { no.sorted() }
    static var helpWords: [String] { help.sorted() }

    static func meaning(of text: String) -> Meaning? {
        let words = fold(text)
        if cancel.contains(words) { return .cancel }
        if yes.contains(words) { return .yes }
        if no.contains(words) { return .no }
        if help.contains(words) { return .help }
        return nil
    }

    private static let ordinals: [String: Int] = [
        "1": 0, "one": 0, "first": 0, "1st": 0,
        "2": 1, "two": 1, "second": 1, "2nd": 1,
        "3": 2, "three": 2, "third": 2, "3rd": 2,
        "4": 3, "four": 3, "fourth": 3, "4th": 3,
        "5": 4, "five": 4, "fifth": 4, "5th": 4,
        "6": 5, "six": 5, "sixth": 5, "6th": 5,
        "7": 6, "seven": 6, "seventh": 6, "7th": 6,
        "8": 7, "eight": 7, "eighth": 7, "8th": 7,
        "9": 8, "nine": 8, "ninth": 8, "9th": 8,
        "10": 9, "ten": 9, "tenth": 9, "10th": 9,
    ]
    private static let ordinalFillers: Set<String> = ["the", "one", "number", "option", "choice", "please"]

    /// The zero-based position named by "2", "second", "the second one", "number two"; -1 for "last".
    static func ordinal(in text: String) -> Int? {
        let words = fold(text).split(separator: " ").map(String.init)
        let meaningful = words.filter { !ordinalFillers.contains($0) }
        if meaningful == ["last"] { return -1 }
        if meaningful.isEmpty, words.contains("one") { return 0 }
        guard meaningful.count == 1, let index = ordinals[meaningful[0]] else { return nil }
        return index
    }

    /// Lowercased, punctuation dropped (apostrophes kept), spaces collapsed.
    static func fold(_ text: String) -> String {
        let kept = text.lowercased().map { character -> Character in
            character.isLetter || character.isNumber || character == "'" ? character : " "
        }
        return String(kept).split(separator: " ").joined(separator: " ")
    }
}
