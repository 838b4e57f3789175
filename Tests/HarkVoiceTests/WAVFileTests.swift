import Foundation
import Testing

@testable import HarkVoice

@Test func aWrittenWAVFileReadsBackTheSameSamples() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("hark-wav-\(UUID().uuidString).wav").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let audio = PCMAudio(samples: [0, 1, -1, 32_767, -32_768, 1234], sampleRate: 16_000)
    try WAVFile.write(audio, to: path)
    #expect(try WAVFile.read(path) == audio)
}

@Test func aFileThatIsNotWAVIsRefusedNamingIt() throws {
    #expect(throws: VoiceError.self) { try WAVFile.decode(Array("hello there, not a wav".utf8), path: "x.wav") }
    do {
        _ = try WAVFile.decode(Array("hello there, not a wav".utf8), path: "x.wav")
    } catch {
        #expect(error.description == "x.wav: not a WAV file (no RIFF/WAVE header).")
    }
}

@Test func resamplingKeepsTheDuration() {
    let audio = PCMAudio(samples: [Int16](repeating: 100, count: 22_050), sampleRate: 22_050)
    let resampled = audio.resampled(to: 16_000)
    #expect(resampled.sampleRate == 16_000)
    #expect(abs(resampled.duration - 1) < 0.01)
    #expect(resampled.samples.dropFirst(20).allSatisfy { $0 == 100 })
}
