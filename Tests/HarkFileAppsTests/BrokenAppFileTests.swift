import Foundation
import HarkEngine
import HarkFileApps
import Testing

/// App files under Tests/HarkFileAppsTests, found from this source file.
enum AppFileFixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path

    static func path(_ name: String) -> String { "\(folder)/\(name)" }
}

/// Each broken file holds one kind of mistake, and `hark apps check` says it in one line:
/// where (the line and the key path), what is wrong and what would be right.
@Test(arguments: [
    ("syntax-error", "7: syntax error: a comma is missing between “title” and what follows it (“parameters”)."),
    ("unknown-type", "9: intents[0].parameters[1].type: unknown type “integr” (did you mean “integer”?); use one of integer, number, boolean, text, enum, date."),
    ("unknown-key", "8: intents[0].parameters[0].promt: unknown key “promt” (did you mean “prompt”?); the keys here are name, title, type, prompt, optional, default, sensitive, min, max, unit, values."),
    ("phrase-names-no-parameter", "16: shortcuts[0].phrases[0]: the phrase names {flavour}, which is not a parameter of brewTea; use {app}, {kind}, {minutes}."),
    ("phrase-without-app", "16: shortcuts[0].phrases[1]: the phrase “Brew tea” does not name the app; add {app}, as in “Brew tea in {app}”."),
    ("text-names-no-parameter", "11: intents[0].result: {minuets} is not a parameter of the intent brewTea (did you mean “minutes”?); use {kind}, {minutes}."),
    ("two-apps-one-name", " name: two apps are named “Hydrator” (the other is built into hark); give this one another name."),
    ("too-many-shortcuts", "15: shortcuts: 11 App Shortcuts; an app may declare at most 10, so remove 1 or give one several phrases."),
    ("missing-key", "9: intents[0].parameters[1].type: “type” is missing; add type: \"…\"."),
    ("unknown-intent", "16: shortcuts[0].intent: no intent has the id “brewCoffee”; the intents are brewTea."),
    ("wrong-kind-of-value", "9: intents[0].parameters[1].min: “min” should be a number, not text."),
    ("default-not-a-value", "8: intents[0].parameters[0].default: “oolong” is not one of the values; use one of green, black."),
])
func aBrokenAppFileGetsOneLineNamingItsMistake(_ name: String, _ expected: String) throws {
    let path = AppFileFixtures.path("BrokenApps/\(name).app.json5")
    let problems = AppFiles.check([path], besides: try AppCatalog(apps: [HydratorForChecks.self]).apps)
    #expect(problems.map(\.description) == ["\(path):\(expected)"])
}

@Test func theSameFileWithoutItsMistakeIsValid() throws {
    #expect(AppFiles.check([AppFileFixtures.path("Teapot.app.json5")], besides: []).isEmpty)
}

@Test func twoFilesDeclaringOneNameAreRefusedTheSecondTime() {
    let path = AppFileFixtures.path("Teapot.app.json5")
    let problems = AppFiles.check([path, path], besides: [])
    #expect(problems.map(\.description) == [
        "\(path): name: two apps are named “Teapot” (the other is declared in \(path)); give this one another name."
    ])
}

@Test func aMissingFileIsOneProblemNamingIt() {
    let problems = AppFiles.check(["/nonexistent/Nothing.app.json5"], besides: [])
    #expect(problems.map(\.description) == ["/nonexistent/Nothing.app.json5: there is no such file; check the path."])
}

@Test func aFileThatCannotBeInstalledIsNamedInOneSentenceAndTheOthersAreInstalled() {
    let broken = AppFileFixtures.path("BrokenApps/unknown-type.app.json5")
    let (apps, warnings) = AppFiles.install([broken, AppFileFixtures.path("Teapot.app.json5")], besides: [])
    #expect(apps.map(\.name) == ["Teapot"])
    #expect(warnings == [
        "The app file \(broken) was not installed (line 9: intents[0].parameters[1].type: unknown type “integr” (did you mean “integer”?); use one of integer, number, boolean, text, enum, date); hark apps check \(broken) lists every problem."
    ])
}
