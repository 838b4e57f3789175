import HarkKit

struct Landmark: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Landmark"
    static let defaultQuery = LandmarkQuery()
    let id: String
    var displayRepresentation: DisplayRepresentation { "\(id)" }
}
struct LandmarkQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [Landmark] { identifiers.map(Landmark.init(id:)) }
}

struct OpenLandmarkIntent: OpenIntent {
    static let title: LocalizedStringResource = "Open Landmark"

    @Parameter(title: "Landmark", requestValueDialog: "Which landmark?")
    var target: Landmark

    func perform() async throws -> some IntentResult {
        .result()
    }
}
