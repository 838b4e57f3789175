/// How a reply is spoken: an espeak-ng voice, its speed and pitch.
///
///     VoiceStyle.question   // en-us, a little slower and higher: the assistant is asking
public struct VoiceStyle: Sendable, Hashable {
    /// An espeak-ng voice name ("en-us", "en-gb", "en-us+f3").
    public var name: String
    public var wordsPerMinute: Int
    /// 0...100, 50 is the voice's own.
    public var pitch: Int

    public init(name: String = "en-us", wordsPerMinute: Int = 175, pitch: Int = 50) {
        self.name = name
        self.wordsPerMinute = wordsPerMinute
        self.pitch = pitch
    }

    /// Questions: slower and a little higher, so that a listener hears it is their turn.
    public static let question = VoiceStyle(name: "en-us", wordsPerMinute: 160, pitch: 60)
    /// Results and everything else.
    public static let statement = VoiceStyle(name: "en-us", wordsPerMinute: 175, pitch: 45)
}

extension VoiceStyle {
    /// `text` spoken in this voice, at espeak-ng's own rate (22 050 Hz).
    ///
    ///     let audio = try VoiceStyle.statement.speech(for: "Hydrate me")
    public func speech(for text: String) throws(VoiceError) -> PCMAudio {
        try Espeak.shared.synthesize(text, voice: self)
    }
}
