import Foundation
import Testing

@testable import HarkFileApps

/// Hark reads JSON5 itself, so that it can read past a missing comma or a key given twice; it
/// must stop at nothing, however the text is broken.
@Test func nestingDeeperThanAnAppFileNeedsIsRefusedNotACrash() {
    for opening in ["[", "{a:"] {
        let outline = JSON5Outline(String(repeating: opening, count: 100_000))
        #expect(outline.value == nil)
        #expect(outline.problems.map(\.message) == ["syntax error: lists and objects nest more than 64 deep here"])
    }
}

@Test func everyCutAndSplicedTeapotIsReadOrRefusedWithProblems() throws {
    let text = try String(contentsOfFile: AppFileFixtures.path("Teapot.app.json5"), encoding: .utf8)
    let characters = Array(text)
    var generator = Seeded(state: 29)
    for _ in 0..<2_000 {
        var broken = characters
        for _ in 0..<Int.random(in: 1...4, using: &generator) {
            let at = Int.random(in: 0..<broken.count, using: &generator)
            if Bool.random(using: &generator) {
                broken.remove(at: at)
            } else {
                broken.insert(Array("{}[],:'\"\\/*x0 \n").randomElement(using: &generator) ?? " ", at: at)
            }
        }
        // Read to the end or stopped with the reason: either way, no crash.
        let outline = JSON5Outline(String(broken))
        #expect(outline.value != nil || !outline.problems.isEmpty)
    }
}

/// The same cuts on every run.
private struct Seeded: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state
    }
}

@Test func escapesAndNumbersAreReadAsJSON5Says() {
    let outline = JSON5Outline(#"{ a: 'it\'s\n\u00e9\x41', b: 0x1F, c: -2.5e1, d: +3, e: [1,], f: .5, g: Infinity }"#)
    #expect(outline.problems.isEmpty)
    let members = outline.value?.object
    #expect(members?["a"] == .string("it's\néA"))
    #expect(members?["b"] == .integer(31))
    #expect(members?["c"] == .integer(-25))
    #expect(members?["d"] == .integer(3))
    #expect(members?["e"] == .array([.integer(1)]))
    #expect(members?["f"] == .number(0.5))
    #expect(members?["g"] == .number(.infinity))
}
