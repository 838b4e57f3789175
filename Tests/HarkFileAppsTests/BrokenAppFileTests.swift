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
    ("no-whole-number-in-range", "9: intents[0].parameters[1].min: no whole number lies between min 0.5 and max 0.6; widen them or make the type number."),
    ("default-not-a-value", "8: intents[0].parameters[0].default: “oolong” is not one of the values; use one of green, black."),
    ("duplicate-key", "7: intents[0].title: duplicate key “title” (first given on line 6); keep one."),
    ("unclosed-brace", "1: syntax error: an unclosed “{” opened at line 1; close it with “}”."),
    ("another-languages-type", "9: intents[0].parameters[1].type: unknown type “int” (did you mean “integer”?); use one of integer, number, boolean, text, enum, date."),
    ("text-in-phrase", "16: shortcuts[0].phrases[0]: the phrase names {kind}, a text parameter, which no phrase can hold (a device allows only enum and entity parameters in App Shortcut phrases, and Hark would match only the words “{kind}”); make it an enum, or drop {kind} from the phrase and let it be asked."),
    ("enum-value-twice", "8: intents[0].parameters[0].values[2]: “green” is listed twice; remove one."),
    ("enum-value-twice-in-an-object", "8: intents[0].parameters[0].values.Green: “Green” is listed twice (as green too); remove one."),
    ("unclosed-brace-in-a-list", "13: syntax error: “]” ends a list, but the “{” opened at line 4 is not closed; add “}” before it."),
    ("unclosed-list", "11: syntax error: the list “[” opened at line 7 is not closed; add “]” before “result”."),
    ("shared-synonym", "8: intents[0].parameters[0].values.black: the synonym “matcha” of black also means green; give each word to one value."),
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

/// A missing comma and a key given twice are read past, so the file's other problems are
/// reported with them, in the order of their lines.
@Test func aSyntaxErrorDoesNotHideTheFilesOtherProblems() throws {
    let path = AppFileFixtures.path("SeveralProblems.app.json5")
    #expect(AppFiles.check([path], besides: []).map(\.description) == [
        "\(path):3: syntax error: a comma is missing between “name” and what follows it (“intents”).",
        "\(path):8: intents[0].parameters[0].type: unknown type “string” (did you mean “text”?); use one of integer, number, boolean, text, enum, date.",
        "\(path):12: intents[0].result: duplicate key “result” (first given on line 11); keep one.",
    ])
}

/// `bool` and other languages' names of a type are told which of Hark's they mean.
@Test(arguments: [("string", "text"), ("bool", "boolean"), ("int", "integer"), ("float", "number"), ("Double", "number")])
func anotherLanguagesTypeIsToldWhichIsMeant(_ written: String, _ meant: String) throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("typed-\(UUID().uuidString).app.json5").path
    let text = try String(contentsOfFile: AppFileFixtures.path("Teapot.app.json5"), encoding: .utf8)
        .replacingOccurrences(of: "type: \"integer\"", with: "type: \"\(written)\"")
    try text.write(toFile: file, atomically: true, encoding: .utf8)
    let problems = AppFiles.check([file], besides: []).map(\.message)
    #expect(problems.first?.hasPrefix("unknown type “\(written)” (did you mean “\(meant)”?)") == true, "\(problems)")
}
