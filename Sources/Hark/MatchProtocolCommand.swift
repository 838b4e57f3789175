import Foundation
import HarkEngine

/// Runs the matcher line protocol of the bench (`matcher-protocol.md`) over stdin/stdout.
///
/// Loads the registry at `registryPath`, prints the ready line, then answers each request
/// line `{"id": …, "text": …}` with one line `{"id", "shortcut", "slot", "score", "us"}`,
/// flushing after each. A malformed request gets an answer with a null shortcut and an
/// `"error"` field. Returns 0 at end of input, 1 (with one sentence on stderr) if the
/// registry cannot be read.
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
    let buildMilliseconds = milliseconds(clock.now - buildStart)
    writeLine("{\"ready\": true, \"build_ms\": \(rounded(buildMilliseconds)), \"slots\": true}")

    while let line = readLine(strippingNewline: true) {
        guard !line.allSatisfy(\.isWhitespace) else { continue }
        writeLine(answer(to: line, with: matcher, clock: clock))
    }
    return 0
}

/// The answer line for one request line.
private func answer(to line: String, with matcher: PhraseMatcher, clock: ContinuousClock) -> String {
    guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
          let text = object["text"] as? String
    else {
        let id = (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["id"]
        return "{\"id\": \(jsonID(id)), \"shortcut\": null, \"slot\": null, \"score\": 0, \"us\": 0, "
            + "\"error\": \"a request is a JSON object with a string \\\"text\\\"\"}"
    }
    let start = clock.now
    let decision = matcher.decide(text)
    let microseconds = milliseconds(clock.now - start) * 1000

    let chosen: MatchCandidate?
    let score: Double
    switch decision {
    case .matched(let candidate):
        chosen = candidate
        score = candidate.score
    case .ambiguous(let candidates):
        chosen = candidates.first
        score = candidates.first?.score ?? 0
    case .noMatch(let nearest):
        chosen = nil
        score = nearest.first?.score ?? 0
    }
    let shortcut = chosen.map { jsonString($0.shortcutID) } ?? "null"
    let slot = chosen.flatMap { spokenSlot(of: $0, in: matcher) }.map(jsonString) ?? "null"
    return "{\"id\": \(jsonID(object["id"])), \"shortcut\": \(shortcut), \"slot\": \(slot), "
        + "\"score\": \(rounded(score)), \"us\": \(rounded(microseconds))}"
}

/// The display form (lowercased) of the value a candidate fills, or the number's digits.
private func spokenSlot(of candidate: MatchCandidate, in matcher: PhraseMatcher) -> String? {
    guard let (name, fill) = candidate.slots.min(by: { $0.key < $1.key }) else { return nil }
    switch fill {
    case .number(let number):
        return String(number)
    case .value(let canonical):
        let template = matcher.templates[candidate.templateIndex]
        guard case .values(let values)? = template.slots[name],
              let value = values.first(where: { $0.canonical == canonical })
        else { return canonical.lowercased() }
        return (value.spoken.first ?? canonical).lowercased()
    }
}

private func writeLine(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

private func milliseconds(_ duration: Duration) -> Double {
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
