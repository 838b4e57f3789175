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

/// However narrow the terminal, no line of a card is wider than it: below the room a value
/// needs beside its label, the value goes under the label.
@Test(arguments: [18, 14, 12, 8])
func aCardFitsEvenAVeryNarrowTerminal(width: Int) {
    let lines = SnippetCard.lines(card, width: width)
    #expect(lines.allSatisfy { $0.count <= width }, "\(lines)")
    #expect(lines.contains { $0.contains("Today") || $0.contains("Tod…") })
}

@Test func aCardInEighteenColumnsPutsValuesUnderTheirLabels() {
    #expect(
        SnippetCard.lines(card, width: 18) == [
            "┌─ Your medita… ─┐",
            "│ Today          │",
            "│   25 minutes   │",
            "│ In all         │",
            "│   40 minutes   │",
            "│   in 3         │",
            "│   sessions     │",
            "└────────────────┘",
        ])
}
