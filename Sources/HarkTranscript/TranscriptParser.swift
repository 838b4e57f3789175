import Foundation
import HarkEngine
import HarkKit

/// Reads the transcript format: `> turn`, `# comment`, `@directive`, blank lines, reply lines.
public enum TranscriptParser {
    public static func parse(_ text: String, file: String) throws(TranscriptError) -> Transcript {
        var lines: [Transcript.Line] = []
        var sawTurn = false
        // "\r\n" is one Character in Swift, so CRLF and LF both end a line here.
        var rawLines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }.map(String.init)
        if rawLines.last == "" { rawLines.removeLast() }
        for (offset, raw) in rawLines.enumerated() {
            let number = offset + 1
            let kind = try kind(of: raw, file: file, line: number, afterTurn: sawTurn)
            if case .turn = kind { sawTurn = true }
            lines.append(Transcript.Line(kind: kind, number: number, text: raw))
        }
        return Transcript(file: file, lines: lines)
    }

    private static func kind(of raw: String, file: String, line: Int, afterTurn: Bool) throws(TranscriptError) -> Transcript.Kind {
        func fail(_ reason: String) -> TranscriptError { TranscriptError(file: file, line: line, reason: reason) }
        if isBlank(raw) { return .blank }
        if raw == ">" { return .turn("") }
        if raw.hasPrefix(">") {
            guard raw.hasPrefix("> ") else { throw fail("a turn needs one space after “>”: “> \(raw.dropFirst())”") }
            return .turn(String(raw.dropFirst(2)))
        }
        if raw.hasPrefix("#") { return .comment }
        if raw.hasPrefix("@") { return .directive(try directive(raw, fail: fail)) }
        guard afterTurn else { throw fail("a reply line comes before any turn (“> …”)") }
        if let problem = ReplyPattern.regexProblem(in: raw) { throw fail(problem) }
        return .reply(raw)
    }

    /// Whether a line holds only spaces and tabs (what `CharacterSet.whitespaces` holds: the
    /// Unicode space separators and the tab), checked without bridging to `NSString`.
    private static func isBlank(_ raw: String) -> Bool {
        raw.unicodeScalars.allSatisfy { $0 == "\t" || $0.properties.generalCategory == .spaceSeparator }
    }

    private static func directive(_ raw: String, fail: (String) -> TranscriptError) throws(TranscriptError) -> Directive {
        let body = raw.dropFirst()
        let name = String(body.prefix { $0 != " " })
        let argument = body.dropFirst(name.count).trimmingCharacters(in: .whitespaces)
        switch name {
        case "clock":
            do { _ = try SessionClock.parse(argument, after: .fixed(TranscriptRunner.defaultInstant)) } catch {
                throw fail(error.description)
            }
            return .clock(argument)
        case "location":
            do { _ = try Location.parseSetting(argument) } catch { throw fail(error.description) }
            return .location(argument)
        case "situation":
            do {
                return .situation(try DailyRoutineSituation.parseSetting(argument))
            } catch {
                let names = DailyRoutineSituation.settingNames.sorted().joined(separator: ", ")
                throw fail("unknown situation “\(argument)”; one of \(names)")
            }
        case "tz":
            guard let zone = TimeZone(identifier: argument) else {
                throw fail("@tz takes a time zone such as Europe/Berlin or UTC, not “\(argument)”")
            }
            return .timeZone(zone)
        case "apps":
            let apps = argument.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            return .apps(apps.filter { !$0.isEmpty })
        case "trace":
            guard argument == "on" || argument == "off" else { throw fail("@trace takes on or off, not “\(argument)”") }
            return .trace(argument == "on")
        case "device":
            guard argument == "strict" || argument == "lenient" else {
                throw fail("@device takes strict or lenient, not “\(argument)”")
            }
            return .deviceStrict(argument == "strict")
        case "app":
            guard !argument.isEmpty else { throw fail("@app needs an app file, such as @app Brewer.app.json5") }
            return .app(argument)
        default:
            throw fail("unknown directive @\(name); known: \(Directive.names.map { "@\($0)" }.joined(separator: ", "))")
        }
    }
}
