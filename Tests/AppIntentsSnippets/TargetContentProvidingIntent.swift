import HarkKit

struct LandmarkEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Landmark"
    static let defaultQuery = LandmarkEntityQuery()
    let id: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}

struct LandmarkEntityQuery: EntityQuery {
    func entities(for identifiers: [LandmarkEntity.ID]) async throws -> [LandmarkEntity] {
        identifiers.map(LandmarkEntity.init(id:))
    }
}

struct OpenLandmarkIntent: OpenIntent, TargetContentProvidingIntent {
    static let title: LocalizedStringResource = "Open Landmark"

    @Parameter(title: "Landmark", requestValueDialog: "Which landmark?")
    var target: LandmarkEntity
}
