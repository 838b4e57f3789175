import Foundation

/// `hark` running with piped input, for a test that types, waits for a reply, changes
/// something behind Hark's back (fills the disk, damages the store), then types more.
final class RunningHark {
    private let process = Process()
    private let input = Pipe.forChild(), output = Pipe.forChild(), error = Pipe.forChild()
    /// What `hark` printed so far.
    private(set) var printed = Data()

    init(_ arguments: [String]) throws {
        process.executableURL = URL(fileURLWithPath: HarkProcess.binary)
        process.arguments = arguments
        process.standardInput = input
        process.standardOutput = output
        process.standardError = error
        try process.run()
    }

    func type(_ text: String) {
        input.fileHandleForWriting.write(Data(text.utf8))
    }

    /// Reads what `hark` prints until it holds `text` (or the output ends).
    func waitFor(_ text: String) {
        while !String(decoding: printed, as: UTF8.self).contains(text) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { return }
            printed += chunk
        }
    }

    /// Ends the input and waits for `hark` to exit: its status, everything it printed and its stderr.
    func finish() throws -> HarkProcess.Result {
        try input.fileHandleForWriting.close()
        printed += output.fileHandleForReading.readDataToEndOfFile()
        let complaint = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return HarkProcess.Result(
            status: process.terminationStatus, output: String(decoding: printed, as: UTF8.self),
            error: String(decoding: complaint, as: UTF8.self))
    }
}
