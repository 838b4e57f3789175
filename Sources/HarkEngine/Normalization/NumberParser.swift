/// What a piece of text says as a whole number.
public enum NumberReading: Sendable, Hashable {
    /// A whole number; negative when said so ("-3", "minus three"), for the caller to refuse.
    case value(Int)
    /// A whole number too large for `Int` ("99999999999999999999"); never wrapped.
    case tooLarge
    /// Not a whole number (words, fractions, an empty answer).
    case notANumber
}

/// A number found at a position in a token sequence.
public struct NumberSpan: Sendable, Hashable {
    public var reading: NumberReading
    /// How many tokens the number takes, its unit not included.
    public var tokenCount: Int

    public init(reading: NumberReading, tokenCount: Int) {
        self.reading = reading
        self.tokenCount = tokenCount
    }
}

/// Reads whole numbers said as digits or English words, with an optional unit after them.
///
///     NumberParser.parse("twenty-four")          // .value(24)
///     NumberParser.parse("a hundred and twelve") // .value(112)
///     NumberParser.parse("8oz")                  // .value(8)
///     NumberParser.parse("minus three")          // .value(-3)
public enum NumberParser {
    /// The number `text` says, alone or followed by a unit ("8 oz", "eight ounces").
    public static func parse(_ text: String) -> NumberReading {
        let tokens = TextNormalizer.tokens(text, strippingPoliteness: false)
        guard let span = number(in: tokens, at: 0) else { return .notANumber }
        let rest = tokens[span.tokenCount...]
        guard rest.isEmpty || (rest.count == 1 && UnitWords.isUnit(rest[rest.startIndex])) else {
            return .notANumber
        }
        return span.reading
    }

    /// A number starting at `start` said in digits ("8", "2.5") or as a whole number in words
    /// ("twenty four"): its value, in digits ("8", "2.5", "24"), how many tokens it takes, and
    /// whether it was said in digits.
    static func said(in tokens: [String], at start: Int) -> (value: Double, digits: String, tokenCount: Int, isDigits: Bool)? {
        guard start >= 0, start < tokens.count else { return nil }
        if tokens[start].opensWithNumber, let value = Double(tokens[start]) { return (value, tokens[start], 1, true) }
        guard let span = number(in: tokens, at: start), case .value(let value) = span.reading else { return nil }
        return (Double(value), String(value), span.tokenCount, false)
    }

    /// The longest number starting at `start` in normalised `tokens`, or nil if none starts there.
    public static func number(in tokens: [String], at start: Int) -> NumberSpan? {
        guard start >= 0, start < tokens.count, !isPronounOne(tokens, at: start) else { return nil }
        var index = start
        var negative = false
        if tokens[index] == "minus" || tokens[index] == "negative" {
            negative = true
            index += 1
        }
        guard index < tokens.count, let magnitude = readMagnitude(tokens, from: &index) else { return nil }
        let reading: NumberReading
        switch magnitude {
        case .value(let value): reading = .value(negative ? -value : value)
        case .tooLarge, .notANumber: reading = magnitude
        }
        return NumberSpan(reading: reading, tokenCount: index - start)
    }

    /// A price said in words as dollars then cents with no word between ("seven fifty" is 7.50,
    /// "twelve ninety nine" 12.99, "eighty two fifty" 82.50): the words of `range` are a number
    /// below 20 or tens and a digit, then tens, then at most a digit. Nil for anything else
    /// ("seven hundred fifty", "twenty", "7 50").
    static func dollarsAndCents(_ tokens: [String], in range: Range<Int>) -> Double? {
        guard range.lowerBound >= 0, range.upperBound <= tokens.count else { return nil }
        let values = tokens[range].compactMap { smallNumbers[$0] }
        guard values.count == range.count, values.count >= 2 else { return nil }
        let dollars: ArraySlice<Int>
        if values[0] > 0, values[0] < 20 {
            dollars = values.prefix(1)
        } else if isTens(values[0]), isDigit(values[1]) {
            dollars = values.prefix(2)
        } else {
            return nil
        }
        let cents = values.dropFirst(dollars.count)
        guard let tens = cents.first, isTens(tens), cents.count <= 2, cents.dropFirst().allSatisfy(isDigit) else { return nil }
        return Double(dollars.reduce(0, +)) + Double(cents.reduce(0, +)) / 100
    }

    /// Whether the "one" at `index` stands for a thing, not a count: "which one", "the other
    /// one", "the egyptian one", "a big one" (after a determiner, or a determiner and a word
    /// that is no number).
    private static func isPronounOne(_ tokens: [String], at index: Int) -> Bool {
        guard tokens[index] == "one", index > 0 else { return false }
        let before = tokens[index - 1]
        if pronounDeterminers.contains(before) { return true }
        guard index > 1, ["the", "a", "an", "this", "that"].contains(tokens[index - 2]) else { return false }
        return !mayStartNumber(before) && !["and", "of", "to", "for", "or"].contains(before)
    }

    /// Words after which "one" is a thing: "which one", "the other one" ("just the one" is 1).
    private static let pronounDeterminers: Set<String> = [
        "this", "that", "which", "another", "other", "each", "every", "any", "last", "next", "same",
    ]

    /// Whether a number can start with `token` (digits, a minus sign, a number word, "a").
    static func mayStartNumber(_ token: String) -> Bool {
        if let first = token.utf8.first, first == UInt8(ascii: "-") || (first >= 48 && first <= 57) { return true }
        return numberWordKeys.contains(token)
    }

    /// Whether `token` is a scale word ("thousand", "million").
    static func isScaleWord(_ token: String) -> Bool { scales[token] != nil }

    /// The words numbers are said with, for callers that prepare lookups.
    static let numberWords: Set<String> =
        Set(smallNumberTable.keys).union(scaleTable.keys).union(["a", "and", "hundred", "dozen", "minus", "negative"])
    /// `numberWords`, read by `mayStartNumber` for every word of every utterance.
    private static let numberWordKeys = WordMap<Bool>(numberWords)

    /// Reads digits or number words from `index`, advancing it past what was read.
    private static func readMagnitude(_ tokens: [String], from index: inout Int) -> NumberReading? {
        let first = tokens[index]
        if let digitsReading = digits(first) {
            index += 1
            guard case .value(let value) = digitsReading else { return digitsReading }
            return applyScales(to: value, tokens, from: &index)
        }
        return readWords(tokens, from: &index)
    }

    /// "2 thousand", "2 hundred", "3 dozen": scale words after digits; "2 hundred and 5" adds
    /// what follows "and" when it is smaller than the scale said.
    private static func applyScales(to value: Int, _ tokens: [String], from index: inout Int) -> NumberReading {
        var result = value
        var smallestScale = Int.max
        while index < tokens.count, let scale = scales[tokens[index]] ?? multipliers[tokens[index]] {
            let (product, overflow) = result.multipliedReportingOverflow(by: scale)
            if overflow { return .tooLarge }
            result = product
            smallestScale = min(smallestScale, scale)
            index += 1
        }
        if smallestScale != .max, index + 1 < tokens.count, tokens[index] == "and" {
            var rest = index + 1
            if case .value(let added)? = readMagnitude(tokens, from: &rest), added >= 0, added < smallestScale {
                index = rest
                return .value(result + added)
            }
        }
        return .value(result)
    }

    /// Words that multiply the digits before them without being scales of their own.
    private static let multipliers = WordMap(["hundred": 100, "dozen": 12])

    /// A token of digits, possibly with a leading minus; nil if the token is not digits.
    private static func digits(_ token: String) -> NumberReading? {
        var utf8 = Substring(token).utf8
        var negative = false
        if utf8.first == UInt8(ascii: "-") {
            negative = true
            utf8 = utf8.dropFirst()
        }
        guard !utf8.isEmpty else { return nil }
        if utf8.contains(UInt8(ascii: ".")) {
            return utf8.allSatisfy({ ($0 >= 48 && $0 <= 57) || $0 == 46 }) ? .notANumber : nil
        }
        var value = 0
        for byte in utf8 {
            guard byte >= 48 && byte <= 57 else { return nil }
            let (shifted, overflowA) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflowB) = shifted.addingReportingOverflow(Int(byte - 48))
            if overflowA || overflowB { return .tooLarge }
            value = sum
        }
        return .value(negative ? -value : value)
    }

    /// English number words: "twenty four", "a hundred and twelve", "one thousand", "a dozen",
    /// "one forty two" and "nineteen fifty" (a first digit or a teen, then tens: hundreds), "a
    /// couple of" (2).
    private static func readWords(_ tokens: [String], from index: inout Int) -> NumberReading? {
        if tokens[index] == "a", tokens.dropFirst(index + 1).prefix(2).elementsEqual(["couple", "of"]), index + 3 < tokens.count {
            index += 3
            return .value(2)
        }
        var total = 0
        var group = 0
        var last = WordKind.start
        var position = index
        while position < tokens.count {
            let token = tokens[position]
            let next = position + 1 < tokens.count ? tokens[position + 1] : ""
            let kind: WordKind
            if let small = smallNumbers[token] {
                kind = small == 0 ? .zero : small < 10 ? .unit : small < 20 ? .teen : .tens
                if kind == .tens, last == .unit || last == .teen, position == index + 1 || saidTensAndDigit(tokens, at: index, before: position) {
                    // "one forty two" is 142, "twelve fifty" 1250 and "twenty five ninety" 2590,
                    // as readings and years are said; a price in dollars reads them as dollars
                    // and cents (`dollarsAndCents`).
                    group = group * 100 + small
                } else {
                    guard kind.mayFollow(last) else { break }
                    group += small
                }
            } else if token == "a", last == .start, next == "hundred" || next == "dozen" || scales[next] != nil {
                kind = .article
                group = 1
            } else if token == "and", last == .hundred || last == .scale, smallNumbers[next] != nil {
                kind = .and
            } else if token == "hundred" || token == "dozen", [.unit, .teen, .article].contains(last) {
                kind = .hundred
                group *= token == "hundred" ? 100 : 12
            } else if let scale = scales[token], [.unit, .teen, .tens, .hundred, .article].contains(last) {
                kind = .scale
                let (product, overflow) = group.multipliedReportingOverflow(by: scale)
                let (sum, overflowSum) = total.addingReportingOverflow(product)
                if overflow || overflowSum {
                    index = position + 1
                    return .tooLarge
                }
                total = sum
                group = 0
            } else {
                break
            }
            last = kind
            position += 1
        }
        if last == .and || last == .article { position -= 1 }
        guard last != .start, last != .article, position > index else { return nil }
        index = position
        let (sum, overflow) = total.addingReportingOverflow(group)
        return overflow ? .tooLarge : .value(sum)
    }

    /// Whether the two words from `index` to `position` are tens and a digit ("eighty two").
    private static func saidTensAndDigit(_ tokens: [String], at index: Int, before position: Int) -> Bool {
        guard position == index + 2, let tens = smallNumbers[tokens[index]], let digit = smallNumbers[tokens[index + 1]] else { return false }
        return isTens(tens) && isDigit(digit)
    }

    /// Whether a number word's value is tens ("forty") or a digit ("two").
    private static func isTens(_ value: Int) -> Bool { value >= 20 && value % 10 == 0 }
    private static func isDigit(_ value: Int) -> Bool { (1...9).contains(value) }

    /// The kind of the last number word read, which decides what may come next.
    private enum WordKind {
        case start, zero, unit, teen, tens, hundred, scale, article, and

        func mayFollow(_ previous: WordKind) -> Bool {
            switch self {
            case .zero: previous == .start
            case .unit: [.start, .tens, .hundred, .scale, .and].contains(previous)
            case .teen, .tens: [.start, .hundred, .scale, .and].contains(previous)
            default: false
            }
        }
    }

    private static let smallNumbers = WordMap(smallNumberTable)
    private static let smallNumberTable: [String: Int] = [
        "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
        "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
        "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18,
        "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60,
        "seventy": 70, "eighty": 80, "ninety": 90,
    ]

    private static let scales = WordMap(scaleTable)
    private static let scaleTable: [String: Int] = [
        "thousand": 1_000, "million": 1_000_000, "billion": 1_000_000_000,
        "trillion": 1_000_000_000_000, "quadrillion": 1_000_000_000_000_000,
        "quintillion": 1_000_000_000_000_000_000,
    ]
}
