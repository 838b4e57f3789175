/// How people say things in everyday speech and texting, read into the words phrases use.
///
/// Used only to read an utterance, never to make two registered phrases alike: a verb is read
/// as its everyday equivalent only where a phrase has that verb, at a small cost, and "in" and
/// "out" are never each other's synonym, so "sign in" and "sign out" stay far apart.
enum EverydayWords {
    /// Texting and speech forms rewritten to their words: "pls" → "please", "tmrw" → "tomorrow".
    static func rewrite(_ words: [String]) -> [String] {
        var result: [String] = []
        result.reserveCapacity(words.count)
        var index = 0
        let saysDigits = words.contains { $0.opensWithNumber }
        while index < words.count {
            let word = words[index]
            defer { index += 1 }
            if Politeness.hesitations.contains(word) { continue }
            if word == "k", result.last?.opensWithNumber == true {
                // "1k" is a thousand, not "1 ok".
                result.append("thousand")
            } else if saysDigits, let (whole, length) = spelledAcrossDigits(words, at: index) {
                result.append(contentsOf: whole)
                index += length - 1
            } else if let whole = spelled[word] {
                result.append(contentsOf: whole)
            } else {
                result.append(word)
            }
        }
        return result
    }

    /// A texting form the normaliser cut where digits meet letters ("2day" → "2", "day"; "l8r"),
    /// read whole, with how many words it took.
    private static func spelledAcrossDigits(_ words: [String], at start: Int) -> ([String], Int)? {
        // Longest first, without the array a literal `[3, 2]` makes on every call.
        for length in (2...3).reversed() where start + length <= words.count {
            let parts = words[start..<(start + length)]
            guard parts.contains(where: \.opensWithNumber) else { continue }
            if let whole = spelled[parts.joined()] { return (whole, length) }
        }
        return nil
    }

    private static let spelled = WordMap<[String]>([
        "pls": ["please"], "plz": ["please"], "pleez": ["please"], "thx": ["thanks"], "thnx": ["thanks"],
        "thanx": ["thanks"], "ty": ["thanks"], "rn": ["right", "now"], "tmrw": ["tomorrow"], "tmr": ["tomorrow"], "ppl": ["people"],
        "tmw": ["tomorrow"], "tomoz": ["tomorrow"], "tommorow": ["tomorrow"], "tomorow": ["tomorrow"],
        "2moro": ["tomorrow"], "2day": ["today"], "tonite": ["tonight"], "u": ["you"], "ur": ["your"],
        "r": ["are"], "k": ["ok"], "kk": ["ok"], "okey": ["okay"], "gonna": ["going", "to"],
        "wanna": ["want", "to"], "gotta": ["have", "to"], "lemme": ["let", "me"], "gimme": ["give", "me"],
        "sesh": ["session"], "w": ["with"], "wit": ["with"], "l8r": ["later"], "pl": ["please"], "b4": ["before"], "cc": ["credit", "card"],
        "into": ["in", "to"], "login": ["log", "in"], "logout": ["log", "out"], "logon": ["log", "in"],
        "logoff": ["log", "out"], "signin": ["sign", "in"], "signout": ["sign", "out"], "signon": ["sign", "in"],
        "signoff": ["sign", "out"], "checkin": ["check", "in"], "checkout": ["check", "out"],
        "setup": ["set", "up"], "appt": ["appointment"], "appts": ["appointments"],
    ])

    /// `words` with multi-word verbs read as one verb: "kick off" → "begin", "what are" → "show".
    /// Registered phrases are read the same way, so one that says "what is" still fits exactly.
    static func readingPhrases(_ words: [String]) -> [String] {
        guard words.count > 1 else { return words }
        var result: [String] = []
        var index = 0
        outer: while index < words.count {
            for (phrase, reading) in phrasesByFirstWord[words[index]] ?? []
            where index + phrase.count <= words.count && phrase.indices.allSatisfy({ words[index + $0] == phrase[$0] }) {
                result += reading
                index += phrase.count
                continue outer
            }
            result.append(words[index])
            index += 1
        }
        return result
    }

    /// `phrases` by their first word, in the order below.
    private static let phrasesByFirstWord = WordMap(Dictionary(grouping: phrases) { $0.words[0] })

    /// Multi-word verbs and frames read as one word the lexicon knows.
    private static let phrases: [(words: [String], reading: [String])] = [
        (["kick", "off"], ["begin"]), (["fire", "up"], ["begin"]), (["go", "for"], ["begin"]),
        (["set", "up"], ["schedule"]), (["look", "for"], ["find"]), (["search", "for"], ["find"]),
        (["get", "rid", "of"], ["remove"]), (["put", "down"], ["record"]), (["write", "down"], ["record"]),
        (["jot", "down"], ["record"]), (["note", "down"], ["record"]), (["show", "me"], ["show"]),
        (["what", "are"], ["show"]), (["what", "is"], ["show"]), (["tell", "me"], ["show"]),
        (["sign", "me", "in"], ["sign", "in"]), (["sign", "me", "out"], ["sign", "out"]),
        (["log", "me", "in"], ["log", "in"]), (["log", "me", "out"], ["log", "out"]),
        (["show", "to", "me"], ["show"]), (["start", "tracking"], ["start"]), (["pull", "up"], ["show"]),
        (["bring", "up"], ["show"]),
    ]

    /// Openings that ask for something without its verb ("get me a latte", "I need a coffee"):
    /// the phrase's own verb may then go unsaid at little cost.
    static let frames: [[String]] = [
        ["can", "i", "have"], ["can", "i", "get"], ["could", "i", "have"], ["could", "i", "get"],
        ["may", "i", "have"], ["i", "would", "like"], ["i", "will", "have"], ["i", "will", "take"],
        ["i", "would", "love"], ["let", "me", "have"], ["get", "me"], ["give", "me"], ["i", "need"],
        ["i", "want"], ["i", "fancy"], ["fancy"], ["need"], ["want"], ["let", "me"], ["i", "am", "after"], ["can", "i"], ["could", "i"],
        ["may", "i"], ["might", "i"],
    ]

    /// Everyday verbs and the registered verbs they may stand for.
    static let verbs = WordMap<[String]>({
        let groups: [String: [String]] = [
            "log": ["add", "record", "track", "enter", "note", "register", "save", "put"],
            "track": ["log", "record", "add"],
            "start": ["begin", "launch", "commence", "initiate", "do"],
            "begin": ["start", "launch", "commence", "do"],
            "plan": ["schedule", "arrange", "book", "organise", "organize", "prepare"],
            "schedule": ["plan", "arrange", "book"],
            "remove": ["erase", "clear", "delete", "wipe", "drop", "discard", "forget"],
            "delete": ["erase", "clear", "remove", "wipe", "drop", "discard"],
            "clear": ["erase", "remove", "delete", "wipe", "reset"],
            "forget": ["erase", "remove", "delete", "wipe", "clear"],
            "show": ["display", "list", "view", "see", "check", "open", "give", "get", "read"],
            "check": ["show", "see", "view", "display"],
            "lock": ["freeze", "block", "disable", "suspend"],
            "pay": ["purchase", "buy", "spend"],
            "find": ["locate", "search", "get"],
            "end": ["stop", "finish", "terminate", "close"],
            "stop": ["end", "finish", "halt"],
            "add": ["create", "make", "new", "save", "register"],
            "create": ["add", "make", "new", "set"],
            "make": ["create", "do"],
            "water": ["hydrate"],
            "sign": ["log"],
            "meditate": ["meditation"],
            "extend": ["lengthen", "prolong", "top"],
            "set": ["raise", "lower", "increase", "decrease", "reduce", "bump", "boost", "update", "keep"],
            "turn": ["switch", "flip", "flick"],
        ]
        var reading: [String: [String]] = [:]
        for (registered, everyday) in groups {
            for word in everyday { reading[word, default: []].append(registered) }
        }
        return reading
    }())
}
