import Foundation
import HarkEngine
import Testing

private let twoShortcuts = """
{"app_id": "app0001", "app_name": "Cookmate", "shortcut_id": "app0001.balance", "title": "Check Balance", "phrases": ["Show the {account} balance in {app}", "Check the {account} balance"], "slot": {"name": "account", "values": ["credit card", "rent"]}}

{"app_id": "app0001", "app_name": "Cookmate", "shortcut_id": "app0001.payBill", "title": "Pay Bill", "phrases": ["Pay my bills on {app}"], "slot": null}
"""

@Test func eachPhraseBecomesATemplateWithTheShortcutsSlotValues() throws {
    let templates = try BenchRegistry.templates(fromJSONLines: twoShortcuts)
    #expect(templates.map(\.text) == ["Show the {account} balance in {app}", "Check the {account} balance", "Pay my bills on {app}"])
    #expect(templates.map(\.shortcutID) == ["app0001.balance", "app0001.balance", "app0001.payBill"])
    #expect(templates.allSatisfy { $0.appName == "Cookmate" })
    let values = [SlotValue(canonical: "credit card", spoken: ["credit card"]), SlotValue(canonical: "rent", spoken: ["rent"])]
    #expect(templates[0].slots == ["account": .values(values)])
    #expect(templates[2].slots.isEmpty)
}

@Test func dataAndTextReadTheSame() throws {
    #expect(try BenchRegistry.templates(from: Data(twoShortcuts.utf8)) == BenchRegistry.templates(fromJSONLines: twoShortcuts))
}

@Test(arguments: [
    ("{not json", 1),
    ("{\"app_name\": \"A\", \"shortcut_id\": \"a.b\", \"phrases\": [\"Go\"]}\n{\"app_name\": \"A\", \"phrases\": [\"Go\"]}", 2),
    ("\n\n{\"app_name\": \"A\", \"shortcut_id\": \"a.b\", \"phrases\": []}", 3),
    ("{\"app_name\": 4, \"shortcut_id\": \"a.b\", \"phrases\": [\"Go\"]}", 1),
])
func aBadLineIsReportedByItsNumber(text: String, line: Int) {
    #expect {
        try BenchRegistry.templates(fromJSONLines: text)
    } throws: { error in
        (error as? BenchRegistry.LineError)?.line == line
    }
}
