import HarkKit

/// Finds sessions: Meditator's own, then the ones the person added (and has not removed).
public struct SessionQuery: EntityQuery {
    public init() {}

    public func entities(for ids: [String], in context: IntentContext) throws -> [MeditationSession] {
        try SessionLibrary.sessions(in: context.records).filter { ids.contains($0.id) }
    }

    /// A name said exactly wins; otherwise every session whose words start with the words said
    /// ("walk" finds Walking and Walking in nature).
    public func entities(matching text: String, in context: IntentContext) throws -> [MeditationSession] {
        let said = Self.words(text).filter { !Self.fillers.contains($0) }
        guard !said.isEmpty else { return [] }
        let sessions = try SessionLibrary.sessions(in: context.records)
        let names = { (session: MeditationSession) in ([session.name] + session.synonyms).map(Self.words) }
        let exact = sessions.filter { names($0).contains(said) }
        if !exact.isEmpty { return exact }
        return sessions.filter { session in
            names(session).contains { name in said.allSatisfy { word in name.contains { $0.hasPrefix(word) } } }
        }
    }

    public func suggestedEntities(in context: IntentContext) throws -> [MeditationSession] {
        try SessionLibrary.sessions(in: context.records)
    }

    private static let fillers: Set<String> = ["the", "a", "an", "one", "session", "meditation", "please"]

    private static func words(_ text: String) -> [String] {
        text.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
    }
}
