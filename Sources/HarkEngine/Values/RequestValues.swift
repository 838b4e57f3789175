import HarkKit

/// Values a request says that its phrase has no place for: a number whose unit or name says
/// which parameter it is ("Unlock 2 electric bikes at the pier", "with 4 stars") and a day
/// ("Book a lap lane tomorrow"). Only parameters the phrase did not fill are filled (a value
/// said wins over a default), and only by words the phrase's own values did not take.
enum RequestValues {
    /// The values `text` says for parameters of `run` that `candidate`'s phrase did not fill,
    /// and the numbers said that no parameter takes.
    static func reading(
        _ text: String, of candidate: MatchCandidate, run: IntentRun, today: Day
    ) -> (values: [String: AnswerValue], unplaced: [String]) {
        let tokens = Durations.readingForAnEmptyLength(UtteranceReading.tokens(of: text))
        var claimed = claimedPositions(of: Array(candidate.saidAs.values) + candidate.correctedWords, in: tokens)
        claimNumbers(candidate.slots.values.compactMap { if case .number(let n) = $0 { n } else { nil } }, in: tokens, claimed: &claimed)
        let empty = run.driver.parameters.entries.filter { candidate.saidAs[$0.name] == nil }
        var values: [String: AnswerValue] = [:]
        let targets = run.numberTargets.filter { target in empty.contains { $0.name == target.name } }
        let takesDay = run.driver.parameters.entries.contains { $0.parameter.valueKind == .date }
        let numbers = NumberAssignment(tokens: tokens, claimed: claimed, targets: targets, asked: nil, takesDay: takesDay)
        for (name, number) in numbers.values {
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
        return (values, numbers.unplaced.map { $0.said(in: tokens) })
    }

    /// Claims a number the phrase read from a homophone ("ate ounces" is 8), which its words
    /// ("8") do not show: the first unclaimed number said with that value, unless one is claimed.
    private static func claimNumbers(_ values: [Int], in tokens: [String], claimed: inout [Bool]) {
        for value in values {
            let taken = SaidNumber.all(in: tokens).contains { $0.reading == .whole(value) && $0.range.allSatisfy { claimed[$0] } }
            if taken { continue }
            let said = SaidNumber.all(in: tokens, claimed: claimed, unitWords: [])
            guard let number = said.first(where: { $0.reading == .whole(value) }) else { continue }
            for position in number.range { claimed[position] = true }
        }
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
