import Foundation

/// A WordNet database file held in memory (`index.verb`), its lines split into fields at spaces
/// without making a string of each line, and the hypernyms a sense's line of `data.noun` or
/// `data.verb` points to. A line's gloss, after “|”, is left out.
struct WordNetLines {
    private let bytes: [UInt8]

    init(_ data: Data) { bytes = [UInt8](data) }

    /// Calls `body` with the fields of each line, skipping the licence at the top (its lines
    /// start with a space).
    func forEach(_ body: (Fields) -> Void) {
        var fields = Fields(bytes: bytes, ranges: [])
        var start = 0
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: Self.newline) ?? bytes.count
            if bytes[start] != Self.space {
                fields.ranges.removeAll(keepingCapacity: true)
                var position = start
                while position < end, bytes[position] != Self.bar {
                    if bytes[position] == Self.space {
                        position += 1
                        continue
                    }
                    let first = position
                    while position < end, bytes[position] != Self.space, bytes[position] != Self.bar { position += 1 }
                    fields.ranges.append(first..<position)
                }
                body(fields)
            }
            start = end + 1
        }
    }

    /// One line's fields.
    struct Fields {
        fileprivate let bytes: [UInt8]
        fileprivate var ranges: [Range<Int>]

        var count: Int { ranges.count }

        /// The field at `index` as a whole number; nil when it is none.
        func number(at index: Int) -> Int? {
            guard index < ranges.count else { return nil }
            var value = 0
            for byte in bytes[ranges[index]] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }

        /// The field at `index` as text.
        func text(at index: Int) -> String { String(decoding: bytes[ranges[index]], as: UTF8.self) }
    }

    /// The lemmas of a sense's line of `data.noun` or `data.verb`, as WordNet spells them ("Maya",
    /// "give_back").
    static func lemmas(inSense line: String) -> [String] {
        let fields = line.split(separator: " ")
        guard fields.count > 4, let words = Int(fields[3], radix: 16), fields.count > 4 + 2 * words else { return [] }
        return (0..<words).map { String(fields[4 + 2 * $0]) }
    }

    /// A sense's line of `data.noun` or `data.verb`: "offset lex_filenum ss_type w_cnt word
    /// lex_id … p_cnt [ptr offset pos st]… | gloss"; the offsets of its hypernym pointers (`@`,
    /// and `@i` for an instance) to senses of the same part of speech (`n`, `v`).
    /// Without `instances`, an instance's (`@i`) are left out.
    static func hypernyms(inSense line: String, partOfSpeech: String, instances: Bool = true) -> [Int] {
        senses(inSense: line, pointedBy: instances ? ["@", "@i"] : ["@"], partOfSpeech: partOfSpeech)
    }

    /// The offsets of the senses of `partOfSpeech` that a sense's line points to with one of
    /// `symbols` (`@` a hypernym, `!` an antonym of one of its words).
    static func senses(inSense line: String, pointedBy symbols: Set<String>, partOfSpeech: String) -> [Int] {
        let fields = (line.split(separator: "|").first ?? "").split(separator: " ")
        guard fields.count > 4, let words = Int(fields[3], radix: 16), fields.count > 4 + 2 * words,
            let pointers = Int(fields[4 + 2 * words])
        else { return [] }
        return (0..<pointers).compactMap { pointer in
            let start = 5 + 2 * words + 4 * pointer
            guard start + 2 < fields.count, symbols.contains(String(fields[start])), fields[start + 2] == partOfSpeech
            else { return nil }
            return Int(fields[start + 1])
        }
    }

    private static let newline = UInt8(ascii: "\n")
    private static let space = UInt8(ascii: " ")
    private static let bar = UInt8(ascii: "|")
}
