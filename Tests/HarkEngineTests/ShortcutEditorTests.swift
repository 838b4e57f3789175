import HarkKit
import Hydrator
import Testing

@testable import HarkEngine

@Test func theEditorBindsAPhraseToWhatIsSaidAndTheIndexFollows() throws {
    let harness = try Harness(apps: [Hydrator.self])
    var changes = 0
    let editor = ShortcutEditor(
        catalog: harness.session.catalog, store: harness.session.store, index: harness.session.index,
        installedApps: harness.session.installedApps, environment: harness.session.environment, changed: { changes += 1 })
    let added = try editor.add(phrase: " \"Tea time\" ", saying: "Log tea in Hydrator")
    #expect(added.phrase == "Tea time")
    #expect(added.fixedValues == ["hydrationType": .choice(id: "tea")])
    #expect(editor.describe(added) == "“Tea time” runs Log a Drink in Hydrator with hydration type tea; asks for ounces each time.")
    #expect(changes == 1)
    #expect(throws: ShortcutEditError("You already have a shortcut “tea time”.")) {
        try editor.add(phrase: "tea time", saying: "Log milk in Hydrator")
    }
    try editor.remove("Tea time")
    #expect(changes == 2)
    #expect(throws: ShortcutEditError("You have no shortcut “Tea time”; yours are “Hydrate me”.")) { try editor.remove("Tea time") }
    #expect(changes == 2)
}

@Test func theShortcutsCommandReadsItsVerbs() throws {
    let harness = try Harness(apps: [Hydrator.self])
    #expect(harness.say(":shortcuts add \"Tea time\" = Log tea in Hydrator")
        == ["Added. “Tea time” runs Log a Drink in Hydrator with hydration type tea; asks for ounces each time."])
    #expect(harness.say(":shortcuts rename \"Tea time\" to \"Teatime\"") == ["Renamed “Tea time” to “Teatime”."])
    #expect(harness.say("Teatime", "8").last == "OK. I logged 8 ounces of tea.")
    #expect(harness.say(":shortcuts frobnicate") == [ShortcutEditor.commandUsage])
    #expect(ShortcutEditor.renaming("Old to New")! == ("Old", "New"))
    #expect(ShortcutEditor.renaming("\"Old\" \"New\"")! == ("Old", "New"))
    #expect(ShortcutEditor.renaming("Old") == nil)
}
