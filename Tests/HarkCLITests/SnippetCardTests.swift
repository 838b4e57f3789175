import HarkKit
import Testing

@testable import Hark

private let card = Snippet(title: "Your meditation", rows: [
    .init(label: "Today", value: "25 minutes"),
    .init(label: "In all", value: "40 minutes in 3 sessions"),
])

@Test func aCardFitsItsContentOnAWideTerminal() {
    #expect(
        SnippetCard.lines(card, width: 80) == [
            "┌─ Your meditation ────────────────┐",
            "│ Today   25 minutes               │",
            "│ In all  40 minutes in 3 sessions │",
            "└──────────────────────────────────┘",
        ])
}

@Test func aCardWrapsValuesToANarrowTerminal() {
    let lines = SnippetCard.lines(card, width: 24)
    #expect(lines.allSatisfy { $0.count <= 24 })
    #expect(lines.contains("│ In all  40 minutes   │"))
    #expect(lines.contains("│         in 3         │"))
}
