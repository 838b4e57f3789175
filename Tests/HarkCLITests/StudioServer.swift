import Foundation

/// `hark studio` started on a free port for one test, and a raw HTTP/1.1 client for it: the
/// tests write requests byte for byte, malformed ones too.
final class StudioServer {
    struct Response {
        let status: Int
        let body: String
        /// The body as a JSON object, if it is one.
        var json: [String: Any]? { (try? JSONSerialization.jsonObject(with: Data(body.utf8))) as? [String: Any] }
    }

    let process = Process()
    /// The address printed on the first line, token included.
    let address: String
    let port: UInt16
    let token: String
    let folder: String

    init(folder: String, arguments: [String] = []) throws {
        self.folder = folder
        process.executableURL = URL(fileURLWithPath: HarkProcess.binary)
        process.arguments = ["studio", folder, "--port", "0", "--store", folder + "/store.sqlite"] + arguments
        let output = Pipe.forChild()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        var line = Data()
        while let byte = try output.fileHandleForReading.read(upToCount: 1), let first = byte.first, first != UInt8(ascii: "\n") {
            line.append(first)
        }
        address = String(decoding: line, as: UTF8.self)
        let url = URL(string: String(address.drop { $0 != "h" }))
        guard let url, let port = url.port, let token = URLComponents(url: url, resolvingAgainstBaseURL: false)?
            .queryItems?.first(where: { $0.name == "token" })?.value
        else {
            process.terminate()
            throw StudioTestError("hark studio printed no address: “\(address)”")
        }
        self.port = UInt16(port)
        self.token = token
    }

    deinit {
        process.terminate()
        process.waitUntilExit()
    }

    /// A request with the token in a header (unless `token` is nil) and a JSON body, if given.
    func request(
        _ method: String, _ path: String, json body: String? = nil, token: String?? = .none, headers: [String] = []
    ) throws -> Response {
        var lines = ["\(method) \(path) HTTP/1.1", "Host: 127.0.0.1:\(port)", "Connection: close"] + headers
        if let given = token ?? self.token { lines.append("X-Hark-Token: \(given)") }
        if let body {
            lines += ["Content-Type: application/json", "Content-Length: \(body.utf8.count)"]
        }
        return try send(Data((lines.joined(separator: "\r\n") + "\r\n\r\n" + (body ?? "")).utf8))
    }

    /// Says `text` on the page.
    func say(_ text: String) throws -> [String: Any] {
        let body = String(decoding: try JSONSerialization.data(withJSONObject: ["text": text]), as: UTF8.self)
        let response = try request("POST", "/api/turn", json: body)
        guard response.status == 200, let turn = response.json else { throw StudioTestError("turn “\(text)”: \(response.status) \(response.body)") }
        return turn
    }

    /// Sends bytes as they are and reads the answer to the end (or `seconds`).
    func send(_ bytes: Data, seconds: Int = 30) throws -> Response {
        let socket = Foundation.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw StudioTestError("no socket") }
        defer { close(socket) }
        var timeout = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw StudioTestError("cannot connect to port \(port)") }
        _ = bytes.withUnsafeBytes { Foundation.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        var answer = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = recv(socket, &buffer, buffer.count, 0)
            if count <= 0 { break }
            answer.append(contentsOf: buffer[0..<count])
        }
        let text = String(decoding: answer, as: UTF8.self)
        let status = Int(text.split(separator: " ").dropFirst().first ?? "") ?? 0
        let body = text.components(separatedBy: "\r\n\r\n").dropFirst().joined(separator: "\r\n\r\n")
        return Response(status: status, body: body)
    }
}

struct StudioTestError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
