@testable import Hark
import Testing

@Test func theWelcomeLineSuggestsWhatTheInstalledAppsUnderstand() {
    #expect(REPL.welcome(example: "Log 3 in Pantry") == "Hark: say what you want (try “Log 3 in Pantry”), or :help. Ctrl-D leaves.")
    #expect(REPL.welcome(example: nil) == "Hark: no apps are installed; :help lists the commands. Ctrl-D leaves.")
}
