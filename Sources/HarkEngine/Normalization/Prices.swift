import HarkKit

/// Prices said in two parts, read as one amount of the currency said, so that an amount
/// parameter takes the cents too instead of dropping them:
///
///     "7 dollars 50"                 → "7.50 dollars"
///     "seven dollars and fifty cents" → "7.50 dollars"
///     "12 bucks 99"                  → "12.99 bucks"
///
/// The cents are a number below 100 said after the currency word: with "cents" after them, or
/// without when said in two figures ("fifty", "99") and no unit follows ("7 dollars 2 hours" is
/// two amounts). "Pounds" is left out: "7 pounds 5" is as often a weight.
enum Prices {
    static func reading(_ words: [String]) -> [String] {
        guard words.contains(where: currencies.contains) else { return words }
        return SpanReading.rewriting(words) { words, start in price(in: words, at: start).map { ([$0.0, $0.1], $0.2) } }
    }

    /// The price said from `start` ("7 dollars and 50 cents"): the amount in digits, the
    /// currency word, and how many words it took; nil unless it is said with its cents apart.
    private static func price(in words: [String], at start: Int) -> (String, String, Int)? {
        guard let whole = NumberParser.said(in: words, at: start), whole.value >= 0,
            whole.value == whole.value.rounded(), whole.value < 1e12
        else { return nil }
        let currencyAt = start + whole.tokenCount
        guard currencyAt < words.count, currencies.contains(words[currencyAt]) else { return nil }
        var centsAt = currencyAt + 1
        let saysAnd = centsAt < words.count && words[centsAt] == "and"
        if saysAnd { centsAt += 1 }
        guard let cents = NumberParser.said(in: words, at: centsAt), cents.value >= 0, cents.value < 100,
            cents.value == cents.value.rounded()
        else { return nil }
        var end = centsAt + cents.tokenCount
        if end < words.count, centWords.contains(words[end]) {
            end += 1
        } else {
            let twoFigures = cents.isDigits ? cents.digits.count == 2 : cents.value >= 10
            let unitFollows = end < words.count && UnitWords.isUnit(words[end])
            guard !saysAnd, twoFigures, !unitFollows else { return nil }
        }
        let amount = "\(Int(whole.value)).\(cents.value < 10 ? "0" : "")\(Int(cents.value))"
        return (amount, words[currencyAt], end - start)
    }

    /// Whether `word` names a currency ("dollars", "bucks").
    static func isCurrency(_ word: String) -> Bool { currencies.contains(word) }

    /// Whether `parameter` is a price with cents: a `number` whose unit is a currency, which
    /// reads "seven fifty" as 7.50 (`NumberParser.dollarsAndCents`).
    static func takesCents(_ parameter: any AnyParameter) -> Bool {
        parameter.valueKind == .number && parameter.unit.map(isCurrency) == true
    }

    private static let currencies = WordMap<Bool>(["dollar", "dollars", "buck", "bucks", "euro", "euros"])
    private static let centWords: Set<String> = ["cent", "cents"]
}
