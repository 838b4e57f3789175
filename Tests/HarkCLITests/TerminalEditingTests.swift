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

extension TerminalEditingTests {
    @Test func ctrlUAfterTheWindowShrinksLeavesNoOldText() throws {
        let terminal = try TerminalSession()
        try terminal.waitFor("hark> ")
        try terminal.type("Log 8 ounces of water in Hydrator and some more words here")
        try terminal.waitFor("words here")
        try terminal.resize(columns: 40)
        try terminal.press("C-u")
        try terminal.type("hi")
        let screen = try terminal.waitFor("hark> hi")
        #expect(screen.contains("hark> hi"), "\(screen)")
        #expect(!screen.contains("words here"), "\(screen)")
        #expect(!screen.contains("Hydrator and"), "\(screen)")
    }

    @Test func ctrlRSearchesHistoryWithAPromptThatSaysSo() throws {
        let terminal = try TerminalSession()
        try terminal.waitFor("hark> ")
        try terminal.type("Log 8 ounces of water in Hydrator", then: "Enter")
        try terminal.waitFor("OK. I logged 8 ounces of water.")
        try terminal.type(":apps", then: "Enter")
        try terminal.waitFor("Wallet")
        try terminal.press("C-r")
        try terminal.type("wat")
        let searching = try terminal.waitFor("history search “wat”: Log 8 ounces of water in Hydrator")
        #expect(searching.contains("history search “wat”: Log 8 ounces of water in Hydrator"), "\(searching)")
        #expect(!searching.contains("bck:"))
        // Enter runs the line found: a second entry is logged.
        try terminal.press("Enter")
        try terminal.waitFor("hark> Log 8 ounces of water in Hydrator\nOK. I logged")
        try terminal.type(":open Hydrator", then: "Enter")
        let opened = try terminal.waitFor("hark> :open Hydrator\nHydrator:")
        #expect(opened.components(separatedBy: "8 oz of water").count == 3, "\(opened)")
    }

    @Test func ctrlZThenFgDrawsThePromptAgainAndEchoesOnce() throws {
        let terminal = try TerminalSession(jobControl: true)
        try terminal.waitFor("hark> ")
        try terminal.type("Hydrate")
        // Ctrl-Z flushes what the terminal holds unread, so the line is on screen first.
        try terminal.waitFor("hark> Hydrate")
        try terminal.press("C-z")
        try terminal.waitFor("Stopped")
        try terminal.type("fg", then: "Enter")
        let back = try terminal.waitFor("hark --store")
        try terminal.type(" me")
        let screen = try terminal.waitFor("hark> Hydrate me")
        #expect(screen.contains("hark> Hydrate me"), "\(back)\n\(screen)")
        #expect(!screen.contains(" me\n me"), "\(screen)")
        try terminal.press("Enter")
        #expect(try terminal.waitFor("How many ounces?").contains("How many ounces?"))
    }
}
