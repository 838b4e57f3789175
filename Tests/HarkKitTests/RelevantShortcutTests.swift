import Foundation
import HarkKit
import Hydrator
import Testing

@Test func onlyAnIntentWhoseParametersResolveMakesARelevantShortcut() throws {
    let missing = TrackIntake()
    let missingError = #expect(throws: InvalidShortcutIntent.self) { try RelevantShortcut(intent: missing, providers: []) }
    #expect(
        missingError?.description
            == "Track Intake cannot make a relevant shortcut: its parameter ounces resolves to needsValue, not success.")
    let negative = TrackIntake()
    IntentParameters(of: negative).named("ounces")?.assign(-3)
    IntentParameters(of: negative).named("hydrationType")?.assign(HydrationType.tea)
    let negativeError = #expect(throws: InvalidShortcutIntent.self) { try RelevantShortcut(intent: negative, providers: []) }
    #expect(negativeError?.parameter == "ounces")
    #expect(negativeError?.outcome == "unsupported")
}

@Test func aRelevantShortcutKeepsTheIntentsValuesAsAnswers() throws {
    let intent = TrackIntake()
    IntentParameters(of: intent).named("ounces")?.assign(8)
    IntentParameters(of: intent).named("hydrationType")?.assign(HydrationType.water)
    let shortcut = try RelevantShortcut(
        intent: intent, role: .information, widgetKind: "Today", providers: [.dailyRoutine(.morning)])
    #expect(shortcut.parameters == ["ounces": .integer(8), "hydrationType": .choice(id: "water")])
    #expect(shortcut.title == "Track Intake")
    #expect(shortcut.role == .information)
    #expect(shortcut.widgetKind == "Today")
}

@Test func onlyMorningAndEveningAreTimesOfDay() {
    let timesOfDay = DailyRoutineSituation.allCases.filter(\.isTimeOfDay)
    #expect(timesOfDay == [.morning, .evening])
}

@Test func aContextMadeOutsideARunRefusesToChangeRelevance() {
    let context = IntentContext(now: Date(timeIntervalSince1970: 0), location: nil, records: NoRecords())
    #expect(throws: UnavailableStoreError.self) { try context.relevantShortcuts.set([]) }
    #expect(throws: UnavailableStoreError.self) { try context.donations.deleteAll() }
}

private struct NoRecords: RecordStore {
    func append(encoded: Data, to collection: String) throws {}
    func all(in collection: String) throws -> [Data] { [] }
    func everyRecord() throws -> [StoredRecord] { [] }
}
