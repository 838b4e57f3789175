import Foundation
import HarkKit

/// The watch face, the Smart Stack and the relevant shortcuts of a session, at its clock,
/// location and situation.
extension Session {
    /// Where the session stands, for suggestions and the stack.
    public var moment: Moment {
        Moment(
            now: environment.clock.now, location: environment.location,
            situation: environment.situation.flatMap(DailyRoutineSituation.init(rawValue:)))
    }

    /// What the watch face would show now, best first.
    public func suggestions(limit: Int) throws -> [Suggestion] {
        let moment = moment
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
    public func stack() throws -> [StackItem] {
        let moment = moment
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
    public func relevantShortcutLists() throws -> [RelevantShortcutList] {
        let installed = Set(installedApps.map(\.name))
        return try store.relevantShortcutLists().filter { installed.contains($0.app) }
    }

    // MARK: Meta commands

    /// How many suggestions `:suggest` lists when not told.
    public static let defaultSuggestionLimit = 5

    func suggestCommand(_ argument: String) -> [Reply] {
        let limit = argument.isEmpty ? Self.defaultSuggestionLimit : Int(argument)
        guard let limit, limit > 0 else { return [.problem("Say how many to list, such as :suggest 3.")] }
        do {
            return RelevanceText.suggestionLines(try suggestions(limit: limit)).map { .say($0) }
        } catch {
            return [.problem("Suggestions could not be read: \(error)")]
        }
    }

    func runCommand(_ argument: String) -> [Reply] {
        guard let number = Int(argument), number > 0 else {
            // Only the example's wording depends on the count; a store error shows at :suggest itself.
            let count = (try? suggestions(limit: 2).count) ?? 0
            let example = count == 0 ? "; there are none now" : count == 1 ? ", which is :run 1 now" : ", such as :run 2"
            return [.problem("Say which suggestion to run, by its number in :suggest\(example).")]
        }
        guard pendingQuestion == nil else {
            return [.problem("Answer or cancel the question in flight first.")]
        }
        do {
            let listed = try suggestions(limit: number)
            guard listed.count == number else {
                return [.problem("There is no suggestion \(number) now; :suggest lists \(listed.count).")]
            }
            let context = TurnContext(
                catalog: catalog, index: index, store: store, now: environment.clock.now, location: environment.location,
                deviceStrict: environment.deviceStrict)
            return conversation.run(listed[number - 1], number: number, in: context)
        } catch {
            return [.problem("Suggestions could not be read: \(error)")]
        }
    }

    func stackCommand(_ argument: String) -> [Reply] {
        guard argument.isEmpty else { return editStack(argument) }
        do {
            return RelevanceText.stackLines(try stack(), at: moment.now).map { .say($0) }
        } catch {
            return [.problem("The stack could not be read: \(error)")]
        }
    }

    func relevantCommand() -> [Reply] {
        do {
            return RelevanceText.listLines(try relevantShortcutLists(), at: moment.now).map { .say($0) }
        } catch {
            return [.problem("Relevant shortcuts could not be read: \(error)")]
        }
    }

    func situationCommand(_ argument: String) -> [Reply] {
        if !argument.isEmpty {
            guard argument == "none" || DailyRoutineSituation(rawValue: argument) != nil else {
                let names = DailyRoutineSituation.allCases.map(\.rawValue).joined(separator: ", ")
                return [.problem("“\(argument)” is not a situation; say one of \(names), or none.")]
            }
            do {
                try update { $0.situation = argument == "none" ? nil : argument }
            } catch {
                return [.problem("\(error)")]
            }
        }
        return [.say(environment.situation.map { "The situation is \($0)." } ?? "No situation is set.")]
    }
}
