import Foundation
import HarkKit

/// Starts a meditation: when no session was said, Meditator offers its sessions and waits for
/// the pick; when the session has no usual length, it asks for one.
struct StartMeditation: AppIntent {
    static let title: LocalizedStringResource = "Start Meditation"
    static let description = IntentDescription("Starts a meditation session.")
    static let lengths = 1...180

    @Parameter(title: "Session") var session: MeditationSession?
    @Parameter(title: "Minutes") var minutes: Int?

    init() {}

    /// Starting `session`, as a donation describes it.
    init(session: MeditationSession) {
        self.session = session
    }

    func perform() async throws -> some IntentResult & ProvidesDialog & ShowsSnippetView {
        guard try Account.signedInName() != nil else { throw AccountError.notSignedIn }
        let session = try await chosenSession()
        var length = minutes ?? session.minutes
        if length == nil {
            length = try await $minutes.requestValue("\(session.name) has no set length. How many minutes would you like?")
        }
        while let minutes = length, !Self.lengths.contains(minutes) {
            length = try await $minutes.requestValue(
                "I can time \(Self.lengths.lowerBound) to \(Self.lengths.upperBound) minutes. How many would you like?")
        }
        let minutes = length ?? session.minutes ?? Self.lengths.lowerBound
        let now = IntentContext.current.now
        let run = MeditationRun(sessionID: session.id, sessionName: session.name, minutes: minutes, date: now)
        try IntentContext.current.records.append(run, to: MeditationRun.collection)
        return .result(
            dialog: IntentDialog(full: "Starting \(session.name) for \(Counting.of(minutes, "minute")).", supporting: "Find a comfortable seat and close your eyes."),
            view: SessionSnippetView(session: session, minutes: minutes, ends: now.addingTimeInterval(TimeInterval(minutes * 60))))
    }

    /// The session said, or the one the person picks from Meditator's suggestions.
    private func chosenSession() async throws -> MeditationSession {
        if let session { return session }
        return try await $session.requestDisambiguation(among: SessionQuery().suggestedEntities())
    }
}

/// The card of a session that started: its length and when it ends.
struct SessionSnippetView: SnippetView {
    let session: MeditationSession
    let minutes: Int
    let ends: Date

    var body: Snippet {
        Snippet(title: session.name, rows: [
            .init(label: "Length", value: Counting.of(minutes, "minute")),
            .init(label: "Ends at", value: Self.clockTime(ends)),
        ])
    }

    /// "09:15", in UTC like the rest of Hark's times.
    static func clockTime(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        return String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
    }
}
