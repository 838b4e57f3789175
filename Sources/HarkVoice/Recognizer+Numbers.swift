import CPocketSphinx

extension Recognizer {
    /// The sound decoded again with the heard sentence's numbers open (`NumberSlots`) and every
    /// word said only as the dictionary's first pronunciation of it: the dictionary's others bring
    /// one number within a phone of another ("seventy" said "S EH V AH N IY" is "seven" and a
    /// vowel), and a misheard number is a wrong value. nil when `words` says no number.
    func numbersHeardAgain(in audio: PCMAudio, words: String) throws(VoiceError) -> Decoded? {
        guard let slots = NumberSlots(words.split(separator: " ").map(String.init)) else { return nil }
        let config = ps_get_config(decoder)
        cmd_ln_set_int_r(config, "-fsgusealtpron", 0)
        // Back to pocketsphinx's default, which the other searches are compiled with.
        defer { cmd_ln_set_int_r(config, "-fsgusealtpron", 1) }
        guard ps_set_jsgf_string(decoder, Self.numberSearch, slots.jsgf) == 0 else {
            throw VoiceError("pocketsphinx could not compile the grammar of a heard sentence's numbers.")
        }
        return decode(audio, with: Self.numberSearch)
    }

    /// The search `numbersHeardAgain` compiles anew for each sentence.
    static let numberSearch = "numbers"
}
