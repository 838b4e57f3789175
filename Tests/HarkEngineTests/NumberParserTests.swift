import HarkEngine
import Testing

@Test(arguments: [
    ("8", 8), ("eight", 8), ("Eight.", 8), ("twenty-four", 24), ("twenty four", 24),
    ("a hundred and twelve", 112), ("one hundred twelve", 112), ("one thousand", 1000),
    ("two thousand and five", 2005), ("a dozen", 12), ("zero", 0), ("1,000", 1000),
    ("8 oz", 8), ("8oz", 8), ("eight ounces", 8), ("12 ounce", 12), ("3 cups", 3),
    ("9223372036854775807", Int.max), ("one forty two", 142), ("one twenty", 120), ("twelve fifty", 1250), ("nineteen eighty four", 1984), ("twenty five ninety nine", 2599), ("twenty one forty", 2140), ("minus one forty", -140),
])
func wholeNumbersReadFromDigitsAndWords(text: String, expected: Int) {
    #expect(NumberParser.parse(text) == .value(expected))
}

@Test(arguments: ["-3", "minus three", "negative 3", "minus 3 oz"])
func negativeNumbersAreReadAsNegative(text: String) {
    #expect(NumberParser.parse(text) == .value(-3))
}

@Test(arguments: [["minus"], ["negative"], ["log", "minus"]])
func aSignWithNothingAfterItIsNoNumber(tokens: [String]) {
    #expect(NumberParser.number(in: tokens, at: tokens.count - 1) == nil)
}

@Test(arguments: ["99999999999999999999", "9223372036854775808", "ten quintillion", "ninety nine quintillion"])
func numbersBeyondIntAreTooLargeNotWrapped(text: String) {
    #expect(NumberParser.parse(text) == .tooLarge)
}

@Test(arguments: ["", "water", "a", "and", "eight water", "1.5", "eight eight", "a glass", "hundred", "oz", "one ten"])
func textThatIsNotOneWholeNumberIsNotANumber(text: String) {
    #expect(NumberParser.parse(text) == .notANumber)
}

@Test func numberInsideTokensReportsHowManyTokensItTakes() {
    let tokens = TextNormalizer.tokens("log twenty four ounces of water", strippingPoliteness: false)
    #expect(NumberParser.number(in: tokens, at: 1) == NumberSpan(reading: .value(24), tokenCount: 2))
    #expect(NumberParser.number(in: tokens, at: 0) == nil)
    #expect(NumberParser.number(in: tokens, at: 99) == nil)
    #expect(NumberParser.number(in: tokens, at: -1) == nil)
}
