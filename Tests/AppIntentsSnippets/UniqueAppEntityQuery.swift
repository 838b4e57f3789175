import HarkKit

struct Profile: UniqueAppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Profile"
    static let defaultQuery = ProfileQuery()
    var displayRepresentation: DisplayRepresentation { "My Profile" }
    var id: String { "me" }
}

struct ProfileQuery: UniqueAppEntityQuery {
    func uniqueEntity() async throws -> Profile { Profile() }
}
