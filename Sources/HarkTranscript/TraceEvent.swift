import Foundation

/// A trace line read back into the step it names (see the README's table of trace lines).
///
///     TraceEvent("resolve ounces = 0: needsValue")   // .resolve(parameter: "ounces", outcome: "needsValue")
enum TraceEvent: Equatable {
    /// `match Hydrator › Track Intake (phrase "Log {ounces} …")` or `(user shortcut "Hydrate me")`.
    case match(app: String, intent: String, phrase: String, isUserShortcut: Bool)
    /// `resolve ounces = 8: success`, `resolve ounces: needsValue`.
    case resolve(parameter: String, outcome: String)
    /// `confirm: ready`.
    case confirm(String)
    /// `handle: success`.
    case handle(String)
    /// `perform: success`, `perform: disambiguation session`: the step and its first word.
    case perform(String)
    /// Any other step (`candidate …`, `store: …`, `cancelled`).
    case other

    init(_ line: String) {
        if line.hasPrefix("match "), let match = Self.match(line.dropFirst(6)) {
            self = match
        } else if line.hasPrefix("resolve "), let colon = line.range(of: ": ", options: .backwards) {
            let parameter = line.dropFirst(8).prefix { $0 != " " && $0 != ":" }
            self = .resolve(parameter: String(parameter), outcome: String(line[colon.upperBound...]))
        } else if line.hasPrefix("confirm: ") {
            self = .confirm(String(line.dropFirst(9)))
        } else if line.hasPrefix("handle: ") {
            self = .handle(String(line.dropFirst(8)))
        } else if line.hasPrefix("perform: ") {
            self = .perform(String(line.dropFirst(9).prefix { $0 != " " }))
        } else {
            self = .other
        }
    }

    private static func match(_ text: Substring) -> TraceEvent? {
        guard let arrow = text.range(of: " › "), text.hasSuffix("\")") else { return nil }
        let app = String(text[..<arrow.lowerBound])
        let rest = text[arrow.upperBound...].dropLast(2)
        for (marker, isUserShortcut) in [(" (phrase \"", false), (" (user shortcut \"", true)] {
            if let range = rest.range(of: marker) {
                return .match(
                    app: app, intent: String(rest[..<range.lowerBound]), phrase: String(rest[range.upperBound...]),
                    isUserShortcut: isUserShortcut)
            }
        }
        return nil
    }
}
