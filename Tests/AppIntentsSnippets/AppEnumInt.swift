import HarkKit

enum Rating: Int, AppEnum {
    case one = 1, two
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Rating"
    static let caseDisplayRepresentations: [Rating: DisplayRepresentation] = [.one: "One", .two: "Two"]
}
