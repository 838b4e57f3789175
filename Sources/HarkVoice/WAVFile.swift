import Foundation
import HarkEngine

/// Reads and writes RIFF WAVE files of 16-bit PCM (8-bit and 32-bit float are read too).
/// Several channels are mixed to one; any rate is read, for the caller to resample.
///
///     let audio = try WAVFile.read("turn.wav")     // PCMAudio, mono
///     try WAVFile.write(audio, to: "reply.wav")
public enum WAVFile {
    public static func read(_ path: String) throws(VoiceError) -> PCMAudio {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw VoiceError("\(path): cannot be read: \(unreadable(path)).")
        }
        return try decode([UInt8](data), path: path)
    }

    /// Why a path gave no contents, in a few words.
    private static func unreadable(_ path: String) -> String {
        var info = stat()
        guard stat(path, &info) == 0 else { return "no such file" }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return "it is a folder"
        case S_IFREG: return "permission denied"
        default: return "it is not a file (a device, a named pipe or a socket)"
        }
    }

    static func decode(_ bytes: [UInt8], path: String) throws(VoiceError) -> PCMAudio {
        guard bytes.count >= 12, ascii(bytes, 0) == "RIFF", ascii(bytes, 8) == "WAVE" else {
            throw VoiceError("\(path): not a WAV file (no RIFF/WAVE header).")
        }
        var format: (code: Int, channels: Int, rate: Int, bits: Int)?
        var offset = 12
        while offset + 8 <= bytes.count {
            let id = ascii(bytes, offset)
            let size = Int(little32(bytes, offset + 4))
            let body = offset + 8
            let end = min(bytes.count, body + size)
            if id == "fmt ", end - body >= 16 {
                format = (
                    Int(little16(bytes, body)), Int(little16(bytes, body + 2)), Int(little32(bytes, body + 4)),
                    Int(little16(bytes, body + 14))
                )
            } else if id == "data" {
                guard let format else { throw VoiceError("\(path): the data comes before the format chunk.") }
                return try samples(Array(bytes[body..<end]), format: format, path: path)
            }
            offset = body + size + (size & 1)
        }
        throw VoiceError("\(path): a WAV file without audio data.")
    }

    private static func samples(
        _ data: [UInt8], format: (code: Int, channels: Int, rate: Int, bits: Int), path: String
    ) throws(VoiceError) -> PCMAudio {
        let pcm = 1
        let float = 3
        let extensible = 0xFFFE
        guard format.channels > 0, format.rate >= 4_000, format.rate <= 384_000 else {
            throw VoiceError("\(path): \(format.channels) channels at \(format.rate) Hz cannot be heard; record mono at 16000 Hz.")
        }
        let width = format.bits / 8
        let frameBytes = width * format.channels
        let known = [pcm, extensible].contains(format.code) && [8, 16].contains(format.bits)
            || [float, extensible].contains(format.code) && format.bits == 32
        guard known, frameBytes > 0 else {
            throw VoiceError("\(path): \(format.bits)-bit audio in format \(format.code) cannot be read; use 16-bit PCM.")
        }
        let frames = data.count / frameBytes
        var mono: [Int16] = []
        mono.reserveCapacity(frames)
        for frame in 0..<frames {
            var sum = 0.0
            for channel in 0..<format.channels {
                let at = frame * frameBytes + channel * width
                switch format.bits {
                case 8: sum += (Double(data[at]) - 128) * 256
                case 16: sum += Double(Int16(bitPattern: little16(data, at)))
                default: sum += Double(Float(bitPattern: little32(data, at))) * 32_767
                }
            }
            mono.append(Int16(max(-32_768, min(32_767, (sum / Double(format.channels)).rounded()))))
        }
        return PCMAudio(samples: mono, sampleRate: format.rate)
    }

    /// Writes 16-bit mono PCM.
    public static func write(_ audio: PCMAudio, to path: String) throws(VoiceError) {
        var bytes: [UInt8] = []
        let dataSize = audio.samples.count * 2
        bytes += Array("RIFF".utf8) + le32(36 + dataSize) + Array("WAVEfmt ".utf8)
        bytes += le32(16) + le16(1) + le16(1) + le32(audio.sampleRate) + le32(audio.sampleRate * 2) + le16(2) + le16(16)
        bytes += Array("data".utf8) + le32(dataSize)
        bytes.reserveCapacity(bytes.count + dataSize)
        for sample in audio.samples { bytes += le16(Int(UInt16(bitPattern: sample))) }
        do {
            try FileContents.write(bytes, to: path)
        } catch {
            throw VoiceError("\(path): cannot be written: \(error).")
        }
    }

    private static func ascii(_ bytes: [UInt8], _ at: Int) -> String {
        String(decoding: bytes[at..<min(at + 4, bytes.count)], as: UTF8.self)
    }
    private static func little16(_ bytes: [UInt8], _ at: Int) -> UInt16 {
        guard at + 1 < bytes.count else { return 0 }
        return UInt16(bytes[at]) | UInt16(bytes[at + 1]) << 8
    }
    private static func little32(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        UInt32(little16(bytes, at)) | UInt32(little16(bytes, at + 2)) << 16
    }
    private static func le16(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8((value >> 8) & 0xFF)] }
    private static func le32(_ value: Int) -> [UInt8] { le16(value & 0xFFFF) + le16((value >> 16) & 0xFFFF) }
}
