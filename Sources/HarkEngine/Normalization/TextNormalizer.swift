import Foundation

/// Turns typed text into the lowercase word tokens the matcher compares.
///
///     TextNormalizer.tokens("Hey Hark, what's the café's menu?")  // ["what", "is", "the", "cafes", "menu"]
///
/// Lowercases, folds diacritics, drops punctuation and symbols (emoji, control characters; "+"
/// reads "plus"), splits digits from letters ("8oz" → "8", "oz", "in2" → "in", "2") but keeps a
/// code whole ("g0xyz", "VX4471" are no numbers), keeps digit groups ("1,000" → "1000",
/// "1.5" and "7:30" stay one token, a decimal comma "3,5" reads "3.5"), keeps a minus sign that starts a number ("-3")
/// and a date written `yyyy-mm-dd` whole, reads "1/2" as 0.5, expands
/// contractions and, when asked, strips leading politeness and fillers and trailing
/// "please"/"thanks". Never fails: any input gives a (possibly empty) token list.
public enum TextNormalizer {
    /// Tokens of `text`, with politeness and fillers stripped.
    public static func tokens(_ text: String) -> [String] {
        tokens(text, strippingPoliteness: true)
    }

    /// Tokens of `text`; `strippingPoliteness: false` keeps every word (for registered phrases).
    public static func tokens(_ text: String, strippingPoliteness: Bool) -> [String] {
        let words = words(of: text)
        return strippingPoliteness ? Politeness.strip(words) : words
    }

    /// Every word of `text`: folded, contractions expanded, "the day after tomorrow" read as "in 2
    /// days" (`DayWords`), a month and day read as one word (`MonthDays`), so are an ordinal
    /// (`Ordinals`), a day said from another ("a week from Friday") or of the month alone ("on
    /// the 14th": `RelativeDays`) and a time of day (`TimesOfDay`), prices and lengths of time
    /// said in parts read whole (`Prices`, `Durations`), "ten more minutes" as ten minutes
    /// (`MoreOfAUnit`), half a unit and a unit as a number
    /// (`Halves`, `SingleUnits`), and ranges read as no number (`NumberRanges`).
    /// With `splittingPossessives`, "milo's" reads "milo s", as a phrase's "{pet}'s" does.
    static func words(of text: String, splittingPossessives: Bool = false) -> [String] {
        let contracted = rawWords(of: text).flatMap { Contractions.expand($0, splittingPossessive: splittingPossessives) }
        let expanded = TimesOfDay.reading(RelativeDays.reading(Ordinals.reading(MonthDays.reading(DayWords.reading(contracted)))))
        return NumberRanges.reading(SingleUnits.reading(Halves.reading(Durations.reading(Prices.reading(MoreOfAUnit.reading(expanded))))))
    }

    /// The tokens joined by single spaces: a stable, comparable form of the text.
    public static func normalize(_ text: String) -> String {
        tokens(text).joined(separator: " ")
    }

    /// Splits folded text into words, keeping in-word apostrophes for `Contractions`.
    static func rawWords(of text: String) -> [String] {
        let folded = isPlainASCII(text) ? text : text.folding(
            options: [.diacriticInsensitive, .caseInsensitive, .widthInsensitive], locale: nil)
        var words: [String] = []
        // The word being read, as UTF-8, and its length in scalars: appending to a byte array costs
        // a fraction of appending to a `String.UnicodeScalarView`.
        var current: [UInt8] = []
        current.reserveCapacity(32)
        var currentLength = 0
        var currentKind = CharacterKind.separator
        /// Whether the word being read is a code or a call sign (`Self.opensCode`), read whole.
        var readsCode = false
        let scalars = Array(folded.unicodeScalars)
        /// "dollars" after a "$" before a number, said after the number ("$60" is "60 dollars").
        var unitAfterNumber: String?

        func append(_ scalar: Unicode.Scalar) {
            if scalar.isASCII {
                current.append(UInt8(scalar.value))
            } else {
                current.append(contentsOf: UTF8.encode(scalar)!)
            }
            currentLength += 1
        }

        func finishWord() {
            while current.last == UInt8(ascii: "'") {
                current.removeLast()
                currentLength -= 1
            }
            if !current.isEmpty, !(currentLength == 1 && current[0] == UInt8(ascii: "-")) {
                let word = String(decoding: current, as: UTF8.self)
                words.append(current.contains(UInt8(ascii: "/")) ? Self.readingSlash(word) : word)
            }
            if currentKind == .digit, let unit = unitAfterNumber {
                words.append(unit)
                unitAfterNumber = nil
            }
            current.removeAll(keepingCapacity: true)
            currentLength = 0
            currentKind = .separator
            readsCode = false
        }

        var next = scalars.first.map(CharacterKind.init) ?? .separator
        for (index, scalar) in scalars.enumerated() {
            let kind = next
            next = index + 1 < scalars.count ? CharacterKind(scalars[index + 1]) : .separator
            switch kind {
            case .letter, .digit:
                if currentKind == .letter, kind == .digit, Self.opensCode(scalars, digitsAt: index) { readsCode = true }
                if currentKind != .separator, currentKind != kind, !readsCode { finishWord() }
                append(kind == .digit ? Self.asciiDigit(scalar) : lowercased(scalar))
                currentKind = kind
            case .apostrophe where currentKind == .letter && next == .letter:
                append("'")
            case .digitJoiner where currentKind == .digit && next == .digit:
                // "1,000" groups thousands; "3,5" is a decimal comma, read as "3.5".
                if scalar == "." || !Self.groupsThousands(scalars, after: index) { append(".") }
            case .minus where currentKind == .separator && next == .digit:
                append("-")
                currentKind = .separator
            case .separator where scalar == ":" && currentKind == .digit && currentLength <= 2 && Self.twoDigitsEnd(scalars, after: index):
                // "7:30" stays one word, a time of day (`TimesOfDay`), never two numbers.
                append(":")
            case .separator where scalar == "/" && currentKind == .digit && next == .digit:
                // "1/2" is a half; "12/14" stays one word, never two numbers.
                append("/")
            case .minus where currentKind == .digit && Self.joinsISODate(scalars, hyphenAt: index, wordLength: currentLength):
                // "2026-12-14" stays one word: a day, not three numbers.
                append("-")
            case .minus where currentKind == .digit && Self.joinsTwoNumbers(scalars, hyphenAt: index, wordLength: currentLength):
                // "8-10" is a range, "8 to 10" (`NumberRanges`); "1-2-3" is three numbers.
                finishWord()
                words.append("to")
            case .symbol where scalar == "%" && currentKind == .digit:
                // "80%" is "80 percent".
                finishWord()
                words.append("percent")
            case .symbol where scalar == "+":
                // "3 min + 2 sec" is two amounts, never one length of time (`Durations`).
                finishWord()
                words.append("plus")
            case .symbol where scalar == "$" && next == .digit:
                finishWord()
                unitAfterNumber = "dollars"
            default:
                finishWord()
            }
        }
        finishWord()
        return words
    }

    /// Whether the digits at `index`, after letters that open a word, make it a code or a call
    /// sign ("g0xyz", "VX4471"), never a number inside a word: two digits or more, or letters
    /// after them. One digit closing the word is texting ("in2", "b4", "gr8"), read apart, and
    /// letters after a number are its unit or exponent ("1e308").
    private static func opensCode(_ scalars: [Unicode.Scalar], digitsAt index: Int) -> Bool {
        let letters = scalars[..<index].reversed().prefix { CharacterKind($0) == .letter }.count
        guard index - letters == 0 || CharacterKind(scalars[index - letters - 1]) != .digit else { return false }
        let digits = scalars[index...].prefix { CharacterKind($0) == .digit }.count
        let after = index + digits
        return digits >= 2 || (after < scalars.count && CharacterKind(scalars[after]) == .letter)
    }

    private static func isPlainASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 < 0x80 }
    }

    /// A decimal digit of any script as its ASCII digit ("٨" → "8"), so every reader of numbers
    /// takes it.
    private static func asciiDigit(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        guard scalar.value >= 0x80, let value = scalar.properties.numericValue, (0...9).contains(value) else { return scalar }
        return Unicode.Scalar(UInt8(48 + Int(value)))
    }

    private static func lowercased(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        if scalar.value >= 0x41 && scalar.value <= 0x5A {
            return Unicode.Scalar(scalar.value + 0x20) ?? scalar
        }
        return scalar
    }

    /// "1/2" → "0.5", "3/4" → "0.75": a fraction of halves, thirds or quarters as a decimal; any
    /// other word with a slash ("12/14", a date or a score) as it is, which reads as no number.
    private static func readingSlash(_ word: String) -> String {
        let parts = word.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let top = Int(parts[0]), let bottom = Int(parts[1]),
            (2...4).contains(bottom), (1..<bottom).contains(top)
        else { return word }
        let value = Double(top) / Double(bottom)
        return String(format: "%.2f", value).replacingOccurrences(of: #"\.?0+$"#, with: "", options: .regularExpression)
    }

    /// Whether the hyphen at `index` is one of the two in a `yyyy-mm-dd` date whose word
    /// began `wordLength` scalars before it.
    private static func joinsISODate(_ scalars: [Unicode.Scalar], hyphenAt index: Int, wordLength: Int) -> Bool {
        let start = index - wordLength
        guard wordLength == 4 || wordLength == 7, start + 10 <= scalars.count else { return false }
        let isDigit = { (offset: Int) in CharacterKind(scalars[start + offset]) == .digit }
        let shape = (0..<10).allSatisfy { offset in offset == 4 || offset == 7 ? scalars[start + offset] == "-" : isDigit(offset) }
        return shape && (start + 10 == scalars.count || CharacterKind(scalars[start + 10]) != .digit)
    }

    /// Whether the hyphen at `index` joins two numbers and only two ("8-10"): digits on both
    /// sides, and no hyphen before the first (`wordLength` scalars before) or after the second.
    private static func joinsTwoNumbers(_ scalars: [Unicode.Scalar], hyphenAt index: Int, wordLength: Int) -> Bool {
        let start = index - wordLength
        guard start == 0 || CharacterKind(scalars[start - 1]) != .minus else { return false }
        let digits = scalars[(index + 1)...].prefix { CharacterKind($0) == .digit }
        guard !digits.isEmpty else { return false }
        let after = index + 1 + digits.count
        return after == scalars.count || CharacterKind(scalars[after]) != .minus
    }

    /// Whether exactly two digits follow the colon at `index`, then no further digit.
    private static func twoDigitsEnd(_ scalars: [Unicode.Scalar], after index: Int) -> Bool {
        scalars[(index + 1)...].prefix { CharacterKind($0) == .digit }.count == 2
    }

    /// Whether exactly three digits follow the comma at `index`, then no further digit.
    private static func groupsThousands(_ scalars: [Unicode.Scalar], after index: Int) -> Bool {
        let digits = scalars[(index + 1)...].prefix { CharacterKind($0) == .digit }
        return digits.count == 3
    }

    private enum CharacterKind: Equatable {
        case letter, digit, apostrophe, digitJoiner, minus, symbol, separator

        init(_ scalar: Unicode.Scalar) {
            switch scalar {
            case "'", "\u{2019}", "\u{2018}", "\u{02BC}": self = .apostrophe
            case ",", ".": self = .digitJoiner
            case "-", "\u{2212}": self = .minus
            case "%", "$", "+": self = .symbol
            case "a"..."z", "A"..."Z": self = .letter
            case "0"..."9": self = .digit
            case "\u{0}"..."\u{7F}": self = .separator
            default:
                let properties = scalar.properties
                if properties.numericType == .decimal {
                    self = .digit
                } else if properties.isAlphabetic {
                    self = .letter
                } else {
                    self = .separator
                }
            }
        }
    }
}
