import CPocketSphinx
import HarkEngine

extension Recognizer {
    /// Decides each teen or ten of `words` (see `TeenOrTen`) again by how long its ending lasts,
    /// where the grammar takes either word there.
    func settleTeensAndTens(
        _ words: [String], in audio: PCMAudio, grammar: ListeningGrammar
    ) throws(VoiceError) -> (words: [String], checks: [TeenOrTenCheck]) {
        var words = words
        var checks: [TeenOrTenCheck] = []
        for index in words.indices {
            guard let pair = TeenOrTen.pair(of: words[index]) else { continue }
            var asTeen = words
            asTeen[index] = pair.teen
            var asTen = words
            asTen[index] = pair.ten
            guard grammar.accepts(asTeen), grammar.accepts(asTen),
                let timing = try endingTiming(of: pair, at: index, in: words, audio: audio)
            else { continue }
            let heard = TeenOrTen.isTeen(timing) ? pair.teen : pair.ten
            checks.append(TeenOrTenCheck(decoded: words[index], heard: heard, timing: timing))
            words[index] = heard
        }
        return (words, checks)
    }

    /// Aligns `words` to the sound twice, with the word at `index` spelled out phone by phone as
    /// the teen and then as the ten, and times the ending each way. Nil when either alignment
    /// finds no path.
    private func endingTiming(
        of pair: TeenOrTen, at index: Int, in words: [String], audio: PCMAudio
    ) throws(VoiceError) -> EndingTiming? {
        guard let teen = try phoneFrames(of: pair.teen, at: index, in: words, audio: audio, search: "align-teen"),
            let ten = try phoneFrames(of: pair.ten, at: index, in: words, audio: audio, search: "align-ten"),
            teen.phones.count >= 2, let lastVowel = ten.phones.last
        else { return nil }
        return EndingTiming(
            lastSyllable: Double(teen.phones.suffix(2).reduce(0, +)) / teen.meanPhoneFrames,
            lastVowel: Double(lastVowel) / teen.meanPhoneFrames)
    }

    /// The frames each phone of `word` lasts when the sentence is aligned to the sound, and the
    /// mean frames per phone of the sentence's other words (the speaker's pace).
    ///
    /// The two searches are named apart and set in turn, so that a search is never replaced
    /// while it is the decoder's current one.
    private func phoneFrames(
        of word: String, at index: Int, in words: [String], audio: PCMAudio, search: String
    ) throws(VoiceError) -> (phones: [Int], meanPhoneFrames: Double)? {
        guard let phones = pronunciations(of: word).first?.split(separator: " ") else { return nil }
        _ = try phoneLoopSearch()
        var sentence = words
        sentence.replaceSubrange(index...index, with: phones.map(Self.phoneWord))
        let jsgf = "#JSGF V1.0;\ngrammar align;\npublic <sentence> = \(sentence.joined(separator: " "));\n"
        guard ps_set_jsgf_string(decoder, search, jsgf) == 0, let aligned = decode(audio, with: search) else { return nil }
        let phoneFrames = aligned.segments.filter { $0.entry.hasPrefix(Self.phoneWordPrefix) }.map(\.frames)
        let others = aligned.segments.filter { Self.isWord($0.entry) && !$0.entry.hasPrefix(Self.phoneWordPrefix) }
        let otherPhones = others.reduce(0) { count, segment in
            count + (pronunciations(of: Self.withoutAlternateMark(segment.entry)).first?.split(separator: " ").count ?? 0)
        }
        guard phoneFrames.count == phones.count, otherPhones > 0 else { return nil }
        return (phoneFrames, Double(others.reduce(0) { $0 + $1.frames }) / Double(otherPhones))
    }
}
