import CSQLite
import Foundation
import Testing

/// A Siri Tip is noted in the store when shown, so each is shown at most once per store. A store
/// that refuses the note (here a trigger, in real SQLite) fails no turn, and shows no tip: it
/// used to show the same tip after every run, the note's failure ignored.
@Test func aTipThatCannotBeNotedIsNotShown() throws {
    let store = try temporaryFolder() + "/x.sqlite"
    #expect(try HarkProcess.run(["--store", store], input: "Sign in to Meditator\nAda\n").status == 0)
    var handle: OpaquePointer?
    sqlite3_open(store, &handle)
    let trigger = """
        CREATE TRIGGER no_tips BEFORE INSERT ON settings WHEN NEW.key LIKE 'siri-tip-shown.%'
        BEGIN SELECT RAISE(ABORT, 'tips refused'); END
        """
    #expect(sqlite3_exec(handle, trigger, nil, nil, nil) == SQLITE_OK)
    sqlite3_close(handle)
    for _ in 1...2 {
        let result = try HarkProcess.run(["--store", store], input: "Start a meditation in Meditator\nthe second one\n")
        #expect(result.status == 0)
        #expect(result.output.contains("Starting Walking for 15 minutes."))
        #expect(!result.output.contains("Tip:"))
    }
}
