/// A kind of unit whose units Hark knows by the words people say them with ("km",
/// "kilometres", "miles"); a measurement of another kind is said in its base unit's symbol.
public protocol SpokenDimension: Dimension {
    /// Each unit by the words people say it with, lowercased.
    static var spokenUnits: [String: Dimension] { get }
}

extension Measurement: IntentValue where UnitType: Dimension {}

extension Measurement: ParameterValue where UnitType: Dimension {
    /// Said with a number and a unit ("5 km").
    public static var valueKind: ValueKind { .text }

    /// "5 km", "3.5 miles", "20 degrees celsius"; nil without a unit Hark knows (a number
    /// alone takes the parameter's `defaultUnit`).
    public init?(answer: AnswerValue) {
        guard case .text(let said) = answer, let pairs = SpokenMeasure.pairs(in: said.replacingOccurrences(of: "degrees", with: "")),
            pairs.count == 1, let name = pairs[0].unit, let unit = Self.units[name] as? UnitType
        else { return nil }
        self.init(value: pairs[0].number, unit: unit)
    }

    /// The units by their spoken names: a spoken dimension's, else the base unit by its symbol.
    private static var units: [String: Dimension] {
        if let spoken = UnitType.self as? any SpokenDimension.Type { return spoken.spokenUnits }
        let base = UnitType.baseUnit()
        return [base.symbol.lowercased(): base]
    }

    /// "5 km".
    public var spokenText: String { "\(value.spokenText) \(unit.symbol)" }
}

extension Parameter where Value.ValueType: SpokenDimensionMeasurement {
    /// A measurement parameter (`Measurement<UnitLength>`): a number said alone is in
    /// `defaultUnit`, and a negative one is refused unless `supportsNegativeNumbers`.
    public init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        defaultUnit: Value.ValueType.UnitType, defaultUnitAdjustForLocale: Bool = true,
        supportsNegativeNumbers: Bool = true, default defaultValue: Value.ValueType? = nil,
        requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title: title, description: description, prompt: requestValueDialog, requirement: nil, isSensitive: false,
            default: defaultValue,
            rangeCheck: { value in
                guard !supportsNegativeNumbers, let measurement = value as? Value.ValueType, measurement.number < 0 else { return nil }
                return Dialog(full: "The \(title.lowercased()) cannot be negative.")
            },
            reader: { answer in
                if let value = Value.ValueType(answer: answer) { return value }
                guard case .text(let said) = answer, let number = Double(said.trimmingCharacters(in: .whitespaces)) else { return nil }
                return Value.ValueType(number: number, unit: defaultUnit)
            })
    }
}

/// A `Measurement`, seen without its unit type.
public protocol SpokenDimensionMeasurement: ParameterValue {
    /// The kind of unit.
    associatedtype UnitType: Dimension
    /// The number, in the measurement's unit.
    var number: Double { get }
    /// A measurement of `number` in `unit`.
    init(number: Double, unit: UnitType)
}

extension Measurement: SpokenDimensionMeasurement where UnitType: Dimension {
    public var number: Double { value }
    public init(number: Double, unit: UnitType) { self.init(value: number, unit: unit) }
}
