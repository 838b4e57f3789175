/// The files `hark init NAME --file` writes, by path inside the new folder: an app declared in
/// a file, with one intent, and two transcripts that install it with `@app` and pass.
enum FileAppTemplate {
    static func files(name: String) -> [(path: String, text: String)] {
        [("\(name).app.json5", app(name)), ("transcripts/one-shot.transcript", oneShot(name)),
         ("transcripts/question.transcript", question(name))]
    }

    static func app(_ name: String) -> String {
        """
        // \(name): an app declared in a file (see "Apps declared in a file" in Hark's README).
        // Talk to it:  hark --app \(name).app.json5
        // Test it:     hark test            (runs transcripts/, which install it with @app)
        // Check it:    hark apps check \(name).app.json5
        {
          name: "\(name)",
          intents: [
            {
              id: "logDay",
              title: "Log My Day",
              parameters: [
                { name: "mood", title: "Mood", type: "enum", prompt: "How was your day?",
                  values: { great: ["good", "wonderful"], fine: ["average", "meh"], rough: ["bad", "hard"] } },
              ],
              result: "Logged a {mood} day.",
              record: "days",
            },
          ],
          shortcuts: [
            { intent: "logDay", shortTitle: "Log My Day",
              phrases: ["Log a {mood} day in {app}", "Log my day in {app}"] },
          ],
          screen: { title: "Days", collection: "days", item: "{time}: {mood}" },
        }

        """
    }

    static func oneShot(_ name: String) -> String {
        """
        # Said in one breath: the phrase names the mood, so nothing is asked
        @app ../\(name).app.json5

        > Log a wonderful day in \(name)
        Logged a great day.
        > :open \(name)
        Days:
          2026-01-05T09:00:00Z: great

        """
    }

    static func question(_ name: String) -> String {
        """
        # A flow with a question: the mood is asked for, and a synonym answers it
        @app ../\(name).app.json5

        > Log my day in \(name)
        How was your day?
        > average
        Logged a fine day.

        """
    }
}
