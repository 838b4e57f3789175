import CPocketSphinx
import Foundation
import HarkEngine

extension Recognizer {
    /// Hears `audio`, already prepared for the decoder, by the model moved by `adaptation`; the
    /// model is as Debian ships it before and after.
    func hear(prepared audio: PCMAudio, in grammar: ListeningGrammar, adaptedTo adaptation: ModelAdaptation) throws(VoiceError) -> Hearing {
        try adapt(adaptation)
        defer { try? adapt(.none) }
        return try hear(prepared: audio, in: grammar)
    }

    /// Gives the decoder `wanted`'s transform; pocketsphinx reloads the model's means and moves
    /// them by it.
    private func adapt(_ wanted: ModelAdaptation) throws(VoiceError) {
        guard wanted != adaptation else { return }
        // The decoder frees the transform it held; `transforms` stay Hark's too.
        guard ps_update_mllr(decoder, ps_mllr_retain(try transform(for: wanted))) != nil else {
            throw VoiceError("pocketsphinx could not adapt its speech model.")
        }
        adaptation = wanted
    }

    private func transform(for adaptation: ModelAdaptation) throws(VoiceError) -> OpaquePointer {
        if let read = transforms[adaptation] { return read }
        let read = try Self.transform(adaptation.transform)
        transforms[adaptation] = read
        return read
    }

    /// pocketsphinx's transform read from `text` (it reads one only from a file).
    private static func transform(_ text: String) throws(VoiceError) -> OpaquePointer {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("hark-mllr-\(UUID().uuidString)").path
        do { try text.write(toFile: path, atomically: false, encoding: .utf8) } catch {
            throw VoiceError("Hark cannot write the speech model's transform to \(path): \(error.localizedDescription)")
        }
        defer { try? FileManager.default.removeItem(atPath: path) }
        guard let transform = ps_mllr_read(path) else {
            throw VoiceError("pocketsphinx cannot read a transform of its speech model.")
        }
        return transform
    }
}
