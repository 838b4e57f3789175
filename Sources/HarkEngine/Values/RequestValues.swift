import HarkKit

/// Values a request says that its phrase has no place for: a number whose unit or name says
/// which parameter it is ("Unlock 2 electric bikes at the pier", "with 4 stars") and a day
/// ("Book a lap lane tomorrow"). Only parameters the phrase did not fill are filled (a value
/// said wins over a default), and only by words the phrase's own values did not take.
enum RequestValues {
    /// The values for the parameters of `run` outside the phrase that `text` names outside its phrase, where
    /// `saidAs` holds the words each phrase slot took.
    static func named(in text: String, saidAs: [String: String], run: IntentRun, today: Day) -> [String: AnswerValue] {
        let tokens = UtteranceReading.tokens(of: text)
        let claimed = claimedPositions(of: Array(saidAs.values), in: tokens)
        let empty = run.driver.parameters.entries.filter { saidAs[$0.name] == nil }
        var values: [String: AnswerValue] = [:]
        let targets = run.numberTargets.filter { target in empty.contains { $0.name == target.name } }
        for (name, number) in NumberAssignment(tokens: tokens, claimed: claimed, targets: targets, asked: nil).values {
            switch number.reading {
            case .whole(let value): values[name] = .integer(value)
            case .fraction(let value): values[name] = .number(value)
            case .tooLarge: break
            }
        }
        let days = empty.filter { $0.parameter.valueKind == .date }
        let unclaimed = tokens.indices.filter { !claimed[$0] }.map { tokens[$0] }.joined(separator: " ")
        if days.count == 1, let day = DayWords.mentionedDay(in: unclaimed, today: today) {
            values[days[0].name] = .date(day.iso)
        }
        return values
    }

    /// The positions of `phrases`' words in `tokens`, each phrase at its first unclaimed place.
    private static func claimedPositions(of phrases: [String], in tokens: [String]) -> [Bool] {
        var claimed = [Bool](repeating: false, count: tokens.count)
        for phrase in phrases {
            let words = CompiledRegistry.matchTokens(phrase)
            guard !words.isEmpty, words.count <= tokens.count else { continue }
            let start = (0...(tokens.count - words.count)).first { start in
                words.indices.allSatisfy { !claimed[start + $0] && tokens[start + $0] == words[$0] }
            }
            if let start { for position in start..<(start + words.count) { claimed[position] = true } }
        }
        return claimed
    }
}
