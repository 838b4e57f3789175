/// Which of the found files a run takes: those whose path contains `--filter`'s text, then
/// one share of them for `--shard I/N` (every Nth file, starting with the Ith).
///
///     let selection = TranscriptSelection(filter: "Hydrator", shard: try Shard("2/3"))
///     selection.apply(files)
public struct TranscriptSelection: Sendable, Equatable {
    public var filter: String?
    public var shard: Shard?

    public init(filter: String? = nil, shard: Shard? = nil) {
        self.filter = filter
        self.shard = shard
    }

    public func apply(_ files: [String]) -> [String] {
        let filtered = filter.map { text in files.filter { $0.contains(text) } } ?? files
        guard let shard else { return filtered }
        return filtered.enumerated().filter { $0.offset % shard.count == shard.index - 1 }.map(\.element)
    }
}

/// One of N equal shares of a suite, for splitting it across CI machines: `2/3`.
/// Shares are dealt in turn, so every file lands in exactly one and sizes differ by at most one.
public struct Shard: Sendable, Equatable {
    /// 1-based.
    public let index: Int
    public let count: Int

    public init(_ text: String) throws(TranscriptUsageError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(index)
        else {
            throw TranscriptUsageError("--shard takes I/N with 1 ≤ I ≤ N, such as 1/4, not “\(text)”.")
        }
        self.index = index
        self.count = count
    }
}

/// A test option that cannot be obeyed; the message names the option and the value.
public struct TranscriptUsageError: Error, Equatable, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
