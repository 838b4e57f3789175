import Foundation

/// A Sphinx-III file of Gaussian parameters (an acoustic model's `means`), little-endian: a text
/// header, then codebooks × feature streams × densities vectors of 32-bit floats.
///
///     var means = try GaussianFile(contentsOf: model.acousticModel + "/means")
///     try means.shift(by: shifts)   // one vector per codebook and stream, added to each density
///     try means.data.write(to: url)
struct GaussianFile: Equatable {
    var codebooks: Int
    var streams: Int
    var densities: Int
    /// The length of each stream's vectors.
    var lengths: [Int]
    /// Codebook by codebook, stream by stream, density by density.
    var values: [Float]

    init(codebooks: Int, streams: Int, densities: Int, lengths: [Int], values: [Float]) {
        self.codebooks = codebooks
        self.streams = streams
        self.densities = densities
        self.lengths = lengths
        self.values = values
    }

    init(contentsOf path: String) throws(VoiceError) {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw VoiceError("The speech model's \(path) cannot be read.")
        }
        try self.init(data, named: path)
    }

    init(_ data: Data, named name: String) throws(VoiceError) {
        let bytes = [UInt8](data)
        let marker = Array("endhdr\n".utf8)
        guard bytes.starts(with: Array("s3\n".utf8)),
            let end = (0...max(0, bytes.count - marker.count)).first(where: { bytes[$0..<$0 + marker.count].elementsEqual(marker) })
        else { throw VoiceError("\(name) is not a Sphinx-III parameter file.") }
        var offset = end + marker.count
        func integer() throws(VoiceError) -> Int {
            guard offset + 4 <= bytes.count else { throw VoiceError("\(name) ends too early.") }
            defer { offset += 4 }
            return Int(Int32(bitPattern: UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]) << 16 | UInt32(bytes[offset + 3]) << 24))
        }
        guard try integer() == 0x1122_3344 else { throw VoiceError("\(name) is not little-endian.") }
        codebooks = try integer()
        streams = try integer()
        densities = try integer()
        var lengths: [Int] = []
        for _ in 0..<max(0, streams) { lengths.append(try integer()) }
        self.lengths = lengths
        let count = try integer()
        guard count == codebooks * densities * lengths.reduce(0, +), offset + 4 * count <= bytes.count else {
            throw VoiceError("\(name) does not hold the parameters its header announces.")
        }
        var values: [Float] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(Float(bitPattern: UInt32(truncatingIfNeeded: try integer()))) }
        self.values = values
    }

    /// Adds `shifts[codebook * streams + stream]` to every density of that codebook and stream.
    mutating func shift(by shifts: [[Float]]) throws(VoiceError) {
        guard shifts.count == codebooks * streams,
            shifts.enumerated().allSatisfy({ $0.element.count == lengths[$0.offset % streams] })
        else { throw VoiceError("The model adaptation's shifts do not fit the speech model.") }
        var index = 0
        for codebook in 0..<codebooks {
            for stream in 0..<streams {
                let shift = shifts[codebook * streams + stream]
                for _ in 0..<densities {
                    for dimension in shift.indices { values[index + dimension] += shift[dimension] }
                    index += shift.count
                }
            }
        }
    }

    /// The file's bytes, without a checksum.
    var data: Data {
        var header = Array("s3\nversion 1.0\n".utf8)
        // The floats start on a 4-byte boundary.
        while (header.count + 7) % 4 != 0 { header.append(UInt8(ascii: " ")) }
        header += Array("endhdr\n".utf8)
        var data = Data(header)
        func append(_ word: UInt32) { withUnsafeBytes(of: word.littleEndian) { data.append(contentsOf: $0) } }
        append(0x1122_3344)
        for number in [codebooks, streams, densities] + lengths + [values.count] { append(UInt32(truncatingIfNeeded: number)) }
        for value in values { append(value.bitPattern) }
        return data
    }
}
