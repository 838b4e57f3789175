import Foundation
import HarkKit
import Hydrator
import Testing

@testable import HarkEngine

@Test func theRouterSetsAndShowsTheSituationAsAnEnum() throws {
    let harness = try Harness(apps: [Hydrator.self])
    let router = CommandRouter(session: harness.session)
    #expect(router.run(try #require(MetaCommand(":situation"))).replies == [.say("No situation is set.")])
    #expect(router.run(try #require(MetaCommand(":situation gym"))).replies == [.say("The situation is gym.")])
    #expect(harness.session.environment.situations == [.gym])
    #expect(harness.session.moment.situations == [.gym])
    #expect(router.run(try #require(MetaCommand(":situation gym,morning"))).replies == [.say("The situation is morning and gym.")])
    #expect(router.run(try #require(MetaCommand(":situation gym"))).replies == [.say("The situation is gym.")])
    let beach = router.run(try #require(MetaCommand(":situation beach"))).replies
    #expect(beach == [.problem("“beach” is not a situation; say one of \(UnknownSituation.names), or none.")])
    #expect(harness.session.environment.situations == [.gym])
    #expect(router.run(try #require(MetaCommand(":situation none"))).replies == [.say("No situation is set.")])
    #expect(harness.session.environment.situations.isEmpty)
}

@Test func anUnknownCommandIsNamedWithTheNearestOfTheTable() throws {
    let router = CommandRouter(session: try Harness(apps: [Hydrator.self]).session)
    #expect(router.unknown("opne") == "There is no command :opne. Did you mean :open?")
    #expect(router.unknown("weather") == "There is no command :weather. Say :help to list the commands.")
}

@Test func anUnknownCommandMayBeNamedWithTheNearestOfTheFrontEnds() throws {
    let session = try Harness(apps: [Hydrator.self]).session
    session.frontEndCommands = [FrontEndCommand(name: "record", forms: [.init(usage: ":record FILE", help: "record")])]
    #expect(CommandRouter(session: session).unknown("recrd") == "There is no command :recrd. Did you mean :record?")
}

@Test func runNeedsANumberAndAnswersFirst() throws {
    let harness = try Harness(apps: [Hydrator.self])
    #expect(harness.say(":run") == ["Say which suggestion to run, by its number in :suggest; there are none now."])
    #expect(harness.say(":run 1") == ["There is no suggestion 1 now; :suggest lists 0."])
    _ = harness.say("Hydrate me")
    #expect(harness.say(":run 1") == ["Answer or cancel the question in flight first.", "How many ounces?"])
}

@Test func aSituationSettingIsCheckedInOnePlace() throws {
    #expect(try DailyRoutineSituation.parseSetting("commute") == [.commute])
    #expect(try DailyRoutineSituation.parseSetting("gym, morning,gym") == [.morning, .gym])
    #expect(try DailyRoutineSituation.parseSetting("none") == [])
    #expect(throws: UnknownSituation(text: "Gym")) { try DailyRoutineSituation.parseSetting("Gym") }
    #expect(throws: UnknownSituation(text: "beach")) { try DailyRoutineSituation.parseSetting("gym,beach") }
    #expect(DailyRoutineSituation.settingNames.count == DailyRoutineSituation.allCases.count + 1)
}
