import Foundation
import Testing

@Test func matchJSONExplainsFillersNegationAndWhichWordsGaveEachValue() throws {
    let store = try temporaryFolder() + "/x.sqlite"
    let result = try HarkProcess.run(
        ["match", "--json", "alexa, don't log 8 oz of water in Hydrator thanks", "--store", store])
    #expect(result.status == 0)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    #expect(object["decision"] as? String == "not a command")
    let understanding = try #require(object["understanding"] as? [String: Any])
    #expect(understanding["fillers"] as? [String] == ["alexa", "thanks"])
    let signal = try #require(understanding["not_a_command"] as? [String: Any])
    #expect(signal["kind"] as? String == "negation")
    #expect(signal["words"] as? [String] == ["do", "not"])
    #expect(understanding["values"] as? [String: String] == ["ounces": "8", "hydrationType": "water"])
}

@Test func matchJSONGivesTheSignalOfAClauseThatTakesTheRequestBackOrMocksIt() throws {
    let store = try temporaryFolder() + "/x.sqlite"
    for (utterance, kind, words) in [
        ("log water in Hydrator, never mind", "negation", ["never", "mind"]),
        ("oh great, another card payment, lock my credit card in Wallet", "complaint", ["oh", "great"]),
    ] {
        let result = try HarkProcess.run(["match", "--json", utterance, "--store", store])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(object["decision"] as? String == "not a command")
        let understanding = try #require(object["understanding"] as? [String: Any])
        let signal = try #require(understanding["not_a_command"] as? [String: Any], "\(utterance)")
        #expect(signal["kind"] as? String == kind)
        #expect(signal["words"] as? [String] == words)
    }
}

@Test func matchSaysAConsequentialShortcutSaidLooselyIsAskedAboutFirst() throws {
    let store = try temporaryFolder() + "/x.sqlite"
    let loose = try HarkProcess.run(["match", "Wallet, lock my credit card", "--store", store])
    #expect(loose.output.hasPrefix("Decision: confirm Wallet › Lock Card with card = credit; it is consequential"))
    let exact = try HarkProcess.run(["match", "Lock my credit card in Wallet", "--store", store])
    #expect(exact.output.hasPrefix("Decision: matched Wallet › Lock Card with card = credit\n"))
}

@Test func matchSaysAQuestionForWhatAShortcutShowsIsAskedAbout() throws {
    let store = try temporaryFolder() + "/x.sqlite"
    let asked = try HarkProcess.run(["match", "How much have I spent today in Wallet?", "--store", store])
    #expect(asked.output.hasPrefix(
        "Decision: confirm Wallet › Show Spending; it is a question for what the shortcut shows, so Hark asks"))
}

@Test func matchSaysWhichOfShortcutsThatFitAlikeTheStoryGaveValuesTo() throws {
    let store = try temporaryFolder() + "/x.sqlite"
    let vitals = "\(FileAppFixtures.repository)/transcripts/Values/Vitals.app.json5"
    let result = try HarkProcess.run(
        ["match", "the baby slept for 40 minutes, vitals log it", "--app", vitals, "--store", store],
        environment: try FileAppFixtures.emptyConfig())
    #expect(result.output.hasPrefix(
        "Decision: confirm Vitals › Log a Nap with minutes = 40; others fit as well, but only its values were said around"))
}

/// A number in another unit than its parameter's: converted where it gives what the parameter
/// holds (no fraction of a whole number), and said around the request as in it (not after "in",
/// which may say when).
@Test(arguments: [
    ("Parkmeter", "Park in zone 3 for 90 minutes with Parkmeter", "Parkmeter › Pay for Parking with zone = 3"),
    ("Parkmeter", "Park in zone 3 for 120 minutes with Parkmeter", "Parkmeter › Pay for Parking with zone = 3, hours = 2"),
    ("Cellar", "let it breathe for 2 hours, decant the red in Cellar", "Cellar › Decant with wine = red, minutes = 120"),
    ("Cellar", "we eat in 2 hours, decant the red in Cellar", "Cellar › Decant with wine = red"),
])
func matchConvertsANumberSaidInAnotherUnit(app: String, utterance: String, matched: String) throws {
    let store = try temporaryFolder() + "/x.sqlite"
    let file = "\(FileAppFixtures.repository)/transcripts/Values/\(app).app.json5"
    let result = try HarkProcess.run(
        ["match", utterance, "--app", file, "--store", store], environment: try FileAppFixtures.emptyConfig())
    #expect(result.output.hasPrefix("Decision: matched \(matched)\n"))
}

@Test func matchGivesALengthOfTimeOnlyToAParameterCountingTime() throws {
    let store = try temporaryFolder() + "/x.sqlite"
    let courtside = "\(FileAppFixtures.repository)/transcripts/Values/Courtside.app.json5"
    let result = try HarkProcess.run(
        ["match", "book a court for 90 minutes for 4 players in courtside", "--app", courtside, "--store", store],
        environment: try FileAppFixtures.emptyConfig())
    #expect(result.output.hasPrefix("Decision: matched Courtside › Book a Court with players = 4, minutes = 90\n"))
}

/// "2 kids" counts kids: no amount of kilowatt hours.
@Test(arguments: ["log a charge in plugpoint with 2 kids in the car"])
func matchGivesAThingOrAnotherUnitToNoParameterMeasuredInAUnit(utterance: String) throws {
    let store = try temporaryFolder() + "/x.sqlite"
    let plugpoint = "\(FileAppFixtures.repository)/transcripts/Values/Plugpoint.app.json5"
    let result = try HarkProcess.run(
        ["match", utterance, "--app", plugpoint, "--store", store], environment: try FileAppFixtures.emptyConfig())
    #expect(result.output.contains("Plugpoint › Log a Charge (phrase \"Log a charge in {app}\")\n"))
    #expect(!result.output.contains("energy ="))
}

@Test func matchFillsAChoiceByThePartOfItsNameThePhraseLeftOver() throws {
    let store = try temporaryFolder() + "/x.sqlite"
    let runclub = "\(FileAppFixtures.repository)/transcripts/Matching/Runclub.app.json5"
    let result = try HarkProcess.run(
        ["match", "log a long run in runclub", "--app", runclub, "--store", store], environment: try FileAppFixtures.emptyConfig())
    #expect(result.output.hasPrefix("Decision: matched Runclub › Log Run with kind = long\n"))
    // The phrase's verb "log" is no typo of the value "long".
    let verb = try HarkProcess.run(
        ["match", "runclub log 10 kilometers", "--app", runclub, "--store", store], environment: try FileAppFixtures.emptyConfig())
    #expect(verb.output.hasPrefix("Decision: matched Runclub › Log Run with distance = 10\n"))
}

@Test func matchJSONLinesAnswersForTheInstalledApps() throws {
    let store = try temporaryFolder() + "/x.sqlite"
    let input = """
        {"id": 1, "text": "get me a coffee in Hydrator"}
        {"id": 2, "text": "did I log water in Hydrator?"}

        """
    let result = try HarkProcess.run(["match", "--jsonl", "--store", store], input: input)
    #expect(result.status == 0)
    let lines = result.output.split(separator: "\n").compactMap {
        try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
    }
    #expect(lines.count == 3)
    #expect(lines.first?["ready"] as? Bool == true)
    #expect(lines.dropFirst().first?["shortcut"] as? String == "Hydrator/Track Intake")
    #expect((lines.dropFirst().first?["slots"] as? [String: Any])?["hydrationType"] as? String == "coffee")
    #expect(lines.last?["decision"] as? String == "not a command")
    #expect(lines.last?["shortcut"] is NSNull)
}

@Test func matchJSONExplainsATerseReadingAndAWordReadLoosely() throws {
    let store = try temporaryFolder() + "/x.sqlite"
    let terse = try HarkProcess.run(["match", "--json", "hydrator 8 oz water", "--store", store])
    let terseObject = try #require(try JSONSerialization.jsonObject(with: Data(terse.output.utf8)) as? [String: Any])
    #expect(terseObject["decision"] as? String == "matched")
    let terseUnderstanding = try #require(terseObject["understanding"] as? [String: Any])
    #expect(terseUnderstanding["terse"] as? Bool == true)
    #expect(terseUnderstanding["read_loosely"] as? Bool == false)
    #expect(terseUnderstanding["values"] as? [String: String] == ["ounces": "8", "hydrationType": "water"])

    let loose = try HarkProcess.run(["match", "--json", "lock my credit card in wall it", "--store", store])
    let looseObject = try #require(try JSONSerialization.jsonObject(with: Data(loose.output.utf8)) as? [String: Any])
    #expect(looseObject["decision"] as? String == "confirm")
    let looseUnderstanding = try #require(looseObject["understanding"] as? [String: Any])
    #expect(looseUnderstanding["read_loosely"] as? Bool == true)
    #expect(looseUnderstanding["rewritten"] as? [String: String] == ["wall it": "wallet"])
}

@Test func matchJSONNamesCourtesyAndLightVerbsAsFiller() throws {
    let store = try temporaryFolder() + "/x.sqlite"
    let result = try HarkProcess.run(
        ["match", "--json", "I'd be ever so grateful if you could make log of tea in Hydrator", "--store", store])
    let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    #expect(object["decision"] as? String == "matched")
    let understanding = try #require(object["understanding"] as? [String: Any])
    let fillers = try #require(understanding["fillers"] as? [String])
    #expect(fillers.contains("grateful") && fillers.contains("make"))
    #expect(understanding["values"] as? [String: String] == ["hydrationType": "tea"])
}

@Test func matchAsksOnceAboutTwoShortcutsThatRunTheSame() throws {
    let store = try temporaryFolder() + "/x.sqlite"
    let farecard = "\(FileAppFixtures.repository)/transcripts/Values/Farecard.app.json5"
    let result = try HarkProcess.run(
        ["match", "farecard balance", "--app", farecard, "--store", store], environment: try FileAppFixtures.emptyConfig())
    #expect(result.output.hasPrefix(
        "Decision: confirm Farecard › Show Balance; another shortcut that runs the same fits as well, so Hark asks “Did you mean …?” once"))
}

/// A length of time said with an article in a clause around the request is shown for the
/// parameter the phrase left empty, as one said in the request is.
@Test(arguments: [
    ("start a break in Deskhub, I need it, for an hour", "Deskhub › Start a Break with minutes = 60"),
    ("I'm shattered, Deskhub, start a break, an hour long", "Deskhub › Start a Break with minutes = 60"),
])
func matchShowsALengthSaidAroundTheRequest(utterance: String, matched: String) throws {
    let store = try temporaryFolder() + "/x.sqlite"
    let file = "\(FileAppFixtures.repository)/transcripts/Values/Deskhub.app.json5"
    let result = try HarkProcess.run(
        ["match", utterance, "--app", file, "--store", store], environment: try FileAppFixtures.emptyConfig())
    #expect(result.output.hasPrefix("Decision: matched \(matched)\n"))
}

/// A request good enough to run that asks to be told, where the phrase's verb is a way to
/// inform, is asked about, and `hark match` says why.
@Test func matchAsksAboutARequestToBeToldInOtherWords() throws {
    let store = try temporaryFolder() + "/x.sqlite"
    let file = "\(FileAppFixtures.repository)/transcripts/Matching/Stockwatch.app.json5"
    let result = try HarkProcess.run(
        ["match", "Stockwatch tell me when apple drops below 180 dollars", "--app", file, "--store", store],
        environment: try FileAppFixtures.emptyConfig())
    #expect(result.output.hasPrefix(
        "Decision: confirm Stockwatch › Set Price Alert with stock = apple, price = 180; its verb was said in other words"))
}
