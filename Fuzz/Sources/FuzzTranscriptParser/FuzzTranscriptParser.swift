import HarkTranscript

/// Any bytes, read as a transcript file: parsing must succeed or throw a `TranscriptError`,
/// never crash, trap or read out of bounds.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    _ = try? TranscriptParser.parse(text, file: "fuzz.transcript")
    return 0
}
