import Foundation
import Testing

@testable import HarkEngine

/// WordNet's nouns, as Debian's wordnet-base installs them (make installs it).
@Test(arguments: [
    ("minutes", true), ("hours", true), ("dollars", true), ("degrees", true), ("ounces", true),
    ("bottles", false), ("pills", false), ("guests", false), ("tickets", false), ("geese", false),
])
func unitsOfMeasureAreToldFromThingsCounted(word: String, isUnit: Bool) throws {
    let nouns = try #require(WordNetNouns.shared, "wordnet-base is not installed (make installs it)")
    #expect(nouns.isUnitOfMeasure(word) == isUnit)
}

@Test func aWordWordNetDoesNotKnowIsNeitherUnitNorThing() throws {
    let nouns = try #require(WordNetNouns.shared, "wordnet-base is not installed (make installs it)")
    #expect(nouns.isUnitOfMeasure("zorblings") == nil)
}

@Test(arguments: [
    ("priya", true), ("maya", true), ("leo", true), ("Lena", true),
    ("dinner", false), ("tonight", false), ("kids", false), ("birthday", false),
])
func aNameIsAWordWordNetKnowsAsNoCommonNoun(word: String, mayBeAName: Bool) throws {
    let nouns = try #require(WordNetNouns.shared, "wordnet-base is not installed (make installs it)")
    #expect(nouns.mayBeAName(word) == mayBeAName)
}

/// Every line of a sorted file is found by its key, wherever the binary search lands, and a
/// missing key finds nothing, before the first line, between two and after the last.
@Test func aSortedFileFindsEveryLineByItsKey() throws {
    let keys = (0..<300).map { String(format: "key%04d", $0 * 2) }
    let lines = keys.enumerated().map { "\($1) line \($0) " + String(repeating: "x", count: $0 % 37) }
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("sorted-\(UUID().uuidString).txt").path
    try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let file = try #require(LineFile(path: path))
    for (key, line) in zip(keys, lines) {
        #expect(file.line(startingWith: key + " ") == line)
    }
    for missing in ["a", "key0001 ", "key0301 ", "key9999 "] {
        #expect(file.line(startingWith: missing) == nil)
    }
    #expect(file.line(at: 0) == lines[0])
}
