/// The words that complete a verb ("turn on", "sign in", "top up"), which English also says
/// after what the verb acts on: "turn the lights on".
enum VerbParticles {
    static let words: Set<String> = ["on", "off", "up", "down", "in", "out"]

    /// Whether the particle at `index` is stranded: it governs nothing after it, since the
    /// utterance ends there or another part of the request follows ("the lights on in Lumina",
    /// "… on for an hour"), not a day, a number or a thing ("on friday", "in the kitchen"). Before
    /// the app's name (`beforeApp`) it may tie the name ("on Lumina"), and is not read as one.
    static func isStranded(at index: Int, in tokens: [String], beforeApp: Bool) -> Bool {
        guard words.contains(tokens[index]), !beforeApp, index > 0 else { return false }
        let next = index + 1
        return next == tokens.count || partOpeners.contains(tokens[next])
    }

    /// Words that open another part of the request.
    private static let partOpeners: Set<String> = ["in", "with", "using", "via", "for", "at", "and", "please", "now"]
}
