import Foundation
import HarkEngine
import HarkFileApps

/// `hark init NAME --file [--path DIR]`: a folder (default `./NAME`) holding `NAME.app.json5`,
/// an app of one intent, and `transcripts/` with two transcripts that pass (`@app`), so a voice
/// flow can be tried and tested at once: `cd NAME && hark test`.
enum InitFileAppCommand {
    static func run(options: Options) -> Int32 {
        guard options.positional.count == 2 else {
            Output.error("Say the app's name: hark init NAME --file [--path DIR].")
            return ExitStatus.usage
        }
        let name = options.positional[1]
        guard isValid(name) else {
            Output.error("“\(name)” cannot name an app file; use letters and digits, starting with a letter, such as MoodLog.")
            return ExitStatus.usage
        }
        let folder = options.initPath ?? name
        let manager = FileManager.default
        if let contents = try? manager.contentsOfDirectory(atPath: folder), !contents.isEmpty {
            Output.error("The folder \(folder) is not empty; choose another with --path.")
            return ExitStatus.failure
        }
        let files = FileAppTemplate.files(name: name)
        do {
            for (path, text) in files {
                let url = URL(fileURLWithPath: folder).appendingPathComponent(path)
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try text.write(to: url, atomically: true, encoding: .utf8)
            }
        } catch {
            Output.error("Cannot write the app in \(folder): \(error.localizedDescription)")
            return ExitStatus.failure
        }
        Output.line("Wrote \(files.map { "\(folder)/\($0.path)" }.joined(separator: ", ")).")
        Output.line("Next: cd \(folder) && hark test, then hark --app \(name).app.json5 and say “Log my day in \(name)”.")
        return ExitStatus.success
    }

    private static func isValid(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, CharacterSet.letters.contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) }
    }
}

/// The files `hark init NAME --file` writes, by path inside the new folder.
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
