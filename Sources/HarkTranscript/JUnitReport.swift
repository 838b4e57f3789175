import Foundation

/// The run as a JUnit XML report, the format CI systems read: one `<testcase>` per file, a
/// `<failure>` for each failed one (the report `hark test` prints, diff included). The counts
/// are the closing line's: `tests` = passed + failed, `failures` = failed.
///
///     var junit = JUnitReport()
///     junit.add(report)          // for each file, in order
///     try junit.xml().write(toFile: "hark.xml", atomically: true, encoding: .utf8)
public struct JUnitReport: Sendable {
    private struct Case: Sendable {
        let file: String
        let seconds: Double
        /// The failure's one-line message and its full report.
        let failure: (message: String, kind: String, report: String)?
    }

    public let name: String
    private var cases: [Case] = []

    public init(name: String = "hark test") {
        self.name = name
    }

    public mutating func add(_ report: FileReport) {
        let failure: (String, String, String)? =
            switch report.result {
            case .passed, .updated: nil
            case .failed(let outcome):
                ("first difference at line \(outcome.firstDifference ?? 0)", "mismatch", report.result.report ?? "")
            case .stillFailing(let outcome):
                ("still differs after --update, at line \(outcome.firstDifference ?? 0)", "mismatch", report.result.report ?? "")
            case .broken(let error):
                (error.description, "unreadable", report.result.report ?? "")
            }
        cases.append(Case(file: report.file, seconds: report.seconds, failure: failure))
    }

    public func xml() -> String {
        let failures = cases.filter { $0.failure != nil }.count
        let seconds = Self.seconds(cases.reduce(0) { $0 + $1.seconds })
        let counts = "tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\" time=\"\(seconds)\""
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<testsuites name=\"\(Self.escape(name))\" \(counts)>",
            "  <testsuite name=\"\(Self.escape(name))\" \(counts)>",
        ]
        for testCase in cases {
            let folder = (testCase.file as NSString).deletingLastPathComponent
            let attributes = [
                "name=\"\(Self.escape((testCase.file as NSString).lastPathComponent))\"",
                "classname=\"\(Self.escape(folder.replacingOccurrences(of: "/", with: ".")))\"",
                "file=\"\(Self.escape(testCase.file))\"",
                "time=\"\(Self.seconds(testCase.seconds))\"",
            ].joined(separator: " ")
            guard let failure = testCase.failure else {
                lines.append("    <testcase \(attributes)/>")
                continue
            }
            lines.append("    <testcase \(attributes)>")
            lines.append(
                "      <failure message=\"\(Self.escape(failure.message))\" type=\"\(failure.kind)\">"
                    + Self.escape(failure.report, inAttribute: false) + "</failure>")
            lines.append("    </testcase>")
        }
        lines += ["  </testsuite>", "</testsuites>"]
        return lines.joined(separator: "\n") + "\n"
    }

    private static func seconds(_ value: Double) -> String { String(format: "%.3f", value) }

    /// Text safe in XML content or in a double-quoted attribute (where line breaks and tabs are
    /// written as references, so they survive); characters XML 1.0 cannot hold (most control
    /// characters) become U+FFFD.
    static func escape(_ text: String, inAttribute: Bool = true) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            case "\n", "\r", "\t": escaped += inAttribute ? "&#\(scalar.value);" : String(scalar)
            default:
                let allowed = scalar.value >= 0x20 && scalar.value != 0xFFFE && scalar.value != 0xFFFF
                escaped.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
            }
        }
        return escaped
    }
}
