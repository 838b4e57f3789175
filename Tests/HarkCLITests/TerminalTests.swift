import Foundation
import Testing

/// The REPL as a person meets it: the real binary in a real terminal (tmux).
@Suite(.serialized) struct TerminalTests {
    @Test func hydrateMeIsAskedAndAnsweredAtThePrompt() throws {
        let terminal = try TerminalSession()
        try terminal.waitFor("hark> ")
        try terminal.type("Hydrate me", then: "Enter")
        #expect(try terminal.waitFor("Hydrator · ounces> ").contains("How many ounces?"))
        try terminal.type("eight", then: "Enter")
        try terminal.waitFor("Hydrator · hydrationType> ")
        try terminal.type("water", then: "Enter")
        #expect(try terminal.waitFor("OK. I logged").contains("OK. I logged 8 ounces of water."))
    }

    @Test func aLineEditedWithTheArrowsIsReadAsShown() throws {
        let terminal = try TerminalSession()
        try terminal.waitFor("hark> ")
        try terminal.type("Hydrate e", then: "Left")
        try terminal.type("m", then: "End")
        try terminal.press("Enter")
        #expect(try terminal.waitFor("How many ounces?").contains("How many ounces?"))
    }

    @Test func aLongLineIsEditedInTheMiddleAndRedrawnAfterAResize() throws {
        let terminal = try TerminalSession()
        try terminal.waitFor("hark> ")
        let long = "Log 8 ounces of water in Hydrator " + String(repeating: "x", count: 170)
        try terminal.type(long, then: "Home", "M-f", "M-f", "M-f", "M-f")
        try terminal.type(" ZZ")
        #expect(try terminal.waitFor("hark> Log 8 ounces of ZZ water").contains("hark> Log 8 ounces of ZZ water in Hydrator x"))
        try terminal.resize(columns: 60)
        try terminal.type("", then: "End")
        try terminal.type("QQ", then: "C-a")
        try terminal.type("A")
        let redrawn = "hark> ALog 8 ounces of ZZ water in Hydrator xxxxxxxxxxxxxxxx\nxxxxxxxxxx"
        let screen = try terminal.waitFor(redrawn)
        #expect(screen.contains(redrawn))
        // Typed at the end of the line, QQ is drawn at its end, where a 60-column layout puts it.
        #expect(screen.split(separator: "\n").contains { $0.hasSuffix("xQQ") }, "\(screen)")
    }

    @Test func upRecallsTheLastLine() throws {
        let terminal = try TerminalSession()
        try terminal.waitFor("hark> ")
        try terminal.type(":help quit", then: "Enter")
        try terminal.waitFor(":quit: leave Hark")
        try terminal.press("Up")
        try terminal.press("Enter")
        let twice = "hark> :help quit\n:quit: leave Hark\nhark> :help quit\n:quit: leave Hark"
        #expect(try terminal.waitFor(twice).contains(twice))
    }

    @Test func tabCompletesAPhraseAndAnAnswer() throws {
        let terminal = try TerminalSession()
        try terminal.waitFor("hark> ")
        try terminal.type("Hydr", then: "Tab")
        try terminal.type("me", then: "Enter")
        try terminal.waitFor("How many ounces?")
        try terminal.type("8", then: "Enter")
        try terminal.waitFor("What type of drink?")
        try terminal.type("cof", then: "Tab")
        try terminal.press("Enter")
        #expect(try terminal.waitFor("OK. I logged").contains("OK. I logged 8 ounces of coffee."))
    }

    @Test func ctrlCCancelsTheQuestionAndTheREPLGoesOn() throws {
        let terminal = try TerminalSession()
        try terminal.waitFor("hark> ")
        try terminal.type("Hydrate me", then: "Enter")
        try terminal.waitFor("Hydrator · ounces>")
        try terminal.press("C-c")
        #expect(try terminal.waitFor("Nothing was saved.").contains("OK, I've cancelled that. Nothing was saved."))
        try terminal.waitFor("hark>")
        try terminal.type("Log 8 ounces of tea in Hydrator", then: "Enter")
        #expect(try terminal.waitFor("OK. I logged").contains("OK. I logged 8 ounces of tea."))
    }

    @Test func ctrlDLeavesWithStatusZero() throws {
        let terminal = try TerminalSession()
        try terminal.waitFor("hark> ")
        try terminal.press("C-d")
        let screen = try terminal.waitFor("EXIT=")
        #expect(screen.contains("Goodbye."))
        #expect(screen.contains("EXIT=0"))
    }

    @Test func historyIsThereInTheNextSession() throws {
        let folder = try temporaryFolder()
        do {
            let first = try TerminalSession(folder: folder)
            try first.waitFor("hark> ")
            try first.type(":clock", then: "Enter")
            try first.waitFor("The clock")
            try first.press("C-d")
            try first.waitFor("EXIT=")
        }
        let second = try TerminalSession(folder: folder)
        try second.waitFor("hark> ")
        try second.press("Up")
        #expect(try second.waitFor("hark> :clock").contains("hark> :clock"))
        let attributes = try FileManager.default.attributesOfItem(atPath: folder + "/t.history")
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
    }

    @Test func answersToASensitiveParameterStayOutOfHistory() throws {
        let terminal = try TerminalSession()
        try terminal.waitFor("hark> ")
        try terminal.type("Lock my debit card in Wallet", then: "Enter")
        try terminal.waitFor("Wallet · pin>")
        try terminal.type("4321", then: "Enter")
        try terminal.waitFor("Your debit card is locked.")
        try terminal.press("C-d")
        try terminal.waitFor("EXIT=")
        let history = try String(contentsOfFile: terminal.folder + "/t.history", encoding: .utf8)
        #expect(history.contains("Lock\\040my\\040debit\\040card\\040in\\040Wallet"))
        #expect(!history.contains("4321"))
    }

    @Test func colourIsUsedOnATerminalAndNeverWithNoColor() throws {
        let coloured = try TerminalSession()
        try coloured.waitFor("hark> ")
        try coloured.type("Hydrate me", then: "Enter")
        try coloured.waitFor("How many ounces?")
        #expect(try coloured.screen(escapes: true).contains("\u{1B}["))
        let plain = try TerminalSession(environment: ["NO_COLOR": "1"])
        try plain.waitFor("hark> ")
        try plain.type("Hydrate me", then: "Enter")
        try plain.waitFor("How many ounces?")
        #expect(try !plain.screen(escapes: true).contains("\u{1B}["))
    }

    @Test func nonASCIITextIsReadAndShown() throws {
        let terminal = try TerminalSession(environment: ["LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"])
        try terminal.waitFor("hark> ")
        try terminal.type(":open café ☕", then: "Enter")
        #expect(try terminal.waitFor("There is no app").contains("There is no app named “café ☕”"))
    }
}
