/// Whole numbers as English words, for grammars and for digits inside phrases.
///
///     NumberWords.spell(112)   // "one hundred twelve"
enum NumberWords {
    static let ones = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
    static let teens = [
        "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
    ]
    static let tens = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]

    /// The words for 0...999 999; larger numbers as their digits spelled one by one.
    static func spell(_ number: Int) -> String {
        switch number {
        case ..<0: return "minus " + spell(-number)
        case 0..<10: return ones[number]
        case 10..<20: return teens[number - 10]
        case 20..<100: return tens[number / 10 - 2] + (number % 10 == 0 ? "" : " " + ones[number % 10])
        case 100..<1_000: return ones[number / 100] + " hundred" + (number % 100 == 0 ? "" : " " + spell(number % 100))
        case 1_000..<1_000_000:
            return spell(number / 1_000) + " thousand" + (number % 1_000 == 0 ? "" : " " + spell(number % 1_000))
        default: return String(number).compactMap { $0.wholeNumberValue.map { ones[$0] } }.joined(separator: " ")
        }
    }

    /// The ways people say `number` aloud: "one hundred twelve", "a hundred twelve", "one
    /// hundred and twelve", "a hundred and twelve".
    static func spokenForms(_ number: Int) -> [String] {
        let plain = spell(number)
        guard (100..<1_000).contains(number) else { return [plain] }
        var forms = [plain]
        if number % 100 != 0 { forms.append(spell(number / 100 * 100) + " and " + spell(number % 100)) }
        if number < 200 { forms += forms.map { "a" + $0.dropFirst("one".count) } }
        return forms
    }

    /// Every way of saying 0...999 that `jsgfRules` allows, as words.
    static let everySpokenForm = (0...999).flatMap(spokenForms).map { $0.split(separator: " ").map(String.init) }

    /// Whether a range is small enough, and within the words of `spell`, to be listed number by
    /// number in a grammar; larger ones are heard as any number.
    static func listable(_ range: ClosedRange<Int>) -> Bool {
        range.lowerBound >= 0 && range.upperBound < 1_000 && range.count <= 300
    }

    /// JSGF rules for a whole number from zero to 999, as people say it ("a hundred and twelve").
    static let jsgfRules = """
        <digit> = one | two | three | four | five | six | seven | eight | nine;
        <teen> = ten | eleven | twelve | thirteen | fourteen | fifteen | sixteen | seventeen | eighteen | nineteen;
        <tens> = twenty | thirty | forty | fifty | sixty | seventy | eighty | ninety;
        <belowhundred> = <digit> | <teen> | <tens> [<digit>];
        <number> = zero | <belowhundred> | (<digit> | a) hundred [[and] <belowhundred>];
        """

    /// Every word the number rules use.
    static let vocabulary = ones + teens + tens + ["hundred", "and", "a"]
}
