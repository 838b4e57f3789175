/// Reads "5 km", "3.5 miles" or "1 hour 30 minutes" as number-and-unit pairs.
enum SpokenMeasure {
    /// The pairs said, in order: each number with the word after it (nil when none follows);
    /// nil when a word is neither a number nor follows one.
    static func pairs(in said: String) -> [(number: Double, unit: String?)]? {
        var pairs: [(number: Double, unit: String?)] = []
        for word in words(of: said) {
            if let number = Double(word) ?? wordNumbers[word] {
                pairs.append((number, nil))
            } else if let last = pairs.last, last.unit == nil {
                pairs[pairs.count - 1].unit = word
            } else if word != "and" {
                return nil
            }
        }
        return pairs.isEmpty ? nil : pairs
    }

    /// The words of `said`, lowercased, a number written against its unit ("5km") split from it.
    private static func words(of said: String) -> [String] {
        var spaced = ""
        var previous: Character = " "
        for character in said.lowercased() {
            if character.isLetter, previous.isNumber { spaced.append(" ") }
            spaced.append(character == "," ? " " : character)
            previous = character
        }
        return spaced.split(whereSeparator: \.isWhitespace).map { $0.trimmingCharacters(in: trailingMarks) }
    }

    private static let trailingMarks = CharacterSet(charactersIn: ".!?;:")

    private static let wordNumbers: [String: Double] = [
        "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
        "nine": 9, "ten": 10, "twelve": 12, "fifteen": 15, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50,
        "sixty": 60, "ninety": 90, "hundred": 100,
    ]
}
