import HarkKit

/// Finds sessions: Meditator's own, then the ones the person added (and has not removed).
struct SessionQuery: EntityStringQuery {
    func entities(for identifiers: [String]) async throws -> [MeditationSession] {
        try SessionLibrary.sessions().filter { identifiers.contains($0.id) }
    }

    /// A name said exactly wins; otherwise every session whose words start with the words said
    /// ("walk" finds Walking and Walking in nature).
    func entities(matching string: String) async throws -> [MeditationSession] {
        let said = Self.words(string).filter { !Self.fillers.contains($0) }
        guard !said.isEmpty else { return [] }
        let sessions = try SessionLibrary.sessions()
        let names = { (session: MeditationSession) in ([session.name] + session.synonyms).map(Self.words) }
        let exact = sessions.filter { names($0).contains(said) }
        if !exact.isEmpty { return exact }
        return sessions.filter { session in
            names(session).contains { name in said.allSatisfy { word in name.contains { $0.hasPrefix(word) } } }
        }
    }

    func suggestedEntities() async throws -> [MeditationSession] {
        try SessionLibrary.sessions()
    }

    private static let fillers: Set<String> = ["the", "a", "an", "one", "session", "meditation", "please"]

    private static func words(_ text: String) -> [String] {
        text.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
    }
}
