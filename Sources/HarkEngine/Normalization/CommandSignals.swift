/// Why an utterance that reads like a command must run nothing.
public struct NotACommand: Sendable, Hashable, Codable {
    public enum Kind: String, Sendable, Hashable, Codable {
        /// "don't log water", "never lock my card".
        case negation
        /// "did I log water?", "is my card locked?".
        case question
        /// "I logged water yesterday".
        case past
        /// "should I log water?", "what if I sign out".
        case hypothetical
        /// "I always log water", "we usually book a lane": what is done as a rule.
        case habit
        /// "tell my husband to log water", "ask her to book a lane": a request for someone else.
        case someoneElse
        /// "oh great, another wobbly table": what went wrong, mocked; nothing asked for.
        case complaint
    }

    public var kind: Kind
    /// The words that say so, as read ("do not", "did i").
    public var words: [String]

    public init(kind: Kind, words: [String]) {
        self.kind = kind
        self.words = words
    }
}

/// Finds negation, questions, reports of the past and hypotheticals in one clause, and gives the
/// clause without the words that say so, to learn which command it is about.
///
///     CommandSignals.read(["did", "i", "log", "water"], isKnown: …)
///     // signal: question ["did", "i"], command: ["log", "water"]
enum CommandSignals {
    struct Reading {
        var signal: NotACommand?
        var command: [String]
    }

    /// `isKnown` tells registry words, to tell a past form ("logged") from a word of a phrase.
    /// `framed`: a request frame ("I want") was set aside before `words`. `appName`: how many
    /// words of an app's name open them, and `closingAppName` how many close them, with a word
    /// tying it ("… in Billable"). `addressesApp`: an app's name follows their first word ("could
    /// Tankora remind me …").
    static func read(
        _ words: [String], framed: Bool = false, appName: Int = 0, closingAppName: Int = 0, addressesApp: Bool = false,
        isKnown: (String) -> Bool
    ) -> Reading {
        // "I could use a coffee logged", "record that I drank …": a request, however it reads.
        if let request = RequestFrames.request(in: words, framed: framed, appName: appName, isKnown: isKnown) {
            return Reading(signal: nil, command: request)
        }
        var kind: NotACommand.Kind?
        var said: [String] = []
        var keep = [Bool](filledWith: true, count: words.count)
        var command = words
        var participle: Int?
        func mark(_ found: NotACommand.Kind, _ range: Range<Int>) {
            if kind == nil { kind = found }
            for index in range where keep[index] {
                keep[index] = false
                said.append(words[index])
            }
        }
        var index = 0
        while index < words.count {
            let word = words[index]
            let next = index + 1 < words.count ? words[index + 1] : ""
            let afterNext = index + 2 < words.count ? words[index + 2] : ""
            let isKnownWord = isKnown(word)
            if word == "not" || word == "never" {
                let start = index > 0 && auxiliaries.contains(words[index - 1]) ? index - 1 : index
                mark(.negation, start..<(index + 1))
            } else if word == "no", next == "need", afterNext == "to" {
                mark(.negation, index..<(index + 3))
            } else if word == "undo", index == appName, !next.isEmpty {
                // "undo log 3 hours for acme": the request said is to be undone, not done.
                mark(.negation, index..<(index + 1))
            } else if ["refuse", "refusing", "decline"].contains(word), next == "to", index > 0 {
                // "I refuse to pay 40 dollars": said not to be done.
                mark(.negation, (index - 1)..<(index + 2))
            } else if index == words.count - 1 - closingAppName, index > 1, ["myself", "ourselves"].contains(word),
                !["for", "to", "with", "about", "of"].contains(words[index - 1]) {
                // "I'll log the run myself": the person does it, not the app ("… for myself" is
                // whom it is for; "I will" before it is read as a filler).
                mark(.negation, index..<(index + 1))
            } else if word == "too", index <= 3, afterNext == "to", index + 4 < words.count, !isKnownWord {
                // "it's too early to book a lane", "I'm too tired to log a run": it is not done.
                mark(.negation, 0..<(index + 3))
            } else if reportedAttempts.contains(word), next == "to", index > 0, subjects.contains(words[index - 1]) {
                // "I used to book a van", "I tried to book a van": what was done once, or tried,
                // is told, no request now ("I wanted to book a van" is a polite one).
                mark(.past, index..<(index + 2))
            } else if index == 1, habitualWords.contains(word), people.contains(words[0]) {
                // "I always log a tea": what is done as a rule, told, not asked for.
                mark(.habit, 0..<2)
            } else if index == 2, habitualWords.contains(word), toldOfSomeone(before: index, in: words) {
                // "my boss always books the boardroom": someone else's habit, told.
                mark(.habit, 0..<3)
            } else if word == "wants", next == "to", wishedBySomeone(before: index, in: words) {
                // "my brother wants to start a grow", "Sam wants to …": what another person wants
                // to do, told ("wants" is never the speaker's). "she wants us to …" is passed on:
                // asked about.
                mark(.someoneElse, 0..<(index + 2))
            } else if index == 0, let addressee = addressedToSomeoneElse(words, namesAppLast: closingAppName > 0) {
                // "tell my husband to log water": asked of another person, not of the app.
                mark(.someoneElse, 0..<addressee)
            } else if index == 0, word == "teach", next == "me" {
                // "teach me to log water": how it is done, asked for, not the doing.
                mark(.question, index..<(index + (afterNext == "how" ? 3 : 2)))
            } else if index == 0 || (index == 1 && questionWords.contains(words[0])) || (index == 2 && words[0] == "how") {
                if questionWords.contains(word), index == 0, !isKnownWord || questionAuxiliaries.contains(next) {
                    let length = ["much", "many", "long", "often"].contains(next) ? 2 : 1
                    mark(.question, index..<(index + length))
                } else if questionAuxiliaries.contains(word), next != "not", next != "never",
                    subjects.contains(next) || isKnown(next) && !isSmallVerbTarget(next) {
                    // Never before "not" or "never": "don't donate my dress" says not to, asking nothing.
                    if word == "should" || word == "shall" {
                        mark(.hypothetical, index..<(index + 2))
                    } else if ["can", "could", "would", "will", "may", "might"].contains(word), ["you", "i", "we"].contains(next) {
                        // A request: "can you …", "could I have …", "can we get …".
                    } else if ["could", "would", "will"].contains(word), addressesApp {
                        // The app asked as "you" is: "could Tankora remind me …" ("can Tankora …"
                        // may ask what it can do). The asking word is courtesy, as in "could you".
                        keep[index] = false
                    } else if word == "have", addressesApp, !words.dropFirst(2).prefix(2).contains(where: { pastStem(of: $0, isKnown: isKnown) != nil }) {
                        // "have Solvane charge the battery": the app told to, not asked whether it
                        // has ("have Hydrator logged my water?").
                        keep[index] = false
                    } else {
                        mark(.question, index..<(index + (["i", "we", "you", "there"].contains(next) ? 2 : 1)))
                    }
                }
            }
            // An opening that ends the clause opens nothing ("lock my card, just in case").
            if let hypothetical = hypotheticalsByFirstWord[word]?.first(where: { matches($0, words, at: index) }),
                index + hypothetical.count < words.count {
                mark(.hypothetical, index..<(index + hypothetical.count))
            } else if index == 0 || !timeLinks.contains(words[index - 1]),
                      !isKnownWord,
                      pastTimes.contains(word) || (word == "last" && ["night", "week", "time", "month", "year", "weekend"].contains(next)) {
                mark(.past, index..<(index + (word == "last" ? 2 : 1)))
            } else if keep[index], unchangedPast.contains(word), toldOfSomeone(before: index, in: words) {
                // "I just set a wake-up call", "my wife put 8 ounces in": a past that reads as the
                // verb, which stays the command's.
                mark(.past, 0..<index)
                said.append(word)
            } else if keep[index], !isKnownWord, !namesWhatFollows(at: index, in: words),
                      let stem = pastStem(of: word, isKnown: isKnown) {
                if kind == nil { kind = .past }
                said.append(word)
                command[index] = stem
                participle = participle ?? index
            }
            index += 1
        }
        guard let kind else { return Reading(signal: nil, command: words.indices.filter { keep[$0] }.map { words[$0] }) }
        var order = command.indices.filter { keep[$0] }
        if kind == .question, let participle, let at = order.firstIndex(of: participle) {
            // "is my card locked" asks about "lock my card": the verb goes first.
            order.remove(at: at)
            order.insert(participle, at: 0)
        }
        let kept = order.map { command[$0] }
        return Reading(signal: NotACommand(kind: kind, words: said), command: kept)
    }

    /// Whether the word at `index` is "named", "called" or "titled" naming the words after it ("a
    /// guest called Priya"), not a verb in the past ("I called Priya").
    private static func namesWhatFollows(at index: Int, in words: [String]) -> Bool {
        LooseValues.namers.contains(words[index]) && index + 1 < words.count && index > 0
            && !subjects.contains(words[index - 1])
    }

    /// How many words open `words` to ask another person than the listener to do something: "tell
    /// my husband to", "ask her to", "remind our neighbour to", "tell the vet to" (a person, by
    /// WordNet's first sense of the noun, or a pronoun), "tell Theo to … in Farenza" (one word,
    /// when the app is named at the end: `namesAppLast`), up to "to".
    private static func addressedToSomeoneElse(_ words: [String], namesAppLast: Bool) -> Int? {
        guard words.count > 3, askingOthers.contains(words[0]) else { return nil }
        if objectPronouns.contains(words[1]), words[2] == "to" { return 3 }
        // "tell Theo to top up his card in Farenza": a name, the app named after ("tell Hydrator to …").
        if ["tell", "ask"].contains(words[0]), namesAppLast, words[2] == "to", !notOthers.contains(words[1]) { return 3 }
        guard words.count > 4, ["my", "our", "the"].contains(words[1]), words[3] == "to",
            WordNetNouns.shared?.namesPerson(words[2]) == true
        else { return nil }
        return 4
    }
    private static let askingOthers: Set<String> = ["tell", "ask", "remind", "get"]
    private static let objectPronouns: Set<String> = ["him", "her", "them"]
    /// Said after "tell" or "ask", the one asking or the app itself, never someone else.
    private static let notOthers: Set<String> = ["me", "us", "it", "you", "siri", "alexa"]

    /// Verbs whose past is their base form ("set", "put"): told of someone, they are that past.
    private static let unchangedPast: Set<String> = ["set", "put", "read", "cut", "hit", "let", "shut", "quit"]
    /// Words that, said after "I" or "we", put the verb after them in the past ("I just set …").
    private static let pastAdverbs: Set<String> = ["just", "accidentally", "already", "previously", "recently"]
    /// Third persons a past is told of ("she set …", "my wife put …", "someone read …").
    private static let thirdPersons: Set<String> = ["he", "she", "someone", "somebody", "nobody"]

    /// Whether the words before `index` are someone a past is told of: "I just", "we already",
    /// "she", "my wife", "someone accidentally", and nothing else (the clause's first words).
    private static func toldOfSomeone(before index: Int, in words: [String]) -> Bool {
        var subjectEnd = index
        if subjectEnd > 1, pastAdverbs.contains(words[subjectEnd - 1]) { subjectEnd -= 1 }
        let subject = words[..<subjectEnd]
        if subject.count == 1, let only = subject.first {
            return thirdPersons.contains(only) || (subjectEnd < index && ["i", "we"].contains(only))
        }
        guard subject.count == 2, let determiner = subject.first, let noun = subject.last else { return false }
        return ["my", "our"].contains(determiner) && WordNetNouns.shared?.namesPerson(noun) == true
    }

    /// Whether the words before "wants" at `index` are the person whose wish is told: one to three
    /// words opening the clause ("she", "my wife", "Sam", "Leo's dad"), none of them a question
    /// word or anyone at all ("who wants to …", "anyone who wants to …").
    private static func wishedBySomeone(before index: Int, in words: [String]) -> Bool {
        (1...3).contains(index) && !words[..<index].contains(where: notWishers.contains)
    }

    /// Words before "wants" that make it no one person's wish told.
    private static let notWishers: Set<String> = [
        "who", "what", "which", "whoever", "anyone", "anybody", "everyone", "everybody", "if", "whether",
    ]

    /// Past verbs that, before "to", tell of a habit, an attempt or its outcome ("I used to …",
    /// "I tried to …", "I forgot to …").
    private static let reportedAttempts: Set<String> = [
        "used", "tried", "attempted", "managed", "failed", "forgot", "remembered", "meant",
    ]

    /// Words that say how often something is done ("I always …", "we usually …").
    private static let habitualWords = WordMap<Bool>([
        "always", "usually", "often", "sometimes", "normally", "generally", "typically", "rarely", "seldom",
    ])
    /// Who a habit is told of.
    private static let people = WordMap<Bool>(["i", "we", "he", "she", "they", "you"])

    /// Words before a time that make it no report of the past ("since last week"); static, as a
    /// literal `[…].contains` in a loop makes its array on every turn.
    private static let timeLinks = ["from", "of", "since", "for", "until", "about"]

    /// "did" before "the" is not a question about something the person did ("do a swim").
    private static func isSmallVerbTarget(_ word: String) -> Bool {
        ["a", "an", "the", "some", "me", "it", "that", "this"].contains(word)
    }

    private static func matches(_ phrase: [String], _ words: [String], at start: Int) -> Bool {
        start + phrase.count <= words.count && phrase.indices.allSatisfy { words[start + $0] == phrase[$0] }
    }

    /// The verb a past form stands for, when that verb is a registry word: "logged" → "log",
    /// "paid" → "pay", "started" → "start", "removed" → "remove".
    static func pastStem(of word: String, isKnown: (String) -> Bool) -> String? {
        if let irregular = irregularPast[word] { return isKnown(irregular) ? irregular : nil }
        guard word.hasSuffix("ed"), word.count > 4 else { return nil }
        let stem = String(word.dropLast(2))
        var candidates = [stem, stem + "e", String(word.dropLast(1))]
        if let last = stem.last, stem.count > 2, stem.dropLast().last == last { candidates.append(String(stem.dropLast())) }
        if stem.hasSuffix("i") { candidates.append(String(stem.dropLast()) + "y") }
        return candidates.first(where: isKnown)
    }

    private static let irregularPast = WordMap<String>([
        "paid": "pay", "made": "make", "began": "begin", "begun": "begin", "ran": "run", "swam": "swim",
        "rode": "ride", "drank": "drink", "drunk": "drink", "ate": "eat", "bought": "buy", "took": "take",
        "gave": "give", "went": "go", "did": "do", "had": "have", "got": "get", "sent": "send", "spent": "spend",
        "set": "set", "put": "put", "wrote": "write", "read": "read", "left": "leave", "lost": "lose", "found": "find",
        "forgot": "forget", "forgotten": "forget", "kept": "keep", "brought": "bring", "came": "come",
    ])

    /// Verbs that help another ("have I logged", "do not"), never a request's own.
    static let auxiliaries = WordMap<Bool>([
        "do", "does", "did", "will", "would", "should", "shall", "can", "could", "may", "might", "must",
        "am", "is", "are", "was", "were", "have", "has", "had", "need",
    ])
    private static let questionAuxiliaries = WordMap<Bool>([
        "did", "do", "does", "have", "has", "had", "is", "are", "was", "were", "am", "should", "shall",
        "can", "could", "would", "will", "may", "might",
    ])
    /// The words that open a question ("what", "where"); never a typo of another word.
    static let questionWords = WordMap<Bool>(["when", "what", "why", "how", "where", "who", "which", "whether"])
    private static let subjects = WordMap<Bool>([
        "i", "we", "you", "he", "she", "they", "it", "there", "my", "our", "your", "the", "this", "that", "these",
    ])
    private static let pastTimes = WordMap<Bool>(["yesterday", "ago", "earlier", "already", "previously"])
    /// The hypothetical openings by their first word, in the order below.
    private static let hypotheticalsByFirstWord = WordMap(Dictionary(grouping: hypotheticals) { $0[0] })

    private static let hypotheticals: [[String]] = [
        ["what", "if"], ["if", "i"], ["if", "we"], ["in", "case"], ["i", "might"], ["we", "might"], ["might"],
        ["i", "may"], ["we", "may"], ["maybe", "i", "should"], ["wonder", "if"], ["wonder", "whether"], ["wonder"],
        ["whether"], ["thinking", "about"], ["thinking", "of"], ["would", "it", "be"], ["would", "be"],
        ["could", "be"], ["i", "should"], ["we", "should"], ["i", "would"], ["would", "i", "have", "to"],
        ["would", "i", "need", "to"], ["will", "i", "have", "to"], ["supposing"], ["suppose"],
        ["imagine"], ["hypothetically"],
    ]
}
