import Foundation
import HarkVoice
import Testing

/// `HARK_PREPARED_AUDIO` (for Scripts/adapt_to_suppressed_speech.py) makes `hark hear` write each
/// recording as the decoder would be given it, numbered in order, and hear nothing;
/// `HARK_PREPARED_AS_RECORDED` too, a noisy one as its second hearing is given it.
@Test func hearWritesEachRecordingAsPreparedWhenAskedAndHearsNothing() throws {
    let folder = try temporaryFolder()
    let prepared = folder + "/prepared"
    try FileManager.default.createDirectory(atPath: prepared, withIntermediateDirectories: true)
    let hum = (0..<16_000).map { Int16(4_000 * sin(Double($0) * 2 * .pi * 220 / 16_000)) }
    // After half a second of silence the hum is a quiet recording, written as framed; in noise it
    // is over the noise gate, and the suppressed sound is written.
    let quiet = [Int16](repeating: 0, count: 8_000) + hum
    var generator = SystemRandomNumberGenerator()
    let noisy = hum.map { $0 &+ Int16.random(in: -2_000...2_000, using: &generator) }
    for (name, samples) in [("quiet", quiet), ("noisy", noisy)] {
        try WAVFile.write(PCMAudio(samples: samples, sampleRate: 16_000), to: folder + "/\(name).wav")
    }
    let result = try HarkProcess.run(
        ["hear", "--json", folder + "/quiet.wav", folder + "/noisy.wav", "--store", folder + "/x.sqlite"],
        environment: ["HARK_PREPARED_AUDIO": prepared])
    #expect(result.status == 0)
    #expect(!result.output.contains("\"matched\""))
    #expect(try FileManager.default.contentsOfDirectory(atPath: prepared).sorted() == ["000000.raw", "000001.raw"])
    for name in ["000000.raw", "000001.raw"] {
        let bytes = try #require(FileManager.default.contents(atPath: prepared + "/" + name))
        // The hum framed with 100 ms of background either side, 16-bit samples at 16 kHz.
        #expect(bytes.count >= 2 * 16_000 && bytes.count % 2 == 0)
    }
    // With HARK_PREPARED_AS_RECORDED the noisy recording is written with its noise left in.
    let asRecorded = folder + "/as-recorded"
    try FileManager.default.createDirectory(atPath: asRecorded, withIntermediateDirectories: true)
    _ = try HarkProcess.run(
        ["hear", "--json", folder + "/quiet.wav", folder + "/noisy.wav", "--store", folder + "/x.sqlite"],
        environment: ["HARK_PREPARED_AUDIO": asRecorded, "HARK_PREPARED_AS_RECORDED": "1"])
    let written = { (folder: String, name: String) in FileManager.default.contents(atPath: folder + "/" + name) }
    #expect(written(asRecorded, "000000.raw") == written(prepared, "000000.raw"))
    #expect(written(asRecorded, "000001.raw") != written(prepared, "000001.raw"))
}
