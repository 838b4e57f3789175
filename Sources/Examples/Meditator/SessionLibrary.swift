import Foundation
import HarkKit

/// The sessions a person has: Meditator's own, and those added and not removed since, kept as
/// a log of changes in the app's records.
enum SessionLibrary {
    struct Change: Codable {
        static let collection = "SessionChange"
        enum Kind: String, Codable { case added, removed }
        var kind: Kind
        var name: String
        var date: Date
    }

    static func sessions(in records: any RecordStore = IntentContext.current.records) throws -> [MeditationSession] {
        var added: [MeditationSession] = []
        for change in try records.all(Change.self, in: Change.collection) {
            let session = MeditationSession.added(named: change.name)
            added.removeAll { $0.id == session.id }
            if change.kind == .added { added.append(session) }
        }
        return MeditationSession.builtIn + added
    }

    static func record(_ kind: Change.Kind, _ name: String) throws {
        let context = IntentContext.current
        try context.records.append(Change(kind: kind, name: name, date: context.now), to: Change.collection)
    }
}
