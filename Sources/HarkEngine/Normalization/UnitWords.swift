/// Units people say after a number, and the one spelling the matcher compares.
///
/// "oz", "ounce" and "ounces" all read as "ounces", so "8 oz" fits a phrase written
/// "{ounces} ounces".
public enum UnitWords {
    /// The shared spelling of a unit word, or the word itself if it is not a unit.
    public static func canonical(_ word: String) -> String {
        aliases[word] ?? word
    }

    /// Whether `word` names a unit.
    public static func isUnit(_ word: String) -> Bool {
        aliases[word] != nil
    }

    /// The length in seconds of the unit of time `word` names in any spelling ("hrs"), if any.
    static func seconds(in word: String) -> Int? {
        secondsByUnit[canonical(word)]
    }

    /// Each unit of time (as `canonical` spells it) by its length in seconds.
    static let secondsIn: [String: Int] = ["seconds": 1, "minutes": 60, "hours": 3_600, "days": secondsPerDay, "weeks": 604_800]
    static let secondsPerDay = 86_400
    /// `secondsIn`, read by `seconds(in:)` for every word of every utterance.
    private static let secondsByUnit = WordMap(secondsIn)

    private static let aliases = WordMap<String>({
        let groups: [String: [String]] = [
            "ounces": ["ounce", "ounces", "oz", "ozs", "fl"],
            "cups": ["cup", "cups"],
            "glasses": ["glass", "glasses"],
            "milliliters": ["ml", "mls", "milliliter", "milliliters", "millilitre", "millilitres"],
            "liters": ["l", "liter", "liters", "litre", "litres"],
            "minutes": ["min", "mins", "minute", "minutes"],
            "seconds": ["sec", "secs", "second", "seconds"],
            "hours": ["hr", "hrs", "hour", "hours"],
            "days": ["day", "days"],
            "weeks": ["wk", "wks", "week", "weeks"],
            "miles": ["mi", "mile", "miles"],
            "meters": ["m", "meter", "meters", "metre", "metres"],
            "kilometers": ["km", "kms", "kilometer", "kilometers", "kilometre", "kilometres"],
            "pounds": ["lb", "lbs", "pound", "pounds"],
            "grams": ["g", "gram", "grams"],
            "kilograms": ["kg", "kgs", "kilogram", "kilograms", "kilo", "kilos"],
            "tonnes": ["tonne", "tonnes"],
            "steps": ["step", "steps"],
            "percent": ["percent", "pct"],
            "degrees": ["degree", "degrees", "deg", "celsius", "centigrade", "fahrenheit", "c", "f"],
        ]
        var table: [String: String] = [:]
        for (canonical, spellings) in groups {
            for spelling in spellings { table[spelling] = canonical }
        }
        return table
    }())
}
