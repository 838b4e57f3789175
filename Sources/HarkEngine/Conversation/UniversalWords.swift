/// Words that mean the same at every prompt: cancel, yes, no, help, and "the second one".
///
///     UniversalWords.meaning(of: "Never mind.")   // .cancel
///     UniversalWords.ordinal(in: "the second one") // 1
enum UniversalWords {
    enum Meaning: Equatable {
        /// `neither` refuses every option of a list (“neither”, “none of them”); it is not a no.
        case cancel, yes, no, neither, help
    }

    private static let cancel: Set<String> = [
        "cancel", "never mind", "nevermind", "stop", "forget it", "forget about it", "abort",
        "cancel that", "stop it", "nothing", "quit", "leave it",
    ]
    private static let yes: Set<String> = [
        "yes", "yeah", "yea", "ya", "yep", "yup", "y", "sure", "sure thing", "sure why not", "why not",
        "ok", "okay", "k", "kk", "alright", "all right", "fine", "correct", "right", "exactly", "indeed",
        "do it", "do that", "go ahead", "go for it", "let's do it", "let's go", "affirmative", "of course",
        "that is right", "that's right", "that's it", "that is it", "confirm", "confirmed", "absolutely",
        "definitely", "certainly", "please do", "sounds good", "sounds great", "works for me", "perfect",
        "great", "yes it is", "you bet", "totally", "uh huh", "mhm", "i do", "i guess", "i think so",
        "please",
    ]
    private static let no: Set<String> = [
        "no", "nope", "nah", "n", "not really", "negative", "do not", "don't", "it is not", "it isn't",
        "wrong", "incorrect", "not now", "not yet", "not today", "not right now", "maybe later", "later",
        "no way", "never", "not at all", "i don't think so", "i do not think so", "don't do it",
        "do not do it", "don't do that", "do not do that", "better not", "i'd rather not", "i would rather not",
        "no need", "nay", "skip it", "i don't", "i do not", "that's wrong", "that is wrong", "not that",
    ]
    private static let neither: Set<String> = [
        "neither", "neither one", "neither of them", "neither of those", "none", "none of them",
        "none of those", "none of these", "not any of them", "something else",
    ]
    /// The most words a yes or a no is read from: “oh no I do not think so thank you”.
    private static let longestYesOrNo = 10
    /// Said around a yes or a no without changing it: “oh yes please”, “no thanks”.
    private static let leading: Set<String> = ["oh", "um", "uh", "well", "hmm", "ah", "er", "actually", "wait"]
    private static let trailing: Set<String> = ["please", "thanks", "thank you", "thank you very much", "then", "for now"]
    private static let help: Set<String> = [
        "help", "what can i do here", "what can i say", "what can i do", "what are my options",
        "options", "i don't know", "i do not know",
    ]

    /// Said after a request, words that take it back besides a cancel or a no: a joke owned up
    /// to (“…, just kidding”), second thoughts (“…, maybe not”), sarcasm (“…, said nobody ever”),
    /// or a request that was a question (“…? just asking”).
    private static let retractions: Set<String> = jokes.union(sarcasm).union([
        "scratch that", "forget that", "maybe not", "or maybe not", "or not", "perhaps not", "probably not",
        "are you kidding", "are you kidding me", "you're kidding",
        "just asking", "just wondering", "just curious", "wrong app", "ignore that", "ignore me", "disregard",
        "disregard that", "hold on", "hang on", "wait", "yeah no", "yeah nah",
    ])
    /// Sarcasm that takes back a request said after it (“…, yeah right”) or before it (“yeah right, …”).
    private static let sarcasm: Set<String> = ["as if", "yeah right"]
    /// Retractions that take back the words before them even without a mark between (“log water jk”).
    private static let jokes: Set<String> = [
        "just kidding", "kidding", "i'm kidding", "i am kidding", "i was kidding", "just joking", "only joking",
        "jk", "said nobody ever", "said no one ever", "in my dreams", "in your dreams", "dream on",
    ]
    /// Said before a retraction, a cancel or a no without changing it (“actually forget it”,
    /// “lol jk”, “on second thought no”, “but not yet”), besides the words said around a yes or a no.
    private static let retractionOpenings = leading.union(["on second thought", "on second thoughts", "lol", "haha", "but"])

    /// The words of each meaning, in a fixed order (for a recogniser's grammar).
    static var cancelWords: [String] { cancel.sorted() }
    static var yesWords: [String] { yes.sorted() }
    static var noWords: [String] { no.sorted() }
    static var helpWords: [String] { help.sorted() }

    /// Whether `text`, said as the last clause after a request, takes it back: “never mind”,
    /// “no”, “actually no”, “just kidding”, or several of them with fillers between (“nah,
    /// forget it”, “no sorry”, “nope never mind”, “oops wrong app”).
    static func takesBack(_ text: String) -> Bool {
        says(text, oneOf: takeBackWords, madeOf: takeBackPieces)
    }

    /// Whether `clause`, said between a request and more words, cancels the request outright:
    /// “buy a day pass, never mind, I'll walk”, “…, oh forget it, …”. A no there may open a
    /// correction (“…, no, two”), so only a cancel counts.
    static func cancelsInPassing(_ clause: [String]) -> Bool {
        says(clause.joined(separator: " "), oneOf: cancelsBetweenClauses, madeOf: takeBackPieces)
    }
    /// Cancels that stop a request said before them: all but “nothing” (“…, nothing else”).
    private static let cancelsBetweenClauses = cancel.subtracting(["nothing"])

    /// Whether `text` is made of `pieces` (the longest at each place, left to right; every word
    /// in one), at least one of them in `meanings`.
    private static func says(_ text: String, oneOf meanings: Set<String>, madeOf pieces: Set<String>) -> Bool {
        let words = fold(text).split(separator: " ").map(String.init)
        guard !words.isEmpty, words.count <= longestYesOrNo else { return false }
        var start = 0
        var saysMeaning = false
        while start < words.count {
            guard let length = (1...min(4, words.count - start)).reversed().first(where: { length in
                pieces.contains(words[start..<(start + length)].joined(separator: " "))
            }) else { return false }
            let piece = words[start..<(start + length)].joined(separator: " ")
            saysMeaning = saysMeaning || meanings.contains(piece)
            start += length
        }
        return saysMeaning
    }

    /// What takes a request back: a cancel, a no or a retraction.
    private static let takeBackWords = cancel.union(no).union(retractions)
    /// What a clause that takes a request back is made of: those, and the words said before or around them.
    private static let takeBackPieces = takeBackWords.union(retractionOpenings).union(sideWords)
    /// Said beside a take-back without being one (“no sorry”, “oops, wrong app”).
    private static let sideWords: Set<String> = ["sorry", "oops", "please", "thanks", "thank you", "i mean", "that"]

    /// How many of `words`' last words put the request off (“start a run in Workout later”), if
    /// they do: “later” or “later on” closing it, unless it is what the request is for or until
    /// (“save it for later”), or a goodbye (“see you later”).
    static func trailingDeferral(in words: [String]) -> Int? {
        let length = words.last == "later" ? 1 : words.suffix(2) == ["later", "on"] ? 2 : 0
        guard length > 0, words.count > length else { return nil }
        return deferralStoppers.contains(words[words.count - length - 1]) ? nil : length
    }
    /// Said right before “later” that makes it no deferral.
    private static let deferralStoppers: Set<String> = ["for", "until", "till", "til", "than", "see", "talk", "catch"]

    /// Whether `clause`, said first, mocks the request after it (“yeah right, …”, “as if, …”).
    static func mocksWhatFollows(_ clause: [String]) -> Bool {
        sarcasticOpenings.contains(clause.joined(separator: " "))
    }
    private static let sarcasticOpenings = sarcasm.union(["yeah yeah right"])

    /// How many of `words`' last words own up to a joke (“jk”, “just kidding”) or call what they
    /// follow a mistake (“… was a mistake”), if they do.
    static func trailingRetraction(in words: [String]) -> Int? {
        (1...3).first { $0 <= words.count && trailingRetractions.contains(words.suffix($0).joined(separator: " ")) }
    }
    /// Whether `clause` is all a joke owned up to or a request called a mistake (“just kidding”).
    static func isRetraction(_ clause: [String]) -> Bool {
        trailingRetractions.contains(clause.joined(separator: " "))
    }
    private static let trailingRetractions = jokes.union(regrets)
    /// Said after a request, call it a mistake: what it asks is to be undone, not done.
    private static let regrets: Set<String> = ["was a mistake", "was an accident"]

    static func meaning(of text: String) -> Meaning? {
        let words = fold(text)
        if cancel.contains(words) { return .cancel }
        if help.contains(words) { return .help }
        if neither.contains(words) { return .neither }
        return yesOrNo(words)
    }

    /// Whether some words were said and each is a yes or a no (“ok”, “great”, “nope”): the
    /// values of a request that says nothing else are then as likely an acknowledgement.
    static func areYesOrNo(_ said: some Collection<String>) -> Bool {
        !said.isEmpty && said.allSatisfy { [.yes, .no].contains(yesOrNo(fold($0))) }
    }

    /// Yes or no, said alone, twice (“yes yes”, “no, no”), or leading the rest (“yes, that's right”,
    /// “no, not now”), with fillers around it (“oh yes please”, “no thanks”).
    private static func yesOrNo(_ words: String) -> Meaning? {
        var said = words.split(separator: " ", maxSplits: longestYesOrNo + 1).map(String.init)
        // No yes or no takes more words than this; a long line is neither (and costs nothing).
        guard said.count <= longestYesOrNo else { return nil }
        while let first = said.first, leading.contains(first), said.count > 1 { said.removeFirst() }
        while said.count > 1, let ending = trailing.first(where: { said.joined(separator: " ").hasSuffix(" \($0)") }) {
            said.removeLast(ending.split(separator: " ").count)
        }
        let phrase = said.joined(separator: " ")
        if yes.contains(phrase) { return .yes }
        if no.contains(phrase) { return .no }
        // “yes, sure thing”, “no, not now”: every part means the same.
        for split in 1..<max(said.count, 1) {
            let head = said[..<split].joined(separator: " "), rest = said[split...].joined(separator: " ")
            if yes.contains(head), yes.contains(rest) { return .yes }
            if no.contains(head), no.contains(rest) { return .no }
        }
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
