import HarkKit

struct AppSettings: UniqueAppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Settings"
    static let defaultQuery = UniqueAppEntityProvider { AppSettings() }
    var displayRepresentation: DisplayRepresentation { "Settings" }
    var id: String { "settings" }
}
