import Foundation
import HarkKit

/// How much the person has meditated: a sentence, a supporting line, and a card.
struct ShowStats: AppIntent {
    static let title: LocalizedStringResource = "Show Stats"

    func perform() async throws -> some IntentResult & ProvidesDialog & ShowsSnippetView {
        guard try Account.signedInName() != nil else { throw AccountError.notSignedIn }
        let context = IntentContext.current
        let runs = try context.records.all(MeditationRun.self, in: MeditationRun.collection)
        guard let last = runs.last else {
            return .result(
                dialog: IntentDialog(full: "You haven't meditated yet.", supporting: "Say “Start a meditation in Meditator” to begin."))
        }
        let today = runs.filter { Self.sameDay($0.date, context.now) }.reduce(0) { $0 + $1.minutes }
        let total = runs.reduce(0) { $0 + $1.minutes }
        let counts = Dictionary(grouping: runs, by: \.sessionName).mapValues(\.count)
        let favourite = counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key ?? last.sessionName
        return .result(
            dialog: IntentDialog(full: "You've meditated \(Counting.of(today, "minute")) today.", supporting: "\(Counting.of(runs.count, "session")) and \(Counting.of(total, "minute")) in all."),
            view: StatsSnippetView(today: today, total: total, count: runs.count, favourite: favourite, last: last))
    }

    private static func sameDay(_ a: Date, _ b: Date) -> Bool {
        a.utcDay == b.utcDay
    }
}

/// The card of ShowStats.
struct StatsSnippetView: SnippetView {
    let today: Int
    let total: Int
    let count: Int
    let favourite: String
    let last: MeditationRun

    var body: Snippet {
        Snippet(title: "Your meditation", rows: [
            .init(label: "Today", value: Counting.of(today, "minute")),
            .init(label: "In all", value: "\(Counting.of(total, "minute")) in \(Counting.of(count, "session"))"),
            .init(label: "Favourite", value: favourite),
            .init(label: "Last", value: "\(last.sessionName), \(Counting.of(last.minutes, "minute"))"),
        ])
    }
}
