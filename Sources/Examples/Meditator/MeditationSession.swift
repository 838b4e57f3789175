import HarkKit

/// A meditation session a person can start: one of Meditator's own, or one they added.
struct MeditationSession: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Session"
    static let defaultQuery = SessionQuery()

    let id: String
    let name: String
    /// The usual length; nil for a session the person times each time.
    let minutes: Int?
    let synonyms: [String]

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)", synonyms: synonyms) }

    /// Whether the session ships with Meditator (and so cannot be removed).
    var isBuiltIn: Bool { Self.builtIn.contains { $0.id == id } }

    static let builtIn = [
        MeditationSession(id: "calming", name: "Calming", minutes: 10, synonyms: ["calm", "relaxing"]),
        MeditationSession(id: "walking", name: "Walking", minutes: 15, synonyms: ["stroll"]),
        MeditationSession(id: "sleep", name: "Sleep", minutes: 20, synonyms: ["bedtime"]),
        MeditationSession(id: "focus", name: "Focus", minutes: 5, synonyms: ["concentration"]),
    ]

    /// A session the person added; its id follows from its name.
    static func added(named name: String) -> MeditationSession {
        let slug = name.lowercased().split { !$0.isLetter && !$0.isNumber }.joined(separator: "-")
        return MeditationSession(id: "added-\(slug)", name: name, minutes: nil, synonyms: [])
    }
}
