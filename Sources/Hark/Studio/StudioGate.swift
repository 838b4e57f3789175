import Foundation

/// Who may use the studio: a request with the token, addressed to the loopback address and
/// port listened on (so a page elsewhere cannot reach it through DNS rebinding), from no other
/// origin.
struct StudioGate {
    let token: String
    let port: UInt16

    /// 128 random bits in hex.
    static func newToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<2).map { _ in String(format: "%016llx", generator.next() as UInt64) }.joined()
    }

    /// nil when the request may go on; else its refusal, 403.
    func refusal(of request: HTTPRequest) -> HTTPResponse? {
        let hosts = ["127.0.0.1:\(port)", "localhost:\(port)"]
        guard let host = request.host?.lowercased(), hosts.contains(host) else {
            return .error(403, "Hark Studio answers only at 127.0.0.1:\(port).")
        }
        if let origin = request.origin?.lowercased(), !hosts.contains(where: { origin == "http://\($0)" }) {
            return .error(403, "A request from another origin is refused.")
        }
        guard let given = request.token, Self.same(Array(given.utf8), Array(token.utf8)) else {
            return .error(403, "The token is missing or wrong: open the address hark studio printed.")
        }
        return nil
    }

    /// Compares in time that does not depend on where the two first differ.
    private static func same(_ given: [UInt8], _ token: [UInt8]) -> Bool {
        guard given.count == token.count else { return false }
        return zip(given, token).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }
}
