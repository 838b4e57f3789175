/// A number said in an utterance: its value, where it was said, and the word after it.
///
///     SaidNumber.all(in: ["zone", "12", "for", "2", "hours"])   // 12, then 2 (after: "hours")
struct SaidNumber: Sendable, Hashable {
    enum Reading: Sendable, Hashable {
        case whole(Int)
        /// A number with a fractional part: "2.5", "3,5", "three and a half", "8 point 5".
        case fraction(Double)
        /// Beyond what Hark reads: more than `Int` holds, "1e308", scale words piled up.
        case tooLarge

        /// What the reading says as a whole number: a fraction says none.
        var asWholeNumber: NumberReading {
            switch self {
            case .whole(let value): .value(value)
            case .fraction: .notANumber
            case .tooLarge: .tooLarge
            }
        }
    }

    var reading: Reading
    /// The tokens that say the number, its unit not included.
    var range: Range<Int>
    /// The word right after the number ("hours" in "2 hours"), if any.
    var wordAfter: String?

    /// The words that say the number, as in `tokens` ("tree", "2.5").
    func said(in tokens: [String]) -> String {
        range.map { tokens[$0] }.joined(separator: " ")
    }

    /// Every number in `tokens` (normalised words), in the order said. Tokens marked in
    /// `claimed` (a value's name that holds a number, "Route 66") are skipped; `unitWords` are
    /// the words that name what this app counts, besides the units Hark knows ("bikes", "adults").
    static func all(in tokens: [String], claimed: [Bool]? = nil, unitWords: Set<String> = []) -> [SaidNumber] {
        var numbers: [SaidNumber] = []
        var position = 0
        while position < tokens.count {
            if claimed?[position] == true {
                position += 1
                continue
            }
            guard let (reading, length) = read(tokens, at: position, unitWords: unitWords) else {
                position += 1
                continue
            }
            let end = position + length
            numbers.append(SaidNumber(
                reading: reading, range: position..<end,
                wordAfter: end < tokens.count ? tokens[end] : nil))
            position = end
        }
        return numbers
    }

    /// The number starting at `start`, read whole, and how many tokens it takes; nil if none starts there.
    static func read(_ tokens: [String], at start: Int, unitWords: Set<String> = []) -> (Reading, Int)? {
        if let (value, length) = scientific(tokens, at: start) { return (value, length) }
        if let value = decimal(tokens[start]) { return (value, 1) }
        guard let span = NumberParser.number(in: tokens, at: start) else {
            return homophone(tokens, at: start, unitWords: unitWords).map { (.whole($0), 1) }
        }
        var end = start + span.tokenCount
        switch span.reading {
        case .tooLarge, .notANumber:
            return (.tooLarge, span.tokenCount)
        case .value(let whole):
            // "a hundred thousand million": a scale word the reader could not take is no smaller number.
            if end < tokens.count, NumberParser.isScaleWord(tokens[end]) {
                while end < tokens.count, NumberParser.isScaleWord(tokens[end]) { end += 1 }
                return (.tooLarge, end - start)
            }
            if let (part, length) = fractionalPart(tokens, at: end) {
                return (.fraction(Double(whole) + (whole < 0 ? -part : part)), end + length - start)
            }
            return (.whole(whole), span.tokenCount)
        }
    }

    /// "2.5" as one token; nil for anything else.
    private static func decimal(_ token: String) -> Reading? {
        guard token.contains("."), token.utf8.allSatisfy({ ($0 >= 48 && $0 <= 57) || $0 == 46 || $0 == 45 }),
            let value = Double(token), value.isFinite
        else { return nil }
        return abs(value) >= 1e18 ? .tooLarge : .fraction(value)
    }

    /// "and a half", "and a quarter", "and three quarters", "point 5", "point five" after a whole number.
    private static func fractionalPart(_ tokens: [String], at start: Int) -> (Double, Int)? {
        func word(_ offset: Int) -> String? { start + offset < tokens.count ? tokens[start + offset] : nil }
        if word(0) == "and", word(1) == "a", let part = fractionWords[word(2) ?? ""] { return (part, 3) }
        if word(0) == "and", word(1) == "three", word(2) == "quarters" { return (0.75, 3) }
        if word(0) == "point" {
            // "point 5", "point zero four eight", "point oh five": the digits after the point.
            var digits = ""
            var length = 1
            while let next = word(length), let said = self.digits(next) {
                digits += said
                length += 1
            }
            if !digits.isEmpty, let part = Double("0." + digits) { return (part, length) }
        }
        return nil
    }

    /// The digits a token after a decimal point says: "25", "zero" … "nine", "oh".
    private static func digits(_ token: String) -> String? {
        if token.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }) { return token }
        if token == "oh" || token == "o" { return "0" }
        guard let span = NumberParser.number(in: [token], at: 0), case .value(let digit) = span.reading,
            (0...9).contains(digit)
        else { return nil }
        return String(digit)
    }

    private static let fractionWords = ["half": 0.5, "quarter": 0.25, "third": 1.0 / 3]

    /// "1e3" as the normaliser splits it ("1", "e", "3"): read, or too large from 10^18 on
    /// ("99999999999999e9" too, whose exponent alone is small).
    private static func scientific(_ tokens: [String], at start: Int) -> (Reading, Int)? {
        guard start + 2 < tokens.count, tokens[start + 1] == "e",
            let mantissa = Double(tokens[start]), tokens[start].opensWithNumber,
            let exponent = Int(tokens[start + 2]), exponent >= 0
        else { return nil }
        let value = exponent < 18 ? mantissa * pow10(exponent) : .infinity
        guard value < 1e18 else { return (.tooLarge, 3) }
        return (value.rounded() == value ? .whole(Int(value)) : .fraction(value), 3)
    }

    private static func pow10(_ exponent: Int) -> Double {
        (0..<exponent).reduce(1.0) { product, _ in product * 10 }
    }

    /// Words speech-to-text writes for a number, read as one only right before a unit word
    /// ("tree ounces", "for hours", "to adults") that no number follows ("to zone 5" is no 2). A
    /// preposition among them ("to", "for") counts only a plural: "ask Gavella to bid" is no bid of 2.
    private static func homophone(_ tokens: [String], at start: Int, unitWords: Set<String>) -> Int? {
        guard let value = homophones[tokens[start]], start + 1 < tokens.count else { return nil }
        let next = tokens[start + 1]
        guard UnitWords.isUnit(next) || unitWords.contains(next)
                && (!prepositions.contains(tokens[start]) || ParameterWords.singular(next) != next),
            start + 2 == tokens.count || NumberParser.number(in: tokens, at: start + 2) == nil
        else { return nil }
        return value
    }

    /// Homophones that are also prepositions, before which a verb or a singular noun is common.
    private static let prepositions: Set<String> = ["to", "too", "for"]

    /// A homophone alone is a number when a number is what was asked ("How many? — Tree").
    static func homophoneAlone(_ tokens: [String]) -> Int? {
        guard tokens.count == 1 else { return nil }
        return homophones[tokens[0]]
    }

    private static let homophones = ["to": 2, "too": 2, "for": 4, "won": 1, "tree": 3, "ate": 8]
}
