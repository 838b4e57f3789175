import CMicroHTTPD
import Foundation

/// A request with its body whole, as libmicrohttpd gathered it.
struct HTTPRequest {
    let method: String
    let path: String
    /// The token given, in the `token` query argument or the `X-Hark-Token` header.
    let token: String?
    let host: String?
    let origin: String?
    let body: Data
    /// The body was longer than the server takes; `body` is empty.
    let bodyTooLarge: Bool
}

/// What a request is answered with.
struct HTTPResponse {
    let status: UInt32
    let contentType: String
    let body: Data

    static func html(_ text: String) -> HTTPResponse {
        HTTPResponse(status: 200, contentType: "text/html; charset=utf-8", body: Data(text.utf8))
    }

    static func json(_ value: some Encodable, status: UInt32 = 200) -> HTTPResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let body = (try? encoder.encode(value)) ?? Data(#"{"error":"The answer could not be encoded."}"#.utf8)
        return HTTPResponse(status: status, contentType: "application/json; charset=utf-8", body: body)
    }

    /// `{"error": message}` with `status`.
    static func error(_ status: UInt32, _ message: String) -> HTTPResponse {
        json(["error": message], status: status)
    }
}

/// libmicrohttpd listening on 127.0.0.1 only, answering each request with `handler`, one at a
/// time, on its own thread.
final class HTTPServer {
    /// What the C side calls back with; kept alive as long as the server.
    private final class Handler {
        let answer: (HTTPRequest) -> HTTPResponse
        init(_ answer: @escaping (HTTPRequest) -> HTTPResponse) { self.answer = answer }
    }

    /// The largest body taken: 1 MiB, half a minute of speech.
    static let bodyLimit = 1 << 20

    private let handler: Handler
    private var server: OpaquePointer?
    let port: UInt16

    init(port: UInt16, handler answer: @escaping (HTTPRequest) -> HTTPResponse) throws(StudioError) {
        if let problem = hark_http_problem() {
            throw StudioError(
                "Hark Studio needs libmicrohttpd.so.12, which cannot be loaded (\(String(cString: problem))); install the libmicrohttpd12 package.")
        }
        handler = Handler(answer)
        let context = Unmanaged.passUnretained(handler).toOpaque()
        guard let server = hark_http_start(port, Self.bodyLimit, { context, request, exchange in
            guard let context, let request, let exchange else { return }
            let handler = Unmanaged<Handler>.fromOpaque(context).takeUnretainedValue()
            let response = handler.answer(HTTPRequest(request.pointee))
            response.body.withUnsafeBytes { bytes in
                hark_http_reply(exchange, response.status, response.contentType, bytes.baseAddress, bytes.count)
            }
        }, context) else {
            throw StudioError("Cannot listen on 127.0.0.1 port \(port): \(String(cString: strerror(errno))).")
        }
        self.server = server
        self.port = hark_http_port(server)
    }

    /// Stops listening; requests in flight are ended.
    func stop() {
        guard let server else { return }
        hark_http_stop(server)
        self.server = nil
    }

    deinit { stop() }
}

extension HTTPRequest {
    fileprivate init(_ request: hark_http_request) {
        func text(_ pointer: UnsafePointer<CChar>?) -> String? { pointer.map { String(cString: $0) } }
        method = text(request.method) ?? ""
        path = text(request.path) ?? ""
        token = text(request.token_header) ?? text(request.token)
        host = text(request.host)
        origin = text(request.origin)
        body = request.body.map { Data(bytes: $0, count: request.body_length) } ?? Data()
        bodyTooLarge = request.body_too_large != 0
    }
}

/// Why Hark Studio cannot start or go on, in one sentence.
struct StudioError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
