import Foundation

/// Messages between `hark test` and its workers, over a socket: eight bytes of length
/// (little-endian), then the bytes. Sends never raise SIGPIPE: a peer that has gone away is a
/// failed send, which the sender reports.
///
///     WorkerChannel.send(Data("transcripts/a.transcript".utf8), to: socket)
///     let reply = WorkerChannel.receive(from: socket)   // nil once the peer has gone
enum WorkerChannel {
    /// Sends one message; false when the peer is gone.
    static func send(_ message: Data, to socket: Int32) -> Bool {
        var length = UInt64(message.count).littleEndian
        let header = Data(bytes: &length, count: MemoryLayout<UInt64>.size)
        return sendAll(header + message, to: socket)
    }

    /// The next message, or nil when the peer closed the socket (or died) before sending it whole.
    static func receive(from socket: Int32) -> Data? {
        guard let header = receive(count: MemoryLayout<UInt64>.size, from: socket) else { return nil }
        let length = header.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
        guard length <= UInt64(Int.max) else { return nil }
        return receive(count: Int(length), from: socket)
    }

    /// A connected pair of sockets, neither inherited by programs this process starts.
    static func pair() -> (Int32, Int32)? {
        var ends: [Int32] = [0, 0]
        let type = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        guard socketpair(AF_UNIX, type, 0, &ends) == 0 else { return nil }
        return (ends[0], ends[1])
    }

    private static func sendAll(_ data: Data, to socket: Int32) -> Bool {
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let sent = Foundation.send(socket, raw.baseAddress.map { $0 + offset }, raw.count - offset, Int32(MSG_NOSIGNAL))
                if sent < 0, errno == EINTR { continue }
                guard sent > 0 else { return false }
                offset += sent
            }
            return true
        }
    }

    private static func receive(count: Int, from socket: Int32) -> Data? {
        var data = Data(count: count)
        let complete = data.withUnsafeMutableBytes { raw in
            var offset = 0
            while offset < count {
                let got = recv(socket, raw.baseAddress.map { $0 + offset }, count - offset, 0)
                if got < 0, errno == EINTR { continue }
                guard got > 0 else { return false }
                offset += got
            }
            return true
        }
        return complete ? data : nil
    }
}
