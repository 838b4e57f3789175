import Testing

@testable import HarkVoice

/// 16 kHz samples: `seconds` of a steady hum at `level`.
private func hum(_ seconds: Double, level: Int16) -> [Int16] {
    (0..<Int(seconds * 16_000)).map { $0 % 2 == 0 ? level : -level }
}

@Test func speechIsFramedByTheRecordingsOwnBackground() {
    let background = hum(0.5, level: 200)
    let speech = hum(0.3, level: 8_000)
    let framed = Recognizer.framed(PCMAudio(samples: background + speech + hum(0.2, level: 300), sampleRate: 16_000))
    // 100 ms of the quietest background, the speech, the same 100 ms again.
    #expect(framed.samples == Array(background.prefix(1_600)) + speech + Array(background.prefix(1_600)))
}

@Test func aRecordingOfSilenceIsFramedBySilence() {
    let framed = Recognizer.framed(PCMAudio(samples: [Int16](repeating: 0, count: 8_000) + hum(0.3, level: 8_000), sampleRate: 16_000))
    #expect(framed.samples.prefix(1_600).allSatisfy { $0 == 0 } && framed.samples.suffix(1_600).allSatisfy { $0 == 0 })
    #expect(framed.samples.count == 1_600 + 4_800 + 1_600)
}
