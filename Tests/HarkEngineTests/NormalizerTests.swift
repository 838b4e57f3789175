import HarkEngine
import HarkKit
import Testing

@Test(arguments: [
    ("Log Green Tea in Hydrator", "log green tea in hydrator"),
    ("  log   green    tea  ", "log green tea"),
    ("Log green tea, in Hydrator!?", "log green tea in hydrator"),
    ("Order a café au lait", "order a cafe au lait"),
    ("Crème BRÛLÉE", "creme brulee"),
    ("What's my intake", "what is my intake"),
    ("whats my intake", "what is my intake"),
    ("Don't log it", "do not log it"),
    ("I'm thirsty", "i am thirsty"),
    ("Show the baby's feeds", "show the babys feeds"),
    ("Show the babys feeds", "show the babys feeds"),
    ("Show today's intake", "show today intake"),
    ("Show todays intake", "show today intake"),
    ("Log 8oz of water", "log 8 oz of water"),
    ("a contact with G0XYZ", "a contact with g0xyz"), ("code VX4471", "code vx4471"), ("sign in2 it", "sign in 2 it"),
    ("Log 1,000 steps", "log 1000 steps"),
    ("It's -3 outside", "it is -3 outside"),
    ("twenty-four", "twenty four"),
    ("Book it for 2026-12-14, at noon", "book it for 2026-12-14 at noon"),
    ("rooms 1-2-3", "rooms 1 2 3"),
    ("12026-12-145", "12026 12 145"),
    ("log 1/2 cup", "log 0.5 cup"), ("3/4 oz", "0.75 oz"), ("on 12/14", "on 12/14"), ("0/2 oz", "0/2 oz"), ("a/b", "a b"),
    ("on January 14", "on january-14"), ("the 2nd of May", "may-2"), ("jan 14th", "january-14"),
    ("5 Sept", "september-5"), ("February 30", "february 30"), ("may I have 2", "may i have 2"),
    ("ten more minutes", "ten minutes"), ("2 extra hours", "2 hours"), ("3 more than that", "3 more than that"),
])
func normalizingFoldsCasePunctuationAccentsAndContractions(input: String, expected: String) {
    #expect(TextNormalizer.normalize(input) == expected)
}

@Test(arguments: [
    ("Hey Hark, log water please", "log water"),
    ("Hark log water", "log water"),
    ("OK, could you please log water", "log water"),
    ("Can you log water? Thanks", "log water"),
    ("please log water thank you", "log water"),
])
func politenessAndFillersAroundARequestAreDropped(input: String, expected: String) {
    #expect(TextNormalizer.normalize(input) == expected)
}

@Test func politenessInsideARequestIsKept() {
    #expect(TextNormalizer.tokens("Log please water") == ["log", "please", "water"])
    #expect(TextNormalizer.tokens("Hey Hark please", strippingPoliteness: false) == ["hey", "hark", "please"])
}

@Test(arguments: [
    "", "   ", "!!!???", "\u{0}\u{7}\u{1B}[31m", "🥤💧🍵", "e\u{301}\u{301}\u{301}", "'''", "--", "-",
    String(repeating: "water ", count: 50_000), String(repeating: "é", count: 10_000),
])
func anyInputNormalizesWithoutTrouble(input: String) {
    let tokens = TextNormalizer.tokens(input)
    #expect(tokens.allSatisfy { !$0.isEmpty && !$0.contains(" ") })
}

@Test func symbolsAndEmojiSeparateWords() {
    #expect(TextNormalizer.tokens("water💧coffee") == ["water", "coffee"])
    #expect(TextNormalizer.tokens("tea\u{0}\tmilk\n") == ["tea", "milk"])
}

@Test(arguments: [
    ("charge to 80%", "charge to 80 percent"), ("pay $60 at the cafe", "pay 60 dollars at the cafe"),
    ("$12.50", "12.50 dollars"), ("100%", "100 percent"),
    ("a $ sign and 50 % off", "a sign and 50 off"), ("$ 60", "60"), ("%80", "80"),
])
func percentAndDollarSignsBesideANumberAreItsUnit(input: String, expected: String) {
    #expect(TextNormalizer.tokens(input, strippingPoliteness: false).joined(separator: " ") == expected)
}

/// A length of time said in parts is one number of the smallest unit said; one part stays; one
/// followed by "ago" is a point in time.
@Test(arguments: [
    ("nap 1 hour 15 minutes", "nap 75 minutes"),
    ("an hour and 20 minutes", "80 minutes"),
    ("two days and six hours left", "54 hours left"),
    ("2 minutes 30 seconds", "150 seconds"),
    ("an hour and a half", "an hour and a half"),
    ("for an hour and a half", "for 90 minutes"), ("for half an hour", "for 30 minutes"),
    ("for three quarters of an hour", "for 45 minutes"), ("for a day and a half", "for 36 hours"),
    ("in half an hour", "in half an hour"),
    ("clear a day in cradle", "clear a day in cradle"),
    ("20 minutes 2 hours", "20 minutes 2 hours"),
    ("she woke up 30 minutes ago", "she woke up earlier"),
    ("an hour and 20 minutes ago", "earlier"),
    ("an hour ago", "earlier"),
    ("ago 30 minutes", "ago 30 minutes"),
])
func lengthsOfTimeSaidInPartsAreReadWhole(said: String, read: String) {
    #expect(TextNormalizer.normalize(said) == read)
}

/// A time of day is one word no number reader takes; a number alone, or before "in the
/// morning" without "at", stays a number.
@Test(arguments: [
    ("order nachos at 7 pm", "order nachos at 7:00 pm"),
    ("at 7:30", "at 7:30"),
    ("7 a.m.", "7:00 am"),
    ("at half past seven", "at 7:30"),
    ("quarter to eight", "7:45"),
    ("at 8 in the evening", "at 8:00 in the evening"),
    ("tonight at 8", "tonight at 8:00"),
    ("friday at 10", "friday at 10:00"),
    ("take 2 in the morning", "take 2 in the morning"),
    ("set it at 20", "set it at 20"),
    ("at 13 pm", "at 13 pm"),
    ("12:345", "12 345"),
])
func timesOfDayAreOneWord(said: String, read: String) {
    #expect(TextNormalizer.normalize(said) == read)
}

/// An ordinal is one word no number reader takes; with a month, or after "on the", it is a day.
@Test(arguments: [
    ("on the 3rd", "on the-3rd"),
    ("the 3rd lane", "the 3rd lane"),
    ("my 2nd time", "my 2nd time"),
    ("the 14th of january", "january-14"),
    ("3 rd", "3rd"),
    ("route rd 9", "route rd 9"),
])
func ordinalsAreOneWord(said: String, read: String) {
    #expect(TextNormalizer.normalize(said) == read)
}

/// Two numbers said as a range or a choice are one word that is no number; other numbers stay.
@Test(arguments: [
    ("log 8 to 10 oz", "log 8–10 oz"),
    ("log 8-10 oz", "log 8–10 oz"),
    ("eight to ten ounces", "8–10 ounces"),
    ("between 8 and 10 ounces", "8–10 ounces"),
    ("5 or 10 minutes", "5–10 minutes"),
    ("set it to 10", "set it to 10"),
    ("set the bottom one to 25", "set the bottom one to 25"),
    ("set printer 3 to 215 degrees", "set printer 3 to 215 degrees"),
    ("2 coffees and 3 teas", "2 coffees and 3 teas"),
    ("on 2026-12-14", "on 2026-12-14"),
])
func rangesAreReadAsNoNumber(said: String, read: String) {
    #expect(TextNormalizer.normalize(said) == read)
}

@Test func aMonthAndDayIsTheNextSuchDayFromToday() throws {
    let today = try #require(Day(iso: "2026-12-05"))
    #expect(DayWords.mentionedDay(in: "the 24th of December", today: today)?.iso == "2026-12-24")
    #expect(DayWords.mentionedDay(in: "Jan 1st please", today: today)?.iso == "2027-01-01")
    #expect(DayWords.mentionedDay(in: "December 5", today: today)?.iso == "2026-12-05")
    #expect(DayWords.mentionedDay(in: "February 29", today: today)?.iso == "2028-02-29")
}

/// A price said with its cents apart is one amount; other numbers beside a currency stay.
@Test(arguments: [
    ("pay seven dollars fifty", "pay 7.50 dollars"),
    ("7 dollars and 50 cents", "7.50 dollars"),
    ("12 bucks 99 at the shop", "12.99 bucks at the shop"),
    ("3 euros and 5 cents", "3.05 euros"),
    ("7 dollars 2 hours from now", "7 dollars 2 hours from now"),
    ("7 dollars and 50", "7 dollars and 50"),
    ("7 pounds 50", "7 pounds 50"),
    ("7 dollars 5", "7 dollars 5"),
])
func pricesSaidInPartsAreReadWhole(said: String, read: String) {
    #expect(TextNormalizer.tokens(said, strippingPoliteness: false).joined(separator: " ") == read)
}

/// A plus sign says "plus": the amounts on each side stay apart, never one length of time.
@Test(arguments: [
    ("clock 3 min + 2 sec", "clock 3 min plus 2 sec"),
    ("3+2 blitz", "3 plus 2 blitz"),
    ("3 min 2 sec", "182 seconds"),
])
func aPlusSignKeepsTwoAmountsApart(said: String, read: String) {
    #expect(TextNormalizer.tokens(said, strippingPoliteness: false).joined(separator: " ") == read)
}

/// A decimal digit of any script reads as its digit: "٨" (Arabic-Indic), "८" (Devanagari).
@Test(arguments: [("log ٨ ounces", "log 8 ounces"), ("١٢ minutes", "12 minutes"), ("८ oz", "8 oz")])
func digitsOfEveryScriptAreRead(said: String, read: String) {
    #expect(TextNormalizer.tokens(said, strippingPoliteness: false).joined(separator: " ") == read)
}

/// A day said from another day, or as a day of the month alone, is read as one word; "the 3rd
/// lane" and "my first run" name no day.
@Test(arguments: [
    ("book it a week from friday", "book it friday+7"), ("two weeks from today", "today+14"),
    ("3 days after january 14", "january-14+3"), ("a week from next tuesday", "tuesday+7"),
    ("on the 14th", "on the-14th"), ("for the twenty first please", "for the-21st please"),
    ("the first of may", "may-1"), ("book the 3rd lane", "book the 3rd lane"), ("my first run", "my first run"),
    ("on the 2nd time", "on the 2nd time"),
])
func daysSaidFromAnotherDayAreOneWord(said: String, read: String) {
    #expect(TextNormalizer.tokens(said, strippingPoliteness: false).joined(separator: " ") == read)
}

@Test func aDayOfTheMonthAloneIsTheNextSuchDay() throws {
    let today = try #require(Day(iso: "2026-12-20"))
    #expect(DayWords.mentionedDay(in: "on the 24th", today: today)?.iso == "2026-12-24")
    #expect(DayWords.mentionedDay(in: "on the 14th", today: today)?.iso == "2027-01-14")
    #expect(DayWords.mentionedDay(in: "on the 31st", today: try #require(Day(iso: "2027-02-02")))?.iso == "2027-03-31")
    #expect(DayWords.mentionedDay(in: "a week from today", today: today)?.iso == "2026-12-27")
}
