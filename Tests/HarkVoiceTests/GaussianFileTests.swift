import Foundation
import Testing

@testable import HarkVoice

@Test func aGaussianFileReadsBackWhatItWroteAndShiftsEachCodebooksStreams() throws {
    // 2 codebooks × 2 streams × 2 densities, streams of 2 and 1 dimensions.
    var file = GaussianFile(codebooks: 2, streams: 2, densities: 2, lengths: [2, 1], values: (0..<12).map(Float.init))
    #expect(try GaussianFile(file.data, named: "test") == file)
    try file.shift(by: [[10, 20], [100], [-1, -2], [0.5]])
    #expect(file.values == [10, 21, 12, 23, 104, 105, 5, 5, 7, 7, 10.5, 11.5])
    #expect(throws: VoiceError.self) { try file.shift(by: [[1, 2], [3]]) }
    #expect(throws: VoiceError.self) { try GaussianFile(Data("s3\nendhdr\n".utf8), named: "short") }
}

@Test func theInstalledModelsMeansAreReadWhole() throws {
    let means = try GaussianFile(contentsOf: try SpeechModel.installed().acousticModel + "/means")
    #expect(means.values.count == means.codebooks * means.densities * means.lengths.reduce(0, +))
    #expect(means.codebooks * means.streams == EspeakAdaptation.meanShifts.split(separator: "\n").count)
}
