import Foundation
import Testing

/// The line editor at its edges: a sensitive answer, history search, a window that shrinks,
/// and a suspended REPL brought back.
@Suite(.serialized) struct TerminalEditingTests {
    @Test func aPINIsMaskedAsItIsTyped() throws {
        let terminal = try TerminalSession()
        try terminal.waitFor("hark> ")
        try terminal.type("Lock my debit card in Wallet", then: "Enter")
        try terminal.waitFor("Wallet · pin>")
        try terminal.type("43219")
        let typed = try terminal.waitFor("Wallet · pin> •••••")
        #expect(typed.contains("Wallet · pin> •••••"), "\(typed)")
        #expect(!typed.contains("4321"))
        // Backspace takes the 9 back: the answer is the four digits left.
        try terminal.press("BSpace", "Enter")
        let screen = try terminal.waitFor("Your debit card is locked.")
        #expect(screen.contains("Your debit card is locked."), "\(screen)")
        #expect(!screen.contains("4321"))
    }
}
