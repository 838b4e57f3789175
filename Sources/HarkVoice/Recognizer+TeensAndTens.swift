import CPocketSphinx
import HarkEngine

extension Recognizer {
    /// Decides each teen or ten of `words` (see `TeenOrTen`) again by how long its ending lasts,
    /// where the grammar takes its partner there too (it took the words as heard).
    func settleTeensAndTens(
        _ words: [String], in audio: PCMAudio, grammar: ListeningGrammar
    ) throws(VoiceError) -> (words: [String], checks: [TeenOrTenCheck]) {
        var words = words
        var checks: [TeenOrTenCheck] = []
        for index in words.indices {
            guard let pair = TeenOrTen.pair(of: words[index]) else { continue }
            var withPartner = words
            withPartner[index] = words[index] == pair.teen ? pair.ten : pair.teen
            guard grammar.accepts(withPartner),
                let timing = try endingTiming(of: pair, at: index, in: words, audio: audio)
            else { continue }
            let heard = TeenOrTen.isTeen(timing) ? pair.teen : pair.ten
            checks.append(TeenOrTenCheck(decoded: words[index], heard: heard, timing: timing))
            words[index] = heard
        }
        return (words, checks)
    }

    /// Aligns `words` to the sound twice, with the word at `index` spelled out phone by phone as
    /// the teen and then as the ten, and times the ending each way, in the teen alignment's pace.
    /// Nil when either alignment finds no path, or no other word gives the pace.
    private func endingTiming(
        of pair: TeenOrTen, at index: Int, in words: [String], audio: PCMAudio
    ) throws(VoiceError) -> EndingTiming? {
        guard let teen = try aligned(pair.teen, at: index, in: words, audio: audio, search: "align-teen"),
            let ten = try aligned(pair.ten, at: index, in: words, audio: audio, search: "align-ten"),
            teen.phones.count >= 2, let lastVowel = ten.phones.last, let pace = meanPhoneFrames(of: teen.otherWords)
        else { return nil }
        return EndingTiming(
            lastSyllable: Double(teen.phones.suffix(2).reduce(0, +)) / pace, lastVowel: Double(lastVowel) / pace)
    }

    /// The sentence aligned to the sound with `word` spelled out at `index` phone by phone: the
    /// frames each of its phones lasts, and the segments of the sentence's other words.
    ///
    /// The two searches are named apart and set in turn, so that a search is never replaced
    /// while it is the decoder's current one.
    private func aligned(
        _ word: String, at index: Int, in words: [String], audio: PCMAudio, search: String
    ) throws(VoiceError) -> (phones: [Int], otherWords: [Segment])? {
        guard let phones = pronunciations(of: word).first?.split(separator: " ") else { return nil }
        _ = try phoneLoopSearch()
        var sentence = words
        sentence.replaceSubrange(index...index, with: phones.map(Self.phoneWord))
        let jsgf = "#JSGF V1.0;\ngrammar align;\npublic <sentence> = \(sentence.joined(separator: " "));\n"
        guard ps_set_jsgf_string(decoder, search, jsgf) == 0, let aligned = decode(audio, with: search) else { return nil }
        let phoneFrames = aligned.segments.filter { $0.entry.hasPrefix(Self.phoneWordPrefix) }.map(\.frames)
        guard phoneFrames.count == phones.count else { return nil }
        return (phoneFrames, aligned.segments.filter { Self.isWord($0.entry) && !$0.entry.hasPrefix(Self.phoneWordPrefix) })
    }

    /// The speaker's pace: the mean frames per phone of `segments` (nil when they hold no phone).
    private func meanPhoneFrames(of segments: [Segment]) -> Double? {
        let phones = segments.reduce(0) { count, segment in
            count + (pronunciations(of: Self.withoutAlternateMark(segment.entry)).first?.split(separator: " ").count ?? 0)
        }
        return phones > 0 ? Double(segments.reduce(0) { $0 + $1.frames }) / Double(phones) : nil
    }
}
