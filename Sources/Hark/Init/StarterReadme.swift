/// The README of a package `hark init` writes: how to run it, test it and grow it.
enum StarterReadme {
    static func text(name: String) -> String {
        let phrase = StarterPackage.examplePhrase(for: name)
        return #"""
            # \#(name)

            A voice-style app for Hark: you type what you would
            say, Hark runs the intent, asks for what is missing, and keeps the result.

            ```sh
            make run     # install what the build needs, build, and start the REPL
            make test    # the same, then run every transcript in transcripts/
            ```

            In the REPL, say “\#(phrase)” and answer the question; `:open \#(name)` shows
            what was logged, `:help` lists the commands. The binary is
            `.build/debug/\#(name)`; it takes every option and command `hark` does:

            ```sh
            printf '\#(phrase)\\n3\\n' | .build/debug/\#(name) --store \#(name.lowercased()).sqlite
            .build/debug/\#(name) open \#(name) --json --store \#(name.lowercased()).sqlite
            .build/debug/\#(name) test --update     # accept what the app now says
            ```

            ## What is here

            - `Sources/\#(name)/\#(name).swift`: the app: its name and its App Shortcut's phrases.
              Every phrase says the app's name (`\(.applicationName)`); at most ten App Shortcuts.
              A phrase may name only `AppEnum` or `AppEntity` parameters on a device; `hark doctor
              --device` lists any phrase a device would refuse.
            - `Sources/\#(name)/LogAmount.swift`: the intent: its parameter, how the parameter is
              resolved, and what `handle` does and says.
            - `Sources/\#(name)/main.swift`: runs Hark with the app; list more apps beside it.
            - `transcripts/`: conversations `make test` plays back and checks, line by line.

            ## Next steps

            1. Rename `LogAmount` and its phrases to what your app does; add parameters (`Int`,
               `Bool`, `String`, or an `AppEnum` of your own) and their prompts.
            2. Say it in the REPL; record the conversation with `:record FILE.transcript`, `:stop`,
               and move the file into `transcripts/`.
            3. Give the app a `screen(records:now:)` to show its records your way, and
               `suggestedShortcuts` for short phrases of the person's own that a new store starts with.
            4. Run `make test` after each change; `.build/debug/\#(name) test --coverage` lists
               what no transcript exercises yet.

            Hark's README and its documentation (`make docs` in the Hark checkout) describe every
            part of HarkKit.

            """#
    }
}
