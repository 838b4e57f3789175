import HarkKit

enum Flavor: String, AppEnum {
    case vanilla, chocolate

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Flavor"
    static let caseDisplayRepresentations: [Flavor: DisplayRepresentation] = [
        .vanilla: "Vanilla",
        .chocolate: DisplayRepresentation(title: "Chocolate", subtitle: "Rich", synonyms: ["choc"]),
    ]
}

struct OrderIceCream: AppIntent {
    static let title: LocalizedStringResource = "Order Ice Cream"
    @Parameter(title: "Flavor") var flavor: Flavor
    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Ordered \(flavor.rawValue).")
    }
}
