/// A request whose own verb names another action than the phrase's verb is not that phrase,
/// however well the rest fits: "cancel my sleep session" is no "Start my {session} session",
/// "open my meal plan" no "Clear my meal plan". Verbs relate when Hark's everyday lexicon reads
/// one as the other, or when WordNet gives them a sense in common or makes one a direct kind of
/// the other ("record" for "log", "kick off" for "start").
struct VerbCheck {
    let registry: CompiledRegistry

    /// Whether the utterance heard names, by its first word, an action other than the phrase
    /// of `candidate` does by its verb, and says that verb nowhere: not where a request's verb
    /// goes in the utterance heard, nor in any of `clauses`, the utterance's clauses as said
    /// ("Found a dozen eggs this morning, log them in Hennika" logs).
    func namesAnotherAction(_ analysis: UtteranceAnalysis, _ candidate: MatchCandidate, saidIn clauses: [[String]] = []) -> Bool {
        let template = registry.templates[candidate.templateIndex]
        guard template.leadingWord >= 0, case .word(let verbID, _) = template.elements[template.leadingWord],
            let saidAt = firstWord(of: analysis)
        else { return false }
        let said = analysis.tokens[saidAt]
        let verb = registry.words.text(of: verbID)
        // The phrase's verb, or another phrase's of the shortcut, said where a request's verb goes
        // ("open Hydrator and log …", "ask Hydrator to log …"), not as a noun or after another
        // verb ("cancel the dinner plan", "stop reminding me", "order new shoes" for "Add a gym"),
        // as read or as heard ("set up a savings goal" is read "schedule …", but says "set").
        let tokens = analysis.tokens
        let particle = phraseParticle(of: template)
        let shortcutVerbs = registry.shortcutVerbs[Int(template.shortcut)].map { registry.words.text(of: $0) }
        func saysOwnVerb(_ tokens: [String], readingEverydayVerbs: Bool) -> Bool {
            tokens.indices.contains { index in
                (shortcutVerbs.contains(tokens[index])
                    || (readingEverydayVerbs && EverydayWords.verbs[tokens[index]]?.contains(verb) == true
                        && (particle.map { tokens[(index + 1)...].prefix(2).contains($0) } ?? true)))
                    && standsAsVerb(at: index, in: tokens, after: {
                        Self.verbOpeners.contains($0) && !Self.asksForAReminder(tokens[..<index])
                    })
            }
        }
        // "turn off the guest wifi" says the verb of "Turn on the guest wifi", turned round.
        if let particle, saysOpposite(of: verb, particle, in: tokens) { return true }
        if saysOwnVerb(tokens, readingEverydayVerbs: true) || saysOwnVerb(Array(tokens[saidAt...]), readingEverydayVerbs: true)
            || saysOwnVerb(analysis.heardWords, readingEverydayVerbs: false)
            || clauses.contains(where: { saysOwnVerb($0, readingEverydayVerbs: false) }) {
            return false
        }
        // The phrase's verb undone ("unbook the campsite", "uninvite a friend").
        if said.hasPrefix("un"), said.count > 4, Self.sameVerb(String(said.dropFirst(2)), verb) { return true }
        // The phrase's verb is the undoing of the request's ("subscribe" for "Unsubscribe from …").
        if verb.hasPrefix("un"), verb.count > 4, Self.sameVerb(String(verb.dropFirst(2)), said) { return true }
        // A word any phrase of the shortcut says, in any form ("cradle weight 9 lbs" for "Log the
        // baby's weight", "clean pool thursday" for "Book a pool cleaning"), is its own.
        let shortcutWords = registry.shortcutWords(of: template)
        // A cancel ("stop") is never one: it shares a sense with "end" of "Start the end timer".
        if UniversalWords.meaning(of: said) != .cancel, shortcutWords.contains(where: { Self.sameVerb(said, $0) }) { return false }
        // A word the app's phrases say as a thing, right before a word of the shortcut's, names
        // that thing ("pool pump 5 hours" for "Run the pump …": the pool's pump).
        if saidAt + 1 < tokens.count, shortcutWords.contains(tokens[saidAt + 1]), !SmallWords.contains(tokens[saidAt + 1]),
            saysAsAThing(said, in: template.app) {
            return false
        }
        // A light verb takes its meaning from what follows ("put hearth on cooling mode", "give
        // the kitchen a boost", "I did the dusting"), unless a particle turns it round ("take it off").
        if Self.lightVerbs.contains(said), !tokens.contains(where: Self.reversingParticles.contains) { return false }
        // A value said first ("water 8 oz in Hydrator") is no verb of the request, which then
        // asks for what a clause around it opens with, if that is a verb.
        if candidate.saidAs.values.contains(where: { $0.split(separator: " ").first.map(String.init) == said }) {
            return opensWithAnotherVerb(analysis.contextClauses, than: verb)
        }
        // A verb of two words is read whole ("call off" for "cancel").
        let phrasal = Self.twoWordVerb(in: tokens, at: saidAt)
        guard let verbs = WordNetVerbs.shared else { return false }
        // "refund my rent" for "Pay my rent": a verb that gives back undoes the phrase's, which
        // WordNet makes it a kind of (refund → pay).
        if ([said] + (phrasal.map { [$0] } ?? [])).contains(where: verbs.firstSenseGoesBack), !verbs.firstSenseGoesBack(verb) {
            return true
        }
        if let phrasal, verbs.isVerb(phrasal) { return verbs.relation(of: phrasal, to: verb) == .unrelated }
        return verbs.relation(of: said, to: verb) == .unrelated
    }

    /// Whether one of `clauses`, heard around a request that says no verb, opens (after the app's
    /// name) with a verb as said and what it acts on, an article or a possessive ("add an exam",
    /// not "cow 417 calved" nor "time for a trim"), where WordNet relates the verb to no sense of
    /// `verb`: "Lernova, add an exam for Leo, biology" is no "Book a {subject} session".
    private func opensWithAnotherVerb(_ clauses: [[String]], than verb: String) -> Bool {
        guard let verbs = WordNetVerbs.shared else { return false }
        return clauses.contains { clause in
            let words = Politeness.strip(clause)
            let start = registry.appNameLength(at: 0, in: words) ?? 0
            guard start + 1 < words.count, Self.objectOpeners.contains(words[start + 1]), !Self.lightVerbs.contains(words[start]),
                verbs.isVerbAsSaid(words[start])
            else { return false }
            return verbs.relation(of: words[start], to: verb) == .unrelated
        }
    }

    /// Words that open what a verb acts on: articles and possessives.
    private static let objectOpeners: Set<String> = ["a", "an", "the", "my", "our", "his", "her", "their", "your", "some"]

    /// Whether the request's own verb is another verb than the phrase's of `candidate` that
    /// WordNet gives a sense in common with it, alone or with the word after it as one verb
    /// ("call off" for "cancel", "follow" for "watch"); or the request asks to be told where
    /// that verb is mainly a way to inform ("let me know when …", "ping me …" for "Alert me …").
    func saysVerbInOtherWords(_ analysis: UtteranceAnalysis, _ candidate: MatchCandidate) -> Bool {
        let template = registry.templates[candidate.templateIndex]
        guard template.leadingWord >= 0, case .word(let verbID, _) = template.elements[template.leadingWord],
            let saidAt = firstWord(of: analysis), let verbs = WordNetVerbs.shared
        else { return false }
        let verb = registry.words.text(of: verbID)
        let tokens = analysis.tokens
        guard tokens[saidAt] != verb else { return false }
        let phrasal = Self.twoWordVerb(in: tokens, at: saidAt).map { [$0] } ?? []
        if (phrasal + [tokens[saidAt]]).contains(where: { verbs.sharesSense($0, verb) }) { return true }
        // "let me know when Apple drops below 200" for "Alert me when {stock} goes …".
        return asksToBeTold(analysis.heardWords, after: analysis.fillers, verbs: verbs)
            && verbs.isMainlyKind(verb, of: "inform", within: 2)
    }

    /// Whether `words`, as heard, ask to be told of something to come, where a request's verb
    /// goes (first, or after the app's name, `please`, `can you` or one of `fillers`; not "stop
    /// reminding me"): "let me know", or a verb WordNet makes a way to inform or to contact in
    /// some sense, said to "me" or "us" ("tell me", "ping me"), but no light verb ("give me");
    /// then, within four words, what to be told of ("… when Apple drops", "… 45 minutes before
    /// the ferry", "… about the geminids"; not "tell me a joke", "show me the settings").
    private func asksToBeTold(_ words: [String], after fillers: [String], verbs: WordNetVerbs) -> Bool {
        words.indices.dropLast().contains { index in
            let said = words[index]
            guard ["me", "us"].contains(words[index + 1]),
                standsAsVerb(at: index, in: words, after: {
                    Self.verbOpeners.contains($0) || Self.askedSubjects.contains($0) || fillers.contains($0)
                })
            else { return false }
            var told = words.dropFirst(index + 2)
            if said == "let" {
                guard told.first == "know" else { return false }
                told = told.dropFirst()
            } else if Self.lightVerbs.contains(said)
                || !(verbs.isKind(said, of: "inform", within: 2) || verbs.isKind(said, of: "contact", within: 1)) {
                return false
            }
            return told.prefix(4).contains(where: Self.toldOf.contains)
        }
    }

    /// Whether the word at `index` of `words` stands where a request's verb goes: first, right
    /// after the app's name, or after a word `opens` accepts ("… and log", "please log").
    private func standsAsVerb(at index: Int, in words: [String], after opens: (String) -> Bool) -> Bool {
        index == 0 || opens(words[index - 1]) || registry.appNameLength(at: index - 1, in: words) != nil
    }

    /// Words that say what a person asks to be told of: an event, or a time before or after it.
    private static let toldOf: Set<String> = ["when", "whenever", "once", "if", "before", "after", "ahead", "about"]

    /// The word at `index` and the one after it as WordNet spells a verb of two words ("call_off").
    private static func twoWordVerb(in tokens: [String], at index: Int) -> String? {
        index + 1 < tokens.count ? tokens[index] + "_" + tokens[index + 1] : nil
    }

    /// Whether two words are one verb: the same word, or forms WordNet gives a sense in common.
    private static func sameVerb(_ word: String, _ verb: String) -> Bool {
        word == verb || WordNetVerbs.shared?.sharesSense(word, verb) == true
    }

    /// The particle that makes the phrase's verb what it is, right after it or after "me" ("in"
    /// of "Sign in to …", "up" of "Sign me up for …"): an everyday word for the verb stands for it
    /// only with that particle ("log in", not "log today").
    private func phraseParticle(of template: CompiledTemplate) -> String? {
        var words = template.elements.dropFirst(template.leadingWord + 1).lazy.map { element -> String? in
            guard case .word(let id, _) = element else { return nil }
            return self.registry.words.text(of: id)
        }.makeIterator()
        var next = words.next() ?? nil
        if next == "me" || next == "us" { next = words.next() ?? nil }
        return next.flatMap { Self.particles.contains($0) ? $0 : nil }
    }

    private static let particles: Set<String> = ["in", "out", "up", "on", "off"]

    /// Whether `tokens` say `verb` where a request's verb goes, with another particle than the
    /// phrase's `particle` after it or after what it acts on ("turn the wifi off"), making a verb
    /// WordNet gives as the opposite of the phrase's ("turn_off" of "turn_on").
    private func saysOpposite(of verb: String, _ particle: String, in tokens: [String]) -> Bool {
        guard let verbs = WordNetVerbs.shared else { return false }
        return tokens.indices.contains { index in
            guard tokens[index] == verb, standsAsVerb(at: index, in: tokens, after: Self.verbOpeners.contains),
                let said = tokens[(index + 1)...].prefix(4).first(where: Self.particles.contains), said != particle
            else { return false }
            return verbs.areOpposites(verb + "_" + said, verb + "_" + particle)
        }
    }

    /// Verbs that say little of their own: the words after them say what is done.
    private static let lightVerbs: Set<String> = ["put", "give", "do", "did", "make", "have", "get", "take"]
    /// Particles that make a light verb undo or put off ("take off", "put away", "give back").
    private static let reversingParticles: Set<String> = ["off", "away", "back", "out"]

    /// Words after which a request's own verb comes: "… and log", "… to log", "please log".
    private static let verbOpeners: Set<String> = ["and", "to", "then", "please", "also", "just", "now"]

    /// Whether `words` ask to be reminded of what follows ("remind me to", "remember to"): the
    /// verb after them is the reminder's, not the request's.
    private static func asksForAReminder(_ words: ArraySlice<String>) -> Bool {
        let last = words.suffix(3)
        return last.elementsEqual(["remind", "me", "to"]) || last.elementsEqual(["remind", "us", "to"])
            || last.suffix(2).elementsEqual(["remember", "to"])
    }

    /// Whether some phrase of `app` says `word` after its verb, never as a phrase's verb.
    private func saysAsAThing(_ word: String, in app: Int32) -> Bool {
        guard let id = registry.words.id(of: word), !registry.wordFacts[Int(id)].isLeadingVerb else { return false }
        return registry.apps[Int(app)].templates.contains { index in
            let template = registry.templates[Int(index)]
            return template.elements.indices.contains { position in
                guard position != template.leadingWord, case .word(let said, false) = template.elements[position] else { return false }
                return said == id
            }
        }
    }

    /// Where the request's own verb is: the first word after the app's name, when the request starts with
    /// it, and after "to" ("I want to cancel …"). None after a frame that asks for a thing
    /// ("I need butter on my list", "get me a coffee"): the first word there names the thing,
    /// unless WordNet knows it only as a verb ("I want delete the tea").
    private func firstWord(of analysis: UtteranceAnalysis) -> Int? {
        let tokens = analysis.tokens
        guard !tokens.isEmpty else { return nil }
        var start = registry.appNameLength(at: 0, in: tokens) ?? 0
        // "Tressora can u push my appt": the verb comes after a modal asking for it and its subject.
        if start + 2 < tokens.count, Self.askingModals.contains(tokens[start]), Self.askedSubjects.contains(tokens[start + 1]) {
            start += 2
        }
        let asksForAThing = analysis.frame.last.map { !Self.framePronouns.contains($0) } ?? false
        if start < tokens.count, tokens[start] == "to" {
            start += 1
        } else if let passedOn = verbAfterAskingApp(tokens, from: start) {
            start = passedOn
        } else if toldApp(tokens, from: start) {
            return nil
        } else if asksForAThing, start >= tokens.count || Self.mayNameAThing(tokens[start]) {
            return nil
        }
        return start < tokens.count ? start : nil
    }

    /// Where the verb is in a request passed on to the app by name ("ask Hennika to shut the
    /// door", "tell Gavella to cancel my bid"): after its "to".
    private func verbAfterAskingApp(_ tokens: [String], from start: Int) -> Int? {
        guard let next = wordAfterApp(in: tokens, addressedAt: start), ["ask", "tell"].contains(tokens[start]),
            tokens[next] == "to", next + 1 < tokens.count
        else { return nil }
        return next + 1
    }

    /// Whether the request tells the app named after its first word what happened, with no verb
    /// of its own ("tell Stemora the wreath has been delivered", "let Sprout know Mia is off
    /// sick"): what is told says what to do, so no verb of the request names another action.
    private func toldApp(_ tokens: [String], from start: Int) -> Bool {
        guard let next = wordAfterApp(in: tokens, addressedAt: start) else { return false }
        switch tokens[start] {
        case "tell": return tokens[next] != "to"
        case "let": return tokens[next] == "know"
        default: return false
        }
    }

    /// Where the words after an app's name said right after the word at `start` begin ("tell
    /// Gavella to …", "let Sprout know …"); nil when no name follows it, or nothing follows the name.
    private func wordAfterApp(in tokens: [String], addressedAt start: Int) -> Int? {
        guard start + 1 < tokens.count, let nameLength = registry.appNameLength(at: start + 1, in: tokens) else { return nil }
        let next = start + 1 + nameLength
        return next < tokens.count ? next : nil
    }

    /// Whether `word` may be a noun: WordNet knows it as one, or not as a verb (or is not installed).
    private static func mayNameAThing(_ word: String) -> Bool {
        guard let verbs = WordNetVerbs.shared, verbs.isVerb(word) else { return true }
        return WordNetNouns.shared?.isNoun(word) ?? true
    }

    /// Words that ask for what follows their subject ("can you", "could we", "would u").
    private static let askingModals: Set<String> = ["can", "could", "would", "will"]
    private static let askedSubjects: Set<String> = ["you", "u", "we", "i"]

    /// A frame ending in one of these is followed by the request's verb ("can I log", "let me add").
    private static let framePronouns: Set<String> = ["i", "me"]
}
