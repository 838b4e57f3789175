import Foundation
import HarkKit

/// A parsed transcript: its lines in order, each knowing where it came from.
///
///     let transcript = try TranscriptParser.parse("> Hydrate me\nHow many ounces?\n", file: "t.transcript")
///     transcript.lines[0].kind   // .turn("Hydrate me")
public struct Transcript: Sendable, Equatable {
    public struct Line: Sendable, Equatable {
        public var kind: Kind
        /// 1-based line number in the file.
        public var number: Int
        /// The line as written (without its line ending).
        public var text: String
    }

    public enum Kind: Sendable, Equatable {
        case turn(String)
        case reply(String)
        case comment
        case blank
        case directive(Directive)
    }

    public var file: String
    public var lines: [Line]
}

/// A directive and its argument, checked when the file is read.
public enum Directive: Sendable, Equatable {
    case clock(String)
    case location(String)
    case situation([DailyRoutineSituation])
    /// `@tz Europe/Berlin`: the time zone morning and evening are told in (UTC until set).
    case timeZone(TimeZone)
    case apps([String])
    case trace(Bool)
    /// An app file to install for the whole transcript, relative to the transcript.
    case app(String)
    /// `@device strict`: match as a device would; `@device lenient`: as Hark does.
    case deviceStrict(Bool)

    public static let names = ["clock", "location", "situation", "tz", "apps", "trace", "device", "app"]
}

/// A transcript that cannot be read, or whose app crashed while it played; the message names
/// the file and line.
public struct TranscriptError: Error, Equatable, CustomStringConvertible {
    public let file: String
    public let line: Int
    public let reason: String
    /// The file is fine but the app ended its worker process: a failed test, not bad usage.
    public let isAppCrash: Bool

    public var description: String { line > 0 ? "\(file):\(line): \(reason)" : "\(file): \(reason)" }

    public init(file: String, line: Int, reason: String, isAppCrash: Bool = false) {
        self.file = file
        self.line = line
        self.reason = reason
        self.isAppCrash = isAppCrash
    }
}
