import Foundation
import HarkEngine
import HarkVoice

/// What each address of Hark Studio answers. Every request passes the gate first; requests
/// come one at a time (`HTTPServer`), so the conversation needs no lock.
///
///     GET  /?token=T       the page
///     GET  /api/state      the apps, and the question waited on
///     POST /api/turn       {"text": "Hydrate me"} → the turn (`StudioTurn`)
///     POST /api/audio      16-bit little-endian mono samples at 16 kHz → the turn heard
///     POST /api/restart    a new conversation
///     POST /api/save       {"name": "hydrate"} → the saved transcript, run
///     POST /api/run        every transcript of the folder, run
///     POST /api/relevance  {"at": "+2h", "near": "", "situation": "gym"} → records, suggestions, stack
final class Studio {
    /// The state the page starts from.
    struct State: Encodable {
        let apps: [StudioApp]
        let waiting: StudioTurn.Waiting?
        let turns: Int
        let folder: String
    }

    private struct TurnRequest: Decodable { let text: String }
    private struct SaveRequest: Decodable { let name: String }

    let gate: StudioGate
    private let conversation: StudioConversation
    private let transcripts: StudioTranscripts
    private let relevance: StudioRelevance
    private let apps: [StudioApp]

    init(gate: StudioGate, conversation: StudioConversation, transcripts: StudioTranscripts, relevance: StudioRelevance) {
        self.gate = gate
        self.conversation = conversation
        self.transcripts = transcripts
        self.relevance = relevance
        apps = relevance.catalog.apps.map(StudioApp.init)
    }

    func answer(_ request: HTTPRequest) -> HTTPResponse {
        if let refusal = gate.refusal(of: request) { return refusal }
        if request.bodyTooLarge { return .error(413, "The request is larger than Hark Studio takes (\(HTTPServer.bodyLimit >> 20) MiB).") }
        switch (request.method, request.path) {
        case ("GET", "/"): return .html(StudioPage.html)
        case ("GET", "/api/state"):
            return .json(State(apps: apps, waiting: conversation.waiting, turns: conversation.turns.count, folder: transcripts.folder))
        case ("POST", "/api/turn"):
            return decoding(TurnRequest.self, from: request) { turn in
                guard !turn.text.contains(where: \.isNewline) else { return .error(400, "A turn is one line.") }
                return .json(conversation.say(turn.text))
            }
        case ("POST", "/api/audio"): return hearing(request.body)
        case ("POST", "/api/restart"):
            conversation.restart()
            return .json(["restarted": true])
        case ("POST", "/api/save"):
            return decoding(SaveRequest.self, from: request) { save in
                do throws(StudioError) { return .json(try transcripts.save(conversation, as: save.name)) } catch {
                    return .error(400, error.description)
                }
            }
        case ("POST", "/api/run"): return .json(transcripts.runAll())
        case ("POST", "/api/relevance"):
            return decoding(StudioRelevance.Moment.self, from: request) { moment in
                do throws(StudioError) { return .json(try relevance.view(at: moment)) } catch { return .error(400, error.description) }
            }
        default:
            guard Self.paths.contains(request.path) else { return .error(404, "Hark Studio has nothing at \(request.path).") }
            return .error(405, "\(request.method) is not answered at \(request.path).")
        }
    }

    /// Every address answered, whatever the method.
    private static let paths: Set = ["/", "/api/state", "/api/turn", "/api/audio", "/api/restart", "/api/save", "/api/run", "/api/relevance"]

    /// A recording from the page's microphone, heard and answered; 503 without the recogniser.
    private func hearing(_ body: Data) -> HTTPResponse {
        guard !body.isEmpty, body.count.isMultiple(of: 2) else {
            return .error(400, "A recording is 16-bit samples: an even number of bytes, at least two.")
        }
        let samples = body.withUnsafeBytes { raw in
            (0..<body.count / 2).map { Int16(littleEndian: raw.loadUnaligned(fromByteOffset: $0 * 2, as: Int16.self)) }
        }
        do throws(VoiceError) {
            return .json(try conversation.hear(PCMAudio(samples: samples, sampleRate: PCMAudio.recognitionRate)))
        } catch {
            return .error(503, error.description)
        }
    }

    /// The body as JSON of `type`, handed to `body`; 400 when it is not.
    private func decoding<Body: Decodable>(_ type: Body.Type, from request: HTTPRequest, _ body: (Body) -> HTTPResponse) -> HTTPResponse {
        guard let value = try? JSONDecoder().decode(type, from: request.body) else {
            return .error(400, "The body is not the JSON this address takes.")
        }
        return body(value)
    }
}
