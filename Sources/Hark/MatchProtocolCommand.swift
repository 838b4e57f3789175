import Foundation
import HarkEngine

/// One answer of the matcher line protocol: what was decided, for which shortcut, with which values.
struct ProtocolAnswer {
    /// `matched`, `ambiguous`, `confirm`, `not a command`, `no match`, or (for the installed
    /// apps) `closing`: thanks or a goodbye, answered before matching.
    var decision: String
    /// The shortcut acted on or asked about (for the installed apps, `App/Intent title`); nil when none.
    var shortcut: String?
    /// The value the bench scores: the first slot by name, as said.
    var slot: String?
    /// Every slot filled: numbers as JSON numbers, other values as their identifiers, several
    /// values of a list parameter as an array of those.
    var slots: [String: SlotFill]
    var score: Double
}

/// Runs the matcher line protocol of the bench (“The line protocol” in `bench/README.md`) over
/// stdin/stdout on the registry at `registryPath`. Returns 0 at end of input, 1 (with one
/// sentence on stderr) if the registry cannot be read.
public func runMatchProtocol(registryPath: String) -> Int32 {
    let clock = ContinuousClock()
    let buildStart = clock.now
    guard let data = FileManager.default.contents(atPath: registryPath) else {
        FileHandle.standardError.write(Data("hark: cannot read the registry at \(registryPath): no readable file there.\n".utf8))
        return 1
    }
    let matcher: PhraseMatcher
    do {
        matcher = PhraseMatcher(templates: try BenchRegistry.templates(from: data))
    } catch {
        FileHandle.standardError.write(Data("hark: cannot read the registry at \(registryPath): \(error).\n".utf8))
        return 1
    }
    return serveMatchProtocol(buildMilliseconds: milliseconds(clock.now - buildStart)) { text in
        ProtocolAnswer(matcher.decide(text), in: matcher)
    }
}

/// Answers the line protocol with `decide`: the ready line, then one answer line per request
/// line `{"id": …, "text": …}`, flushing after each. A malformed request gets an answer with a
/// null shortcut and an `"error"` field.
func serveMatchProtocol(buildMilliseconds: Double, decide: (String) -> ProtocolAnswer) -> Int32 {
    let clock = ContinuousClock()
    writeLine("{\"ready\": true, \"build_ms\": \(rounded(buildMilliseconds)), \"slots\": true}")
    while let line = readLine(strippingNewline: true) {
        guard !line.allSatisfy(\.isWhitespace) else { continue }
        guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
              let text = object["text"] as? String
        else {
            let id = (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["id"]
            writeLine("{\"id\": \(jsonID(id)), \"shortcut\": null, \"slot\": null, \"score\": 0, \"us\": 0, "
                + "\"error\": \"a request is a JSON object with a string \\\"text\\\"\"}")
            continue
        }
        let start = clock.now
        let answer = decide(text)
        let microseconds = milliseconds(clock.now - start) * 1000
        let slots = answer.slots.keys.sorted().map { name in
            "\(jsonString(name)): " + (answer.slots[name].map(slotJSON) ?? "null")
        }.joined(separator: ", ")
        writeLine("{\"id\": \(jsonID(object["id"])), \"decision\": \(jsonString(answer.decision)), "
            + "\"shortcut\": \(answer.shortcut.map(jsonString) ?? "null"), "
            + "\"slot\": \(answer.slot.map(jsonString) ?? "null"), \"slots\": {\(slots)}, "
            + "\"score\": \(rounded(answer.score)), \"us\": \(rounded(microseconds))}")
    }
    return 0
}

extension ProtocolAnswer {
    /// The answer for a line that only thanks or says goodbye: nothing is matched.
    static let closing = ProtocolAnswer(decision: "closing", shortcut: nil, slot: nil, slots: [:], score: 0)

    /// The answer for a registry matcher's decision; `ambiguous` names the best shortcut.
    init(_ decision: MatchDecision, in matcher: PhraseMatcher) {
        let chosen: MatchCandidate?
        switch decision {
        case .matched(let candidate), .confirm(let candidate):
            chosen = candidate
        case .ambiguous(let candidates):
            chosen = candidates.first
        case .notACommand, .noMatch:
            chosen = nil
        }
        self.init(
            decision: decision.name, shortcut: chosen?.shortcutID,
            slot: chosen.flatMap { Self.spokenSlot(of: $0, in: matcher) }, slots: chosen?.slots ?? [:],
            score: chosen?.score ?? decision.nearest.first?.score ?? 0)
    }

    /// The answer for a session's decision on the installed apps; shortcuts are `App/Intent title`.
    init(_ decision: ExplainedDecision) {
        let chosen: MatchExplanation?
        switch decision {
        case .matched(let explanation), .confirm(let explanation):
            chosen = explanation
        case .ambiguous(let explanations):
            chosen = explanations.first
        case .notACommand, .noMatch:
            chosen = nil
        }
        let slot = chosen.flatMap { explanation in explanation.slots.min { $0.key < $1.key }?.value.spokenText }
        self.init(
            decision: decision.name, shortcut: chosen.map { "\($0.app)/\($0.intent)" }, slot: slot,
            slots: chosen?.slots ?? [:], score: chosen?.score ?? 0)
    }

    /// The display form (lowercased) of the value a candidate fills first, or the number's digits.
    private static func spokenSlot(of candidate: MatchCandidate, in matcher: PhraseMatcher) -> String? {
        guard let (name, fill) = candidate.slots.min(by: { $0.key < $1.key }) else { return nil }
        switch fill {
        case .number(let number):
            return String(number)
        case .decimal(let number):
            return number.spokenText
        case .value(let canonical):
            let template = matcher.templates[candidate.templateIndex]
            guard case .values(let values)? = template.slots[name],
                  let value = values.first(where: { $0.canonical == canonical })
            else { return canonical.lowercased() }
            return (value.spoken.first ?? canonical).lowercased()
        case .list, .text:
            return fill.spokenText.lowercased()
        }
    }
}

private func slotJSON(_ fill: SlotFill) -> String {
    switch fill {
    case .number(let number): String(number)
    case .decimal(let number): number.spokenText
    case .value(let canonical), .text(let canonical): jsonString(canonical)
    case .list(let items): "[" + items.map(slotJSON).joined(separator: ", ") + "]"
    }
}

private func writeLine(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

func milliseconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) * 1000 + Double(parts.attoseconds) / 1e15
}

private func rounded(_ value: Double) -> String {
    String(format: "%.3f", value)
}

/// The request's id echoed back: strings and numbers as given, anything else null.
private func jsonID(_ id: Any?) -> String {
    switch id {
    case let text as String: jsonString(text)
    case let number as NSNumber: number.stringValue
    default: "null"
    }
}

private func jsonString(_ text: String) -> String {
    guard let data = try? JSONSerialization.data(withJSONObject: [text], options: [.fragmentsAllowed]),
          let array = String(data: data, encoding: .utf8)
    else { return "null" }
    return String(array.dropFirst().dropLast())
}
