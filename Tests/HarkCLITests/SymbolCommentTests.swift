import Foundation
import Testing

/// App authors read HarkKit and Hark through their symbol comments (`make docs`): every public
/// symbol has one. The check reads the modules `swift test` has just built (beside the test
/// binary, whichever configuration and build path).
@Test func everyPublicSymbolOfHarkKitAndHarkHasADocComment() throws {
    let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
    let result = try HarkProcess.run(
        [checkout + "/docs/symbol-comments.py", HarkProcess.builtProduct("Modules")], binary: "/usr/bin/python3")
    #expect(result.status == 0, "\(result.output)\(result.error)")
    #expect(result.output == "every public symbol has a doc comment\n")
}
