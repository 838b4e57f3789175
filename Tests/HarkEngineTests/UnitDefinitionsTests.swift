import Testing

@testable import HarkEngine

/// GNU Units' definitions, as Debian's units package installs them (make installs it).
@Test(arguments: [
    ("feet", 0.3048, ["m": 1]), ("ft", 0.3048, ["m": 1]), ("inches", 0.0254, ["m": 1]), ("cm", 0.01, ["m": 1]),
    ("kilometres", 1000, ["m": 1]), ("yards", 0.9144, ["m": 1]), ("gallons", 0.003785411784, ["m": 3]),
    ("kwh", 3_600_000, ["kg": 1, "m": 2, "s": -2]), ("psi", 6894.757293168361, ["kg": 1, "m": -1, "s": -2]),
    ("mph", 0.44704, ["m": 1, "s": -1]), ("stone", 6.35029318, ["kg": 1]), ("months", 2_629_746, ["s": 1]),
])
func aUnitIsReducedToPrimitiveUnits(word: String, factor: Double, dimensions: [String: Int]) throws {
    let units = try #require(UnitDefinitions.shared, "units is not installed (make installs it)")
    let quantity = try #require(units.quantity(of: word))
    #expect(abs(quantity.factor / factor - 1) < 1e-6)
    #expect(quantity.dimensions == dimensions)
}

@Test func aWordThatIsNoUnitHasNoQuantity() throws {
    let units = try #require(UnitDefinitions.shared, "units is not installed (make installs it)")
    #expect(units.quantity(of: "zorblings") == nil)
    #expect(units.quantity(of: "dozen")?.dimensions == [:])
}

/// A unit Hark's own table leaves out is measured by GNU Units when WordNet knows it as one; a
/// small word, a unit Hark chose not to convert and a thing one counts are not.
@Test func unitsHarkLeavesOutAreMeasuredByGNUUnits() throws {
    _ = try #require(UnitDefinitions.shared, "units is not installed (make installs it)")
    let feet = try #require(UnitMeasure.of("feet"))
    let inches = try #require(UnitMeasure.of("inches"))
    #expect(feet.amount(2, in: inches) == 24)
    #expect(UnitMeasure.of("gallons")?.amount(1, in: try #require(UnitMeasure.of("liters"))) == 3.79)
    // Foundation's mile (1609.34 m) stays: miles are a unit of Hark's own.
    #expect(UnitMeasure.of("miles")?.amount(2, in: try #require(UnitMeasure.of("meters"))) == 3218.68)
    #expect(UnitMeasure.of("months")?.kind == .time)
    for word in ["in", "ounces", "degrees", "bottles", "dozen", "dollars"] {
        #expect(UnitMeasure.of(word) == nil, "\(word)")
    }
}
