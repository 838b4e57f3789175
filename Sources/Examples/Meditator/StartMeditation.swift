import Foundation
import HarkKit

/// Starts a meditation: the session is asked for from inside handle when it was not said, and
/// the length when the session has no usual one.
public struct StartMeditation: Intent {
    public static let title = "Start Meditation"
    static let lengths = 1...180

    @Parameter(title: "Session", isRequired: false) var session: MeditationSession?
    @Parameter(title: "Minutes", isRequired: false) var minutes: Int?

    public init() {}

    public func availability(in context: IntentContext) -> IntentAvailability { Account.requireSignIn(in: context) }

    public func handle(in context: IntentContext) throws -> IntentResult {
        let suggested = try SessionQuery().suggestedEntities(in: context)
        let session = try self.session ?? context.requestDisambiguation(for: $session, among: suggested)
        guard let length = minutes ?? session.minutes else {
            throw $minutes.needsValueError("\(session.name) has no set length. How many minutes would you like?")
        }
        guard Self.lengths.contains(length) else {
            throw $minutes.needsValueError("I can time \(Self.lengths.lowerBound) to \(Self.lengths.upperBound) minutes. How many would you like?")
        }
        let run = MeditationRun(sessionID: session.id, sessionName: session.name, minutes: length, date: context.now)
        try context.records.append(run, to: MeditationRun.collection)
        let ends = context.now.addingTimeInterval(TimeInterval(length * 60))
        return .success(
            Dialog(full: "Starting \(session.name) for \(Counting.of(length, "minute")).", supporting: "Find a comfortable seat and close your eyes."),
            snippet: Snippet(title: session.name, rows: [
                .init(label: "Length", value: Counting.of(length, "minute")),
                .init(label: "Ends at", value: Self.clockTime(ends)),
            ]))
    }

    /// "09:15", in UTC like the rest of Hark's times.
    static func clockTime(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        return String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
    }
}
