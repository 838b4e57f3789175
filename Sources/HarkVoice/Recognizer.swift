import CPocketSphinx
import Foundation
import HarkEngine

/// pocketsphinx, listening for what a `ListeningGrammar` allows and nothing else.
///
///     let recognizer = try Recognizer()
///     let hearing = recognizer.hear(audio, in: session.listeningGrammar)
///     hearing.words   // "log twelve ounces of water in hydrator"
///
/// Speech outside the grammar is rejected by decoding the same sound a second time with a free
/// loop of phones: when the grammar's best sentence fits the sound much worse per frame than
/// free phones do, what was said was not in the grammar; nor is it when too many of its words
/// do (`FreeSpeechCheck`, on each word's confidence).
public final class Recognizer {
    /// Below this confidence, what was heard is dropped (see `Hearing.confidence`).
    public static let acceptConfidence = 0.5

    let decoder: OpaquePointer
    private let model: SpeechModel
    /// Grammar text → the name of its search, so that each grammar is compiled once.
    private var searches: [String: String] = [:]
    private var hasPhoneLoop = false
    private var hasFreeSpeech = false
    /// Words whose pronunciations `addPronunciations` has already settled.
    private var pronouncedWords: Set<String> = []
    /// The model's transforms, each read on first need; the decoder is given one at a time (see
    /// `hear(prepared:in:adaptedTo:)`).
    var transforms: [ModelAdaptation: OpaquePointer] = [:]
    /// The transform the decoder holds.
    var adaptation = ModelAdaptation.none

    public init(model given: SpeechModel? = nil) throws(VoiceError) {
        try VoiceLibrary.pocketsphinx.require()
        let model: SpeechModel
        if let given { model = given } else { model = try SpeechModel.installed() }
        self.model = model
        err_set_logfp(nil)
        let arguments = [
            "-hmm", model.acousticModel, "-dict", model.dictionary, "-logfn", "/dev/null",
            // Synthesised and gated audio holds runs of exact zeros, which the features cannot take.
            "-dither", "yes", "-seed", String(Self.ditherSeed),
            "-topn", String(Self.gaussiansPerFrame),
        ]
        var pointers = arguments.map { strdup($0) }
        defer { pointers.forEach { free($0) } }
        // Starting a decoder seeds the dither's stream, which other recognisers may be decoding with.
        Self.decoding.lock()
        defer { Self.decoding.unlock() }
        guard let config = cmd_ln_parse_r(nil, ps_args(), Int32(pointers.count), &pointers, 1),
            let decoder = ps_init(config)
        else {
            throw VoiceError("pocketsphinx cannot load the speech model in \(model.acousticModel).")
        }
        cmd_ln_free_r(config)
        self.decoder = decoder
    }

    deinit {
        ps_free(decoder)
        for transform in transforms.values { _ = ps_mllr_free(transform) }
    }

    /// Listens to `audio` (any rate; resampled to 16 kHz) for a sentence of `grammar`. A
    /// recording made in noise is heard with its noise suppressed (`NoiseSuppressor`, the harder
    /// the nearer its speech is to the noise) and, when that catches nothing, heard again as it
    /// was recorded, noise and all, which catches some of those (see docs/decisions.md). When
    /// the noise called for WebRTC's very high level, each hearing is by the model adapted to
    /// its sound (`ModelAdaptation`). The second hearing passes the same checks as the first.
    public func hear(_ audio: PCMAudio, in grammar: ListeningGrammar) throws(VoiceError) -> Hearing {
        let recorded = audio.resampled(to: PCMAudio.recognitionRate)
        guard let quieted = try NoiseSuppressor.suppression(of: recorded, recordedAs: audio) else {
            if let folder = Self.preparedAudioFolder { return try Self.write(Self.prepared(recorded), to: folder) }
            return try hear(prepared: Self.prepared(recorded), in: grammar)
        }
        if let folder = Self.preparedAudioFolder {
            return try Self.write(Self.prepared(Self.preparesAsRecorded ? recorded : quieted.audio), to: folder)
        }
        let veryNoisy = quieted.level == .veryHigh
        let heard = try hear(
            prepared: Self.prepared(quieted.audio), in: grammar, adaptedTo: veryNoisy ? .heavilySuppressed : .none)
        guard heard.words == nil else { return heard }
        let again = try hear(prepared: Self.prepared(recorded), in: grammar, adaptedTo: veryNoisy ? .recordedInNoise : .none)
        return again.words == nil ? heard : again
    }

    /// Where `HARK_PREPARED_AUDIO` asks each recording to be written as the decoder would be
    /// given it, in place of hearing it: for Scripts/adapt_to_suppressed_speech.py, which fits
    /// the model to speech as Hark prepares it (noise suppression included).
    static let preparedAudioFolder = ProcessInfo.processInfo.environment["HARK_PREPARED_AUDIO"]

    /// Whether `HARK_PREPARED_AS_RECORDED` asks for a noisy recording to be written as the second
    /// hearing is given it, its noise left in, in place of suppressed.
    static let preparesAsRecorded = ProcessInfo.processInfo.environment["HARK_PREPARED_AS_RECORDED"] != nil

    /// Writes `audio` into `folder` as the next of its numbered files (`000000.raw`: 16-bit
    /// little-endian samples, no header); nothing is heard.
    static func write(_ audio: PCMAudio, to folder: String) throws(VoiceError) -> Hearing {
        let count = (try? FileManager.default.contentsOfDirectory(atPath: folder).count) ?? 0
        let path = folder + "/" + String(format: "%06d.raw", count)
        let data = audio.samples.withUnsafeBufferPointer { Data(buffer: $0) }
        guard FileManager.default.createFile(atPath: path, contents: data) else {
            throw VoiceError("Hark cannot write the prepared recording to \(path).")
        }
        return Hearing(words: nil, confidence: 0, duration: audio.duration)
    }

    /// Listens to `audio`, already prepared for the decoder, for a sentence of `grammar`. A
    /// sentence that says a number is decoded once more with its numbers open and each word said
    /// as the dictionary's first pronunciation (`numbersHeardAgain`); what that hears is taken
    /// when the grammar holds it and it passes the same checks.
    func hear(prepared audio: PCMAudio, in grammar: ListeningGrammar) throws(VoiceError) -> Hearing {
        let search = grammar.acceptsFreeText ? try freeSpeechSearch() : try search(for: grammar)
        guard let best = decode(audio, with: search), !best.words.isEmpty else {
            return Hearing(words: nil, confidence: 0, duration: audio.duration)
        }
        if grammar.acceptsFreeText { return Hearing(words: best.words, confidence: 1, duration: audio.duration) }
        let free = decode(audio, with: try phoneLoopSearch())
        let heard = Self.judged(best, against: free, in: grammar, duration: audio.duration)
        guard heard.words != nil, let again = try numbersHeardAgain(in: audio, words: best.words),
            again.words != best.words, grammar.accepts(again.words.split(separator: " ").map(String.init))
        else { return heard }
        let second = Self.judged(again, against: free, in: grammar, duration: audio.duration)
        return second.words == nil ? heard : second
    }

    /// What a grammar's decode `best` makes of the sound: its words when it fits the sound well
    /// enough against free phones', overall and word by word (`FreeSpeechCheck`).
    static func judged(_ best: Decoded, against free: Decoded?, in grammar: ListeningGrammar, duration: Double) -> Hearing {
        let confidence = confidence(grammar: best, free: free)
        guard confidence >= acceptConfidence else { return Hearing(words: nil, confidence: confidence, duration: duration) }
        let path = heardWords(grammar: best, free: free, fillers: grammar)
        if let rejection = FreeSpeechCheck(path).rejection {
            return Hearing(words: nil, confidence: confidence, duration: duration, path: path, rejection: rejection)
        }
        return Hearing(words: best.words, confidence: confidence, duration: duration, path: path)
    }

    /// The grammar's acoustic fit against free phones', per frame, squashed to 0...1.
    static func confidence(grammar: Decoded, free: Decoded?) -> Double {
        guard let free, grammar.frames > 0 else { return 1 }
        return squashed(Double(grammar.acousticScore - free.acousticScore) / Double(grammar.frames))
    }

    /// Tuned on synthesised speech (`make bench`): a loss of about `confidenceOffset` per frame
    /// (in pocketsphinx's scaled log units) against free phones is the boundary between
    /// in-grammar and out-of-grammar speech.
    static let confidenceOffset = 14.0
    static let confidenceScale = 2.0

    /// The best path of one decode: its words (fillers dropped), acoustic score and length.
    struct Decoded {
        var words: String
        var acousticScore: Int
        var frames: Int
        /// Every segment of the path, fillers too, as the dictionary names it ("minutes(2)").
        var segments: [Segment]
    }

    /// One word of a decoded path: where it starts, how many frames (10 ms each) it lasts, and
    /// its acoustic score.
    struct Segment {
        var entry: String
        var start: Int
        var frames: Int
        var acousticScore: Int
    }

    /// How many Gaussians of each of the model's codebooks (128 each) score a frame: the best
    /// 16, not pocketsphinx's default 4. With only the best 4, a frame whose sound noise has
    /// filled in scores by too few of them, and teens and tens ("seventeen", "seventy") were
    /// told apart worse in noise. Not fitted to a voice: more of the model's own densities, the
    /// same for every recording (see docs/decisions.md, it costs a fifth more time).
    static let gaussiansPerFrame = 16

    /// The dither's random stream starts here for every decode.
    static let ditherSeed = 1

    /// Held through each decode and while a decoder starts: recognisers on other threads share
    /// the dither's stream.
    private static let decoding = NSLock()

    /// Decodes `audio` as if it were the only sound the decoder ever heard: the front end's
    /// noise estimate (which `-remove_noise` and the silence detector carry from one utterance
    /// to the next) is reset with a new stream and then made from `audio` itself, by a pass of
    /// the front end over it, and the dither's random numbers (one stream for the whole
    /// process) start again from their seed. Otherwise the same clip is heard with other words
    /// and confidences after other clips, and the grammar and phone-loop decodes of one clip do
    /// not hear the same sound. The dither's stream is the process's, so one decode runs at a
    /// time whatever the recogniser (`decoding`).
    func decode(_ audio: PCMAudio, with search: String) -> Decoded? {
        Self.decoding.lock()
        defer { Self.decoding.unlock() }
        guard ps_set_search(decoder, search) == 0, ps_start_stream(decoder) == 0 else { return nil }
        genrand_seed(UInt(Self.ditherSeed))
        _ = audio.samples.withUnsafeBufferPointer { hark_warm_front_end(decoder, $0.baseAddress, $0.count) }
        genrand_seed(UInt(Self.ditherSeed))
        guard ps_start_utt(decoder) == 0 else { return nil }
        audio.samples.withUnsafeBufferPointer { buffer in
            _ = ps_process_raw(decoder, buffer.baseAddress, buffer.count, 0, 1)
        }
        _ = ps_end_utt(decoder)
        var words: [String] = []
        var segments: [Segment] = []
        var acoustic = 0
        var segment = ps_seg_iter(decoder)
        while let current = segment {
            var ascr: Int32 = 0
            var lscr: Int32 = 0
            var lback: Int32 = 0
            _ = ps_seg_prob(current, &ascr, &lscr, &lback)
            acoustic += Int(ascr)
            var first: Int32 = 0
            var last: Int32 = 0
            ps_seg_frames(current, &first, &last)
            let word = ps_seg_word(current).map { String(cString: $0) } ?? ""
            segments.append(Segment(entry: word, start: Int(first), frames: Int(last - first + 1), acousticScore: Int(ascr)))
            if !word.isEmpty, Self.isWord(word) { words.append(Self.withoutAlternateMark(word)) }
            segment = ps_seg_next(current)
        }
        return Decoded(
            words: words.joined(separator: " "), acousticScore: acoustic, frames: Int(ps_get_n_frames(decoder)),
            segments: segments)
    }

    /// Silence and noise fillers (`<sil>`, `[NOISE]`, `<s>`) are not words.
    static func isWord(_ word: String) -> Bool {
        !(word.hasPrefix("<") || word.hasPrefix("[") || word.hasPrefix("(") || word.hasPrefix("+") || word == "SIL")
    }

    /// "read(2)" → "read": the dictionary's alternate pronunciations are one word.
    static func withoutAlternateMark(_ word: String) -> String {
        guard let open = word.firstIndex(of: "("), word.hasSuffix(")") else { return word }
        return String(word[..<open])
    }

    func search(for grammar: ListeningGrammar) throws(VoiceError) -> String {
        let jsgf = JSGFGrammar(grammar)
        if let name = searches[jsgf.text] { return name }
        addPronunciations(of: jsgf.words)
        let name = "grammar\(searches.count)"
        guard ps_set_jsgf_string(decoder, name, jsgf.text) == 0 else {
            throw VoiceError("pocketsphinx could not compile the listening grammar.")
        }
        searches[jsgf.text] = name
        return name
    }

    /// Gives each word the dictionary lacks (an app's made-up name) espeak-ng's pronunciation; a
    /// word it knows keeps only its own, made from people's speech, not fitted to one synthesiser.
    private func addPronunciations(of words: Set<String>) {
        for word in words.sorted() where pronouncedWords.insert(word).inserted {
            guard pronunciations(of: word).isEmpty, let phones = Pronunciations.generated(for: word) else { continue }
            _ = ps_add_word(decoder, word, phones, 0)
        }
    }

    /// The dictionary's pronunciations of `word`, its first one first.
    func pronunciations(of word: String) -> [String] {
        var found: [String] = []
        while let phones = ps_lookup_word(decoder, Pronunciations.entryName(word, variant: found.count + 1)) {
            found.append(String(cString: phones))
            free(phones)
        }
        return found
    }

    /// A grammar of any sequence of phones, each a word of its own (`ph_aa`), to measure how
    /// well free speech fits the sound.
    func phoneLoopSearch() throws(VoiceError) -> String {
        let name = "phones"
        if !hasPhoneLoop {
            for phone in Self.phones { _ = ps_add_word(decoder, Self.phoneWord(phone), phone, 0) }
            let words = Self.phones.map(Self.phoneWord).joined(separator: " | ")
            let jsgf = "#JSGF V1.0;\ngrammar phones;\npublic <phones> = (\(words))+;\n"
            guard ps_set_jsgf_string(decoder, name, jsgf) == 0 else {
                throw VoiceError("pocketsphinx could not compile the phone loop.")
            }
            hasPhoneLoop = true
        }
        return name
    }

    /// The word that is one phone: "IY" → "ph_iy".
    static func phoneWord(_ phone: some StringProtocol) -> String { phoneWordPrefix + phone.lowercased() }
    static let phoneWordPrefix = "ph_"

    /// The CMU phone set of the US English model.
    private static let phones = [
        "AA", "AE", "AH", "AO", "AW", "AY", "B", "CH", "D", "DH", "EH", "ER", "EY", "F", "G", "HH", "IH", "IY", "JH",
        "K", "L", "M", "N", "NG", "OW", "OY", "P", "R", "S", "SH", "T", "TH", "UH", "UW", "V", "W", "Y", "Z", "ZH",
    ]

    private func freeSpeechSearch() throws(VoiceError) -> String {
        let name = "free"
        if !hasFreeSpeech {
            guard ps_set_lm_file(decoder, name, model.languageModel) == 0 else {
                throw VoiceError("pocketsphinx cannot load \(model.languageModel).")
            }
            hasFreeSpeech = true
        }
        return name
    }
}
