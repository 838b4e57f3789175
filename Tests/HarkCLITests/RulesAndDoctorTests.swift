import Foundation
import Testing

/// The apps in Tests/HarkCLIFixture, run through the same `HarkCommandLine.main` as `hark`.
private func fixture(_ name: String, _ arguments: [String]) throws -> HarkProcess.Result {
    try HarkProcess.run([name] + arguments, binary: HarkProcess.fixtureBinary)
}

@Test func anAppWithElevenAppShortcutsStopsHarkWithOneSentence() throws {
    let result = try fixture("crowded", ["--store", try temporaryFolder() + "/x.sqlite"])
    #expect(result.status == 1)
    #expect(result.output.isEmpty)
    #expect(result.error == "hark: Crowded declares 11 App Shortcuts (the last is “Ping 11”); an app may declare at most 10.\n")
}

@Test func aPhraseWithoutTheAppsNameStopsHarkNamingAppAndShortcut() throws {
    let result = try fixture("nameless", ["doctor"])
    #expect(result.status == 1)
    #expect(
        result.error
            == "hark: Nameless's App Shortcut “Ping” has the phrase “Ping me”, which does not name the app; add \\(.applicationName) to it.\n"
    )
}

@Test func doctorListsAnUtteranceTwoAppsCanMatchAndExitsOne() throws {
    let store = try temporaryFolder() + "/x.sqlite"
    let result = try fixture("conflicting", ["doctor", "--store", store])
    #expect(result.status == 1)
    #expect(result.output == """
        Conflict: “Brew tea in Kettle” can mean Ping in Kettle or Ping in Teapot.
        1 conflict in 2 apps, 2 App Shortcuts, 2 phrases and 0 user shortcuts of \(store).

        """)
}

@Test func doctorCountsOneOfAnythingInTheSingular() throws {
    let store = try temporaryFolder() + "/x.sqlite"
    let result = try fixture("greeter", ["doctor", "--store", store])
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("No conflicts: 1 app, 1 App Shortcut, "))
    #expect(result.output.hasSuffix(" and 0 user shortcuts of \(store) checked.\n"))
}

@Test func doctorIsCleanForTheSampleApps() throws {
    let result = try HarkProcess.run(["doctor", "--store", try temporaryFolder() + "/x.sqlite"])
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("No conflicts: 4 apps, "))
    #expect(result.output.contains(" user shortcut"), "doctor says whether user shortcuts were checked")
}

@Test func aUserShortcutIsAddedUsedRenamedAndRemovedFromTheShell() throws {
    let store = try temporaryFolder() + "/x.sqlite"
    let added = try HarkProcess.run(["shortcuts", "add", "Tea time", "Log tea in Hydrator", "--store", store])
    #expect(added.status == 0)
    #expect(added.output == "Added. “Tea time” runs Log a Drink in Hydrator with hydration type tea; asks for ounces each time.\n")
    let used = try HarkProcess.run(["--store", store], input: "Tea time\n12\n")
    #expect(used.output == "> Tea time\nHow many ounces?\n> 12\nOK. I logged 12 ounces of tea.\n")
    #expect(try HarkProcess.run(["shortcuts", "rename", "Tea time", "Teatime", "--store", store]).status == 0)
    let listed = try HarkProcess.run(["shortcuts", "list", "--store", store])
    #expect(listed.output.contains("“Teatime” runs Log a Drink in Hydrator"))
    #expect(try HarkProcess.run(["shortcuts", "remove", "Teatime", "--store", store]).status == 0)
    let gone = try HarkProcess.run(["shortcuts", "remove", "Teatime", "--store", store])
    #expect(gone.status == 1)
    #expect(gone.error == "hark: You have no shortcut “Teatime”; yours are “Hydrate me”.\n")
}

/// Hark adds an app's suggested shortcuts to a store once; removed, one stays removed.
@Test func aSuggestedShortcutRemovedStaysRemoved() throws {
    let store = try temporaryFolder() + "/x.sqlite"
    let removed = try HarkProcess.run(["shortcuts", "remove", "Hydrate me", "--store", store])
    #expect(removed.output == "Removed “Hydrate me”. Hydrator suggested it; it will not be added again.\n")
    #expect(try HarkProcess.run(["shortcuts", "add", "Tea time", "Log tea in Hydrator", "--store", store]).status == 0)
    let listed = try HarkProcess.run(["shortcuts", "list", "--store", store])
    #expect(listed.output == "“Tea time” runs Log a Drink in Hydrator with hydration type tea; asks for ounces each time.\n")
    let said = try HarkProcess.run(["--store", store], input: "Hydrate me\n")
    #expect(said.output.hasPrefix("> Hydrate me\nSorry, I didn't understand that.\n"))
}

@Test func aShortcutsCommandWithoutItsWordsIsBadUsage() throws {
    let result = try HarkProcess.run(["shortcuts", "add", "Tea time"])
    #expect(result.status == 2)
    #expect(result.error.hasPrefix("hark: Say hark shortcuts list, add PHRASE SAYING"))
}

/// The example of the manual's EntitiesAndUserShortcuts.md, on a fresh store: refused with Meditator's reason (it reports its
/// sessions only once someone signs in, and its perform throws “not signed in” before that),
/// then accepted once signed in.
@Test func theReadmesMeditatorShortcutIsAddedOnceSignedIn() throws {
    let store = try temporaryFolder() + "/x.sqlite"
    let arguments = ["shortcuts", "add", "Morning calm", "Start a calming session in Meditator", "--store", store]
    let refused = try HarkProcess.run(arguments)
    #expect(refused.status == 1)
    #expect(refused.error == """
        hark: I don't know what “Start a calming session in Meditator” runs yet: You're not signed in to Meditator. \
        Say “Sign in to Meditator”, then try again.

        """)
    #expect(try HarkProcess.run(["--store", store], input: "Sign in to Meditator\nAda\n").status == 0)
    let added = try HarkProcess.run(arguments)
    #expect(added.status == 0)
    #expect(added.output == "Added. “Morning calm” runs Start a Session in Meditator with session Calming.\n")
}

@Test func doctorNamesAPhraseThatDoesNotRunItsShortcutWhenSaidWordForWord() throws {
    let folder = try temporaryFolder()
    let app = folder + "/Twins.app.json5"
    try """
        { name: "Twins", intents: [{ id: "a", title: "A", result: "A." }, { id: "b", title: "B", result: "B." }],
          shortcuts: [{ intent: "a", phrases: ["Do the thing in {app}"] }, { intent: "b", phrases: ["Do the thing in {app}"] }] }
        """.write(toFile: app, atomically: true, encoding: .utf8)
    let result = try HarkProcess.run(["doctor", "--app", app, "--store", folder + "/x.sqlite"])
    #expect(result.status == 1)
    #expect(result.output.hasPrefix("""
        Not run as said: “Do the thing in Twins” (phrase “Do the thing in {app}”) is ambiguous.
        Not run as said: “Do the thing in Twins” (phrase “Do the thing in {app}”) is ambiguous.
        2 phrases not run as said in 5 apps,
        """))
}
