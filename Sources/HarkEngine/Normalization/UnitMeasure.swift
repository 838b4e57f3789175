import Foundation

/// What a unit measures and how much of that measure's base unit one of it is, so an amount
/// said in one unit is read in another of the same measure ("800 grams" is 0.8 kilograms,
/// "2 hours" 120 minutes, "2 feet" 24 inches). Hark's own units take Foundation's factors
/// (`UnitMass`, `UnitVolume`, `UnitLength`); lengths of time are `UnitWords.secondsIn`, and a
/// night, as a stay counts it, is a day ("a week" is 7 nights). Ounces, cups and glasses are left
/// out: an ounce weighs or holds, and a cup or a glass is no fixed amount. Any other word WordNet
/// knows as a unit of measure is measured by GNU Units (`UnitDefinitions`): "feet", "cm",
/// "gallons", "kWh".
struct UnitMeasure: Sendable, Hashable {
    /// What is measured; `other` names the primitive units of any other measure ("kg m^2 s^-2").
    enum Kind: Sendable, Hashable { case time, mass, volume, length, other(String) }

    let kind: Kind
    /// One of the unit, in the measure's base unit (seconds, kilograms, liters, meters).
    let perUnit: Double

    /// The measure of the unit `word` names in any of `UnitWords`' spellings ("g", "lbs", "ml"),
    /// if Hark converts it.
    static func of(_ word: String) -> UnitMeasure? {
        let unit = UnitWords.canonical(word)
        if let seconds = UnitWords.secondsIn[unit] { return UnitMeasure(kind: .time, perUnit: Double(seconds)) }
        if unit == "night" || unit == "nights" { return UnitMeasure(kind: .time, perUnit: Double(UnitWords.secondsPerDay)) }
        return byUnit[unit] ?? defined(word)
    }

    /// Whether `word` is a unit Hark spells (`UnitWords`) or measures ("feet"): a number said
    /// before it is an amount in that unit.
    static func isUnit(_ word: String) -> Bool {
        UnitWords.isUnit(word) || of(word) != nil
    }

    /// The measure of a unit Hark's own words leave out, from GNU Units, when WordNet knows `word`
    /// as a unit of measure: not one Hark knows and does not convert (ounces, degrees), a
    /// currency, a word of one letter or a small word ("in" is an inch there), nor a number
    /// without a dimension ("dozen").
    private static func defined(_ word: String) -> UnitMeasure? {
        guard word.count > 1, !UnitWords.isUnit(word), !Prices.isCurrency(word), !SmallWords.contains(word),
            WordNetNouns.shared?.isUnitOfMeasure(word) == true,
            let quantity = UnitDefinitions.shared?.quantity(of: word), !quantity.dimensions.isEmpty
        else { return nil }
        switch quantity.dimensions {
        case ["s": 1]: return UnitMeasure(kind: .time, perUnit: quantity.factor)
        case ["kg": 1]: return UnitMeasure(kind: .mass, perUnit: quantity.factor)
        case ["m": 3]: return UnitMeasure(kind: .volume, perUnit: quantity.factor * litersPerCubicMeter)
        case ["m": 1]: return UnitMeasure(kind: .length, perUnit: quantity.factor)
        default:
            let primitives = quantity.dimensions.sorted { $0.key < $1.key }.map { "\($0.key)^\($0.value)" }
            return UnitMeasure(kind: .other(primitives.joined(separator: " ")), perUnit: quantity.factor)
        }
    }

    private static let litersPerCubicMeter = 1000.0

    /// `amount` of a unit of this measure in `other`'s unit, to the hundredth ("3 kilograms" is
    /// 6.61 pounds, as a person would say it); nil when they measure different things.
    func amount(_ amount: Double, in other: UnitMeasure) -> Double? {
        guard kind == other.kind, other.perUnit > 0 else { return nil }
        return (amount * perUnit / other.perUnit * 100).rounded() / 100
    }

    private static let byUnit: [String: UnitMeasure] = [
        "grams": measure(.mass, UnitMass.grams), "kilograms": measure(.mass, UnitMass.kilograms),
        "pounds": measure(.mass, UnitMass.pounds), "tonnes": measure(.mass, UnitMass.metricTons),
        "milliliters": measure(.volume, UnitVolume.milliliters), "liters": measure(.volume, UnitVolume.liters),
        "meters": measure(.length, UnitLength.meters), "kilometers": measure(.length, UnitLength.kilometers),
        "miles": measure(.length, UnitLength.miles),
    ]

    private static func measure(_ kind: Kind, _ unit: Dimension) -> UnitMeasure {
        UnitMeasure(kind: kind, perUnit: unit.converter.baseUnitValue(fromValue: 1))
    }
}
