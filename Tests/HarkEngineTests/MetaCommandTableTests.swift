import HarkKit
import Hydrator
import Testing

@testable import HarkEngine

/// The one table of meta commands feeds dispatch, `:help` and Tab completion: a command added
/// to it and forgotten in any of them fails here.
@Test(arguments: MetaCommand.Name.allCases)
func everyCommandOfTheTableIsDispatchedListedAndCompleted(_ name: MetaCommand.Name) throws {
    let harness = try Harness(apps: [Hydrator.self])
    let command = ":\(name.rawValue)"

    let answer = harness.say(command).joined(separator: "\n")
    #expect(!answer.contains("There is no command"), "\(command) is not dispatched: \(answer)")

    let help = harness.say(":help")
    #expect(help.contains { $0.hasPrefix("  \(command)") }, "\(command) is not listed in :help")
    #expect(!harness.say(":help \(command)").isEmpty)
    #expect(harness.say(":help \(command)").allSatisfy { $0.hasPrefix(command) })

    #expect(harness.session.completions(for: ":").contains(command), "\(command) is not completed")
    #expect(harness.session.completions(for: String(command.prefix(3))).contains(command))
    if case .fixed(let words)? = name.words(after: []) {
        #expect(harness.session.completions(for: "\(command) ") == words)
    }
}

@Test func theTableHasEachNameOnceAndAFormForEveryName() {
    let named = Set(MetaCommand.forms.map(\.name))
    #expect(named == Set(MetaCommand.Name.allCases))
    #expect(MetaCommand.Name.allCases.map { MetaCommand(":\($0.rawValue) x")?.known } == MetaCommand.Name.allCases)
    #expect(MetaCommand(":nonsense")?.known == nil)
}

@Test func helpListsTheFormsInTheTablesOrder() throws {
    let harness = try Harness(apps: [Hydrator.self])
    let listed = harness.say(":help").dropFirst().dropLast().map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(listed.map { $0.prefix { $0 != " " } } == MetaCommand.forms.map { $0.usage.prefix { $0 != " " } })
}
