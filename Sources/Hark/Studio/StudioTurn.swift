import Foundation
import HarkEngine
import HarkKit

/// One turn as the page draws it: what was said, the replies (cards as rows), and the turn's
/// trace events as a timeline.
struct StudioTurn: Encodable {
    /// A reply: `say`, `ask`, `supporting`, `problem`, or `snippet` with a title and rows.
    struct Reply: Encodable {
        let kind: String
        var text: String?
        var title: String?
        var rows: [[String]]?
    }

    /// A trace event: its case (`matched`, `resolved`, `handled`, …) and its line.
    struct Step: Encodable {
        let kind: String
        let line: String
    }

    /// The question the conversation waits on.
    struct Waiting: Encodable {
        let app: String?
        let parameter: String?
        let sensitive: Bool
    }

    /// What stands for a sensitive answer.
    static let mask = "••••"

    let said: String
    let replies: [Reply]
    let trace: [Step]
    /// For a request, the nearest phrases, best first: `0.86  Hydrator › Track Intake (phrase …)`.
    let nearest: [String]
    let waiting: Waiting?

    /// `masking`: a sensitive answer, shown as `mask` wherever it appears.
    init(said: String, replies: [HarkEngine.Reply], nearest: [String], waiting: Waiting?, masking secret: String?) {
        func clean(_ text: String) -> String {
            guard let secret else { return text }
            return text.replacingOccurrences(of: secret, with: Self.mask)
        }
        self.said = said
        self.nearest = nearest
        self.waiting = waiting
        var shown: [Reply] = []
        var trace: [Step] = []
        for reply in replies {
            switch reply {
            case .say(let text): shown.append(Reply(kind: "say", text: clean(text)))
            case .ask(let text): shown.append(Reply(kind: "ask", text: clean(text)))
            case .supporting(let text): shown.append(Reply(kind: "supporting", text: clean(text)))
            case .problem(let text): shown.append(Reply(kind: "problem", text: clean(text)))
            case .snippet(let snippet):
                shown.append(Reply(kind: "snippet", title: clean(snippet.title), rows: snippet.rows.map { [clean($0.label), clean($0.value)] }))
            case .trace(let event): trace.append(Step(kind: Self.kind(of: event), line: clean(event.line)))
            }
        }
        self.replies = shown
        self.trace = trace
    }

    /// The event's case name, as its Codable form keys it (`{"resolved": {…}}`).
    static func kind(of event: TraceEvent) -> String {
        guard let data = try? JSONEncoder().encode(event) else { return "event" }
        if let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any], let key = object.keys.first { return key }
        return (try? JSONDecoder().decode(String.self, from: data)) ?? "event"
    }
}
