import HarkKit

enum Drink: String, AppEnum, Codable {
    case latte, cappuccino, espresso, flatWhite

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Drink"
    static let caseDisplayRepresentations: [Drink: DisplayRepresentation] = [
        .latte: DisplayRepresentation(title: "latte", image: .init(systemName: "cup.and.saucer")),
        .cappuccino: DisplayRepresentation(title: "cappuccino", synonyms: ["cappo"]),
        .espresso: "espresso",
        .flatWhite: DisplayRepresentation(title: "flat white", subtitle: "a short milky coffee"),
    ]
}

/// Cup sizes, raw values in ounces: an AppEnum whose raw values are numbers.
enum CupSize: Int, AppEnum {
    case small = 8
    case medium = 12
    case large = 16

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Size"
    static let caseDisplayRepresentations: [CupSize: DisplayRepresentation] = [
        .small: DisplayRepresentation(title: "small", synonyms: ["short"]),
        .medium: DisplayRepresentation(title: "medium", synonyms: ["regular"]),
        .large: DisplayRepresentation(title: "large", synonyms: ["big"]),
    ]
}
