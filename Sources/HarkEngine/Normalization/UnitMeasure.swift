import Foundation

/// What a unit measures and how much of that measure's base unit one of it is, so an amount
/// said in one unit is read in another of the same measure ("800 grams" is 0.8 kilograms,
/// "2 hours" 120 minutes). The factors are Foundation's (`UnitMass`, `UnitVolume`,
/// `UnitLength`); lengths of time are `UnitWords.secondsIn`, and a night, as a stay counts
/// it, is a day ("a week" is 7 nights). Ounces, cups and glasses are left
/// out: an ounce weighs or holds, and a cup or a glass is no fixed amount.
struct UnitMeasure: Sendable, Hashable {
    enum Kind: Sendable, Hashable { case time, mass, volume, length }

    let kind: Kind
    /// One of the unit, in the measure's base unit (seconds, kilograms, liters, meters).
    let perUnit: Double

    /// The measure of the unit `word` names in any of `UnitWords`' spellings ("g", "lbs", "ml"),
    /// if Hark converts it.
    static func of(_ word: String) -> UnitMeasure? {
        let unit = UnitWords.canonical(word)
        if let seconds = UnitWords.secondsIn[unit] { return UnitMeasure(kind: .time, perUnit: Double(seconds)) }
        if unit == "night" || unit == "nights" { return UnitMeasure(kind: .time, perUnit: Double(UnitWords.secondsPerDay)) }
        return byUnit[unit]
    }

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
        "kilometers": measure(.length, UnitLength.kilometers), "miles": measure(.length, UnitLength.miles),
    ]

    private static func measure(_ kind: Kind, _ unit: Dimension) -> UnitMeasure {
        UnitMeasure(kind: kind, perUnit: unit.converter.baseUnitValue(fromValue: 1))
    }
}
