import HarkKit

enum Mood: String, AppEnum {
    case happy
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Mood"
    static let caseDisplayRepresentations: [Mood: DisplayRepresentation] = [
        .happy: DisplayRepresentation(title: "Happy", image: .init(systemName: "sun.max"))
    ]
}
