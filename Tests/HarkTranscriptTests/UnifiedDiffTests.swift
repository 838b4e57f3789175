import HarkTranscript
import Testing

@Test func identicalLinesHaveNoDiff() {
    #expect(UnifiedDiff.make(from: ["a"], to: ["a"], fromName: "x", toName: "y") == "")
}

@Test func distantChangesMakeSeparateHunks() {
    let old = (1...20).map(String.init)
    var new = old
    new[1] = "two"
    new[18] = "nineteen"
    let diff = UnifiedDiff.make(from: old, to: new, fromName: "x", toName: "y")
    #expect(diff.components(separatedBy: "\n").filter { $0.hasPrefix("@@") } == ["@@ -1,5 +1,5 @@", "@@ -16,5 +16,5 @@"])
}
