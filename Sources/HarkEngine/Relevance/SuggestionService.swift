import Foundation
import HarkKit

/// The watch face, the Smart Stack and the relevant shortcuts at one moment, read from the
/// store; it answers `:suggest`, `:stack` and `:relevant`.
///
///     let service = SuggestionService(store: store, installedApps: apps, moment: moment)
///     try service.suggestions(limit: 3).first?.title   // "Start a strength workout"
struct SuggestionService {
    let store: any HarkStorage
    let installedApps: [InstalledApp]
    let moment: Moment

    /// How many suggestions `:suggest` lists when not told.
    static let defaultLimit = 5

    /// What the watch face would show now, best first.
    func suggestions(limit: Int) throws -> [Suggestion] {
        let lists = try store.relevantShortcutLists()
        var uses: [String: [StoredRelevantShortcut: Int]] = [:]
        for list in lists {
            for shortcut in list.shortcuts {
                guard let intentID = shortcut.intentID else { continue }
                uses[list.app, default: [:]][shortcut] = try store.donationCount(
                    app: list.app, intentID: intentID, parameters: shortcut.parameters)
            }
        }
        let ranked = SuggestionRanking.rank(
            lists: lists, habits: try store.donationHabits(Prediction.query(at: moment.now)), apps: installedApps,
            at: moment, uses: { app, shortcut in uses[app]?[shortcut] ?? 0 })
        return Array(ranked.prefix(max(0, limit)))
    }

    /// The Smart Stack now, top first: suggested and rotating widgets, then widgets outside the
    /// person's stack that have a score (placement `.outside`).
    func stack() throws -> [StackItem] {
        var widgets: [SmartStack.Widget] = []
        for (order, app) in installedApps.enumerated() {
            for kind in app.widgets {
                widgets.append(SmartStack.Widget(app: app, order: order, kind: kind, records: store.records(ofApp: app.name)))
            }
        }
        return try SmartStack.order(
            widgets: widgets, personal: try store.stackWidgets(), lists: try store.relevantShortcutLists(),
            habits: try store.donationHabits(Prediction.query(at: moment.now)), at: moment)
    }

    /// Every installed app's relevant shortcuts, as set.
    func relevantShortcutLists() throws -> [RelevantShortcutList] {
        let installed = Set(installedApps.map(\.name))
        return try store.relevantShortcutLists().filter { installed.contains($0.app) }
    }

    /// `:suggest [N]`.
    func suggestCommand(_ argument: String) -> [Reply] {
        let limit = argument.isEmpty ? Self.defaultLimit : Int(argument)
        guard let limit, limit > 0 else { return [.problem("Say how many to list, such as :suggest 3.")] }
        do {
            return RelevanceText.suggestionLines(try suggestions(limit: limit)).map { .say($0) }
        } catch {
            return [.problem("Suggestions could not be read: \(error)")]
        }
    }

    /// `:stack`.
    func stackCommand() -> [Reply] {
        do {
            return RelevanceText.stackLines(try stack(), at: moment.now).map { .say($0) }
        } catch {
            return [.problem("The stack could not be read: \(error)")]
        }
    }

    /// `:relevant`.
    func relevantCommand() -> [Reply] {
        do {
            return RelevanceText.listLines(try relevantShortcutLists(), at: moment.now).map { .say($0) }
        } catch {
            return [.problem("Relevant shortcuts could not be read: \(error)")]
        }
    }

    /// What `:run` says when not given a suggestion's number: an example fitting the list now.
    func runUsage() -> String {
        // Only the example's wording depends on the count; a store error shows at :suggest itself.
        let count = (try? suggestions(limit: 2).count) ?? 0
        let example = count == 0 ? "; there are none now" : count == 1 ? ", which is :run 1 now" : ", such as :run 2"
        return "Say which suggestion to run, by its number in :suggest\(example)."
    }

    /// Suggestion `number` of `:suggest` (from 1), or the problem to say instead.
    func suggestion(_ number: Int) -> Result<Suggestion, SuggestionUnavailable> {
        do {
            let listed = try suggestions(limit: number)
            guard listed.count == number else {
                return .failure(SuggestionUnavailable("There is no suggestion \(number) now; :suggest lists \(listed.count)."))
            }
            return .success(listed[number - 1])
        } catch {
            return .failure(SuggestionUnavailable("Suggestions could not be read: \(error)"))
        }
    }
}

/// Why `:run N` cannot run suggestion N, in one sentence.
struct SuggestionUnavailable: Error {
    let description: String
    init(_ description: String) { self.description = description }
}
