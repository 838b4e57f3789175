import Foundation
import HarkKit
import Hydrator
import Testing
import Workout

@testable import HarkEngine

@Test func withNothingSetTheServiceSuggestsNothingAndSaysSo() throws {
    let harness = try Harness(apps: [Hydrator.self])
    let service = harness.session.suggestionService
    #expect(try service.suggestions(limit: 5).isEmpty)
    #expect(service.runUsage() == "Say which suggestion to run, by its number in :suggest; there are none now.")
    #expect(service.suggestCommand("0") == [.problem("Say how many to list, such as :suggest 3.")])
    #expect(service.suggestCommand("x") == [.problem("Say how many to list, such as :suggest 3.")])
    guard case .failure(let unavailable) = service.suggestion(1) else {
        Issue.record("expected no suggestion 1")
        return
    }
    #expect(unavailable.description == "There is no suggestion 1 now; :suggest lists 0.")
}

@Test func theServiceSeesOnlyTheInstalledApps() throws {
    let harness = try Harness(apps: [Hydrator.self, Workout.self])
    let anywhere = StoredRelevantShortcut(
        intentID: "Workout.StartWorkout", title: "Anywhere", parameters: [:], role: .action, widgetKind: nil, providers: [])
    try harness.store.setRelevantShortcuts(
        RelevantShortcutList(app: "Workout", source: .app, setAt: harness.session.moment.now, shortcuts: [anywhere]))
    let moment = harness.session.moment
    let all = SuggestionService(store: harness.store, installedApps: harness.session.installedApps, moment: moment)
    #expect(try all.relevantShortcutLists().map(\.app) == ["Workout"])
    #expect(try all.suggestions(limit: 5).map(\.title) == ["Anywhere"])
    let hydratorOnly = harness.session.installedApps.filter { $0.name == "Hydrator" }
    let fewer = SuggestionService(store: harness.store, installedApps: hydratorOnly, moment: moment)
    #expect(try fewer.relevantShortcutLists().isEmpty)
    #expect(try fewer.suggestions(limit: 5).isEmpty)
}

@Test func personalStackAndSiriTipSettingsSayWhatTheyCannotDo() throws {
    let harness = try Harness(apps: [Hydrator.self])
    let stack = harness.session.personalStack
    #expect(stack.command("") == [.problem(PersonalStack.commandUsage)])
    #expect(stack.command("add Weather") == [.problem("No installed app offers a widget “Weather”; no installed app offers a widget.")])
    let tips = harness.session.siriTipSettings
    #expect(tips.command("sideways") == [.problem(SiriTipSettings.commandUsage)])
    #expect(throws: SettingChangeError.self) { try tips.set(false, for: "Nowhere") }
}
