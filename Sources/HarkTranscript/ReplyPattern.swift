import Foundation

/// An expected reply line: literal, with `[..]` wildcards, `...` for any lines, or ` (re)`.
/// A ` (re)` line is Swift's own `Regex`: Foundation's `NSRegularExpression` leaks a copy of a
/// long pattern with non-ASCII characters (Tests/FuzzCorpus/FuzzTranscriptParser/found-long-regex-leak),
/// which the fuzzer's leak check stops on.
///
///     ReplyPattern("OK. I logged [..] ounces of water.").matches("OK. I logged 8 ounces of water.")  // true
struct ReplyPattern {
    enum Form {
        case literal(String)
        case wildcard([String])
        case anyLines
        case regex(Regex<AnyRegexOutput>)
    }

    let form: Form
    let text: String

    init(_ text: String) {
        self.text = text
        let trimmed = Self.trimTrailing(text)
        if trimmed == "..." {
            form = .anyLines
        } else if trimmed.hasSuffix(" (re)"),
            let regex = try? Self.regex(trimmed.dropLast(5))
        {
            form = .regex(regex)
        } else if trimmed.contains("[..]") {
            form = .wildcard(trimmed.components(separatedBy: "[..]"))
        } else {
            form = .literal(trimmed)
        }
    }

    /// Why a ` (re)` line's expression cannot be compiled, or nil when it can (or is no ` (re)`
    /// line): the parser refuses such a line rather than comparing it as literal text.
    static func regexProblem(in text: String) -> String? {
        let trimmed = trimTrailing(text)
        guard trimmed.hasSuffix(" (re)") else { return nil }
        let pattern = String(trimmed.dropLast(5))
        do {
            _ = try regex(pattern[...])
            return nil
        } catch {
            return "“\(pattern)” is not a regular expression; escape it or drop “ (re)”"
        }
    }

    /// The expression of a ` (re)` line, for the whole line.
    private static func regex(_ pattern: Substring) throws -> Regex<AnyRegexOutput> {
        try Regex("(?:" + pattern + ")")
    }

    func matches(_ line: String) -> Bool {
        let line = Self.trimTrailing(line)
        switch form {
        case .literal(let text): return text == line
        case .anyLines: return false
        case .regex(let regex):
            // Matching throws only from custom components, which a parsed pattern has none of.
            return (try? regex.wholeMatch(in: line)) != nil
        case .wildcard(let parts): return Self.matchWildcard(parts, line[...])
        }
    }

    private static func matchWildcard(_ parts: [String], _ line: Substring) -> Bool {
        guard let first = parts.first, line.hasPrefix(first) else { return false }
        var rest = line.dropFirst(first.count)
        let middle = parts.dropFirst().dropLast()
        for part in middle {
            guard let range = rest.range(of: part) else { return false }
            rest = rest[range.upperBound...]
        }
        guard let last = parts.dropFirst().last else { return rest.isEmpty }
        return rest.hasSuffix(last) && rest.count >= last.count
    }

    static func trimTrailing(_ text: String) -> String {
        var text = Substring(text)
        while text.last == " " || text.last == "\t" { text = text.dropLast() }
        return String(text)
    }
}

/// Lines up a turn's expected patterns with the actual replies.
enum ReplyAlignment {
    /// Whether the patterns match all the lines.
    static func matches(_ patterns: [ReplyPattern], _ lines: [String]) -> Bool {
        align(patterns, lines).allSatisfy(\.isMatch)
    }

    enum Step: Equatable {
        /// A pattern that matched a line (or `...` that took some lines): keep the pattern.
        case keep(pattern: Int)
        /// An actual line no pattern matched.
        case actual(String)
        /// A pattern that matched nothing.
        case missing(pattern: Int)

        var isMatch: Bool {
            if case .keep = self { return true }
            return false
        }
    }

    /// The alignment with the most matched lines; `...` takes any run of lines.
    static func align(_ patterns: [ReplyPattern], _ lines: [String]) -> [Step] {
        let p = patterns.count, l = lines.count
        // cost[i][j]: fewest unmatched items aligning patterns[i...] with lines[j...].
        var cost = Array(repeating: Array(repeating: 0, count: l + 1), count: p + 1)
        for i in stride(from: p, through: 0, by: -1) {
            for j in stride(from: l, through: 0, by: -1) {
                if i == p {
                    cost[i][j] = l - j
                    continue
                }
                if case .anyLines = patterns[i].form {
                    cost[i][j] = j < l ? min(cost[i + 1][j], cost[i][j + 1]) : cost[i + 1][j]
                    continue
                }
                var best = cost[i + 1][j] + 1
                if j < l {
                    best = min(best, cost[i][j + 1] + 1)
                    if patterns[i].matches(lines[j]) { best = min(best, cost[i + 1][j + 1]) }
                }
                cost[i][j] = best
            }
        }
        var steps: [Step] = []
        var i = 0, j = 0
        while i < p || j < l {
            if i < p, case .anyLines = patterns[i].form {
                if j < l, cost[i][j] == cost[i][j + 1] {
                    j += 1
                } else {
                    steps.append(.keep(pattern: i))
                    i += 1
                }
            } else if i < p, j < l, patterns[i].matches(lines[j]), cost[i][j] == cost[i + 1][j + 1] {
                steps.append(.keep(pattern: i))
                i += 1
                j += 1
            } else if j < l, cost[i][j] == (i < p ? cost[i][j + 1] + 1 : l - j) {
                steps.append(.actual(lines[j]))
                j += 1
            } else {
                steps.append(.missing(pattern: i))
                i += 1
            }
        }
        return steps
    }
}
