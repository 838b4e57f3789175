/// A voice problem a person can act on, said in one sentence naming the file or device at fault.
public struct VoiceError: Error, CustomStringConvertible, Sendable {
    public let description: String
    public init(_ description: String) { self.description = description }
}
