import HarkKit

/// The drinks Hydrator knows, with the everyday names people use for them.
public enum HydrationType: String, AppEnum {
    case water, coffee, tea, juice, milk

    public static let typeDisplayName = "Hydration Type"

    public static let caseDisplayRepresentations: [HydrationType: DisplayRepresentation] = [
        .water: DisplayRepresentation(title: "water", synonyms: ["h2o", "aqua", "sparkling water"]),
        .coffee: DisplayRepresentation(title: "coffee", synonyms: ["espresso", "latte", "cappuccino", "americano"]),
        .tea: DisplayRepresentation(title: "tea", synonyms: ["green tea", "black tea", "herbal tea", "chai"]),
        .juice: DisplayRepresentation(title: "juice", synonyms: ["orange juice", "apple juice", "oj"]),
        .milk: DisplayRepresentation(title: "milk", synonyms: ["oat milk", "soy milk", "almond milk"]),
    ]
}
