import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import HarkTranscript
import Testing

/// Reads a JUnit report back: the counts of `<testsuites>`, each case's name and failure text.
final class JUnitReader: NSObject, XMLParserDelegate {
    var totals: [String: String] = [:]
    var cases: [(name: String, failure: String?)] = []
    private var text: String?

    static func read(_ xml: String) throws -> JUnitReader {
        let reader = JUnitReader()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = reader
        guard parser.parse() else { throw parser.parserError ?? CocoaError(.coderReadCorrupt) }
        return reader
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        switch name {
        case "testsuites": totals = attributes
        case "testcase": cases.append((attributes["name"] ?? "", nil))
        case "failure": text = ""
        default: break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text? += string }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "failure", !cases.isEmpty {
            cases[cases.count - 1].failure = text
            text = nil
        }
    }
}

@Test func theJUnitReportIsXMLWhoseCountsAreTheClosingLines() throws {
    let root = try folder(with: [
        "a.transcript": passing, "b <&> \"quoted\".transcript": failing, "c.transcript": "@weather rain\n",
    ])
    let (reports, summary) = try runSuite(root, jobs: 2)
    var junit = JUnitReport()
    reports.forEach { junit.add($0) }
    let report = try JUnitReader.read(junit.xml())
    #expect(summary.closingLine == "1 passed, 2 failed")
    #expect(report.totals["tests"] == "3")
    #expect(report.totals["failures"] == "2")
    #expect(report.totals["errors"] == "0")
    #expect(report.cases.map(\.name) == ["a.transcript", "b <&> \"quoted\".transcript", "c.transcript"])
    #expect(report.cases[0].failure == nil)
    #expect(report.cases[1].failure == reports[1].result.report)
    #expect(report.cases[2].failure == "ERROR \(root)/c.transcript:1: unknown directive @weather; known: @clock, @location, @situation, @tz, @apps, @trace, @device, @app")
}

@Test func controlCharactersXMLCannotHoldAreReplaced() throws {
    var junit = JUnitReport(name: "bell \u{7} & tab\t")
    junit.add(FileReport(file: "x\u{1B}[31m.transcript", result: .broken(.init(file: "x", line: 1, reason: "a\u{0}b <c>")), seconds: 0.5))
    let xml = junit.xml()
    let report = try JUnitReader.read(xml)
    #expect(report.cases.map(\.name) == ["x\u{FFFD}[31m.transcript"])
    #expect(report.cases.first?.failure == "ERROR x:1: a\u{FFFD}b <c>")
    #expect(report.totals["name"] == "bell \u{FFFD} & tab\t")
    #expect(report.totals["time"] == "0.500")
}
