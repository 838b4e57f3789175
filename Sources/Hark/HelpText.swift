/// What `hark --help` and `hark help COMMAND` print.
enum HelpText {
    static let version = "hark 0.1.0"

    static let overview = """
        hark — say what you want; Hark runs the app's intent, asking for what is missing.

        Usage:
          hark [--store PATH] [--clock ISO8601] [--location LAT,LON] [--situation S] [--no-color]
                             on a terminal: the REPL; with piped input: playback as a transcript
          hark test [PATH…] [--update] [--jobs N] [--filter TEXT] [--fail-fast]
                    [--shard I/N] [--junit FILE] [--coverage]
                             run transcript files and folders (default: transcripts)
          hark open APP [--json]
                             show what an app holds, newest first
          hark shortcuts list|add PHRASE SAYING|rename OLD NEW|remove PHRASE
                             your own shortcuts: a phrase bound to what you would say
          hark doctor [--device]
                             report phrases of two apps that one utterance can match;
                             --device: what a device would not support, and the fix
          hark suggest [--at TIME] [--near LAT,LON] [--situation S] [--limit N] [--json]
                             what the watch face would show now, best first, and why
          hark stack [--at TIME] [--near LAT,LON] [--situation S] [--json]
          hark stack add|remove KIND
                             the Smart Stack's widgets now, top first, and why; your stack
          hark match UTTERANCE [--json] [--limit N]
                             explain what an utterance matches: the decision, then
                             the nearest phrases with scores and the values they fill
          hark match --registry FILE --jsonl
                             answer the matcher line protocol (see bench/)
          hark apps list     the installed apps and where each comes from
          hark apps check FILE…
                             check app files: one line per problem, exit 0 when valid
          hark hear FILE.wav… [--json]
                             what each recording says, and what Hark makes of it
          hark [--listen] [--speak | --speak-to FILE.wav]
                             talk and listen: push-to-talk in the REPL, replies spoken
          hark completion bash|zsh|fish
                             print a completion script for the shell
          hark init NAME [--path DIR] [--hark PATH-OR-URL]
                             create a package for your own app, ready to run and test
          hark init NAME --file [--path DIR]
                             an app declared in a file instead, with two transcripts
          hark help [COMMAND]
                             explain a command

        Options:
          --store PATH       the SQLite store (default: $XDG_DATA_HOME/hark/hark.sqlite,
                             else ~/.local/share/hark/hark.sqlite); history sits beside it
          --clock VALUE      the time Hark believes it is: 2026-11-30T08:00:00Z or +90m
                             (--at is the same)
          --location LAT,LON where you are, or none (--near is the same)
          --situation NAME   the daily-routine situation: morning, evening, home, work,
                             school, gym, commute, headphonesConnected, activeWorkout,
                             physicalActivityIncomplete, or none
          --device strict    match as a device would: no number in a phrase, the app's
                             name said exactly (--device lenient: as Hark does)
          --app FILE         install the app declared in FILE (JSON5) beside the others;
                             repeatable. Every *.json5 and *.json in $XDG_CONFIG_HOME/hark/apps
                             (else ~/.config/hark/apps) is installed on every run
          --no-color         plain text even on a terminal (so does NO_COLOR)
          --speak            speak every reply through espeak-ng (:speak on|off too)
          --speak-to FILE    write the spoken replies to a WAV file instead
          --listen           in the REPL, Enter on an empty line listens to the microphone
          --version          print the version
          -h, --help         print this help

        Exit status: 0 success, 1 a failed test or a handled error, 2 bad usage.
        """

    static let commands: [String: String] = [
        "test": """
            hark test [PATH…] [--update] [--jobs N] [--filter TEXT] [--fail-fast]
                      [--shard I/N] [--junit FILE] [--coverage]

            Runs transcripts: each file, and every *.transcript file under each folder
            (default: transcripts). Each runs on a fresh in-memory store with the clock at
            2026-01-05T09:00:00Z (UTC), whatever the machine's time zone, locale or home.
            A failure prints the file and line of the first difference and a unified diff;
            when the turn there began a conversation, also what it matched and the nearest
            phrases with their scores. The last line is "N passed, N failed".

              --update        rewrite the reply lines that differ, then run the file again;
                              lines matched through [..], ... or (re), comments, directives
                              and blank lines are kept as written
              --jobs N, -j N  run N transcripts at once (default: the number of cores);
                              the output is in the files' order whatever N is
              --filter TEXT   only the files whose path contains TEXT
              --fail-fast     stop after the first failure
              --shard I/N     only the Ith of N shares of the files (every Nth, from the
                              Ith), for splitting a suite across CI machines
              --junit FILE    also write a JUnit XML report, counted as the closing line
              --coverage      print, per app, which App Shortcuts, phrases, parameters and
                              outcomes (needsValue, disambiguation, confirmationRequired,
                              unsupported, confirm and handle failure) the suite exercised

            Exit status: 0 all passed, 1 any failed, 2 a file could not be read or parsed,
            or bad usage.
            """,
        "open": """
            hark open APP [--json] [--store PATH]

            Shows what the app holds, newest first, as the app's own screen would.
            With --json, an array of objects, one per item, with the fields the app gives.
            """,
        "shortcuts": """
            hark shortcuts list|add|rename|remove [--store PATH]

            Your own shortcuts, as the Shortcuts app and "Add to Siri" make them:
              hark shortcuts list                        what each runs, fixes and asks
              hark shortcuts add PHRASE SAYING           PHRASE runs what SAYING runs; the
                                                         values SAYING gives are fixed, the
                                                         others are asked each time
              hark shortcuts rename OLD NEW
              hark shortcuts remove PHRASE
            The REPL has the same as :shortcuts add "PHRASE" = SAYING, :shortcuts list,
            :shortcuts rename "OLD" to "NEW" and :shortcuts remove "PHRASE".
            Exit status: 0 done, 1 refused (the sentence says why), 2 bad usage.
            """,
        "doctor": """
            hark doctor [--device] [--store PATH]

            Says each App Shortcut phrase and user shortcut (with every name of its app)
            to the matcher and lists the utterances that can mean shortcuts of two apps.
            The rules of App Shortcuts (the app's name in every phrase, at most 10 per
            app) are checked whenever hark starts.
            --device lists instead, app by app, every phrase or behaviour a device would
            not support (a number in a phrase, an App Shortcut said without the app's
            name, a typo in the app's name), with the reason and the fix. --device strict
            (and @device strict in a transcript) makes Hark match as a device would.
            Exit status: 0 nothing found, 1 conflicts or differences.
            """,
        "suggest": """
            hark suggest [--at TIME] [--near LAT,LON] [--situation S] [--limit N] [--json] [--store PATH]

            Lists, best first, what the Siri watch face would show at TIME (default: now), at
            LAT,LON, in situation S: the relevant shortcuts whose providers all hold (the one
            you do more often first, then more providers), then shortcuts predicted from
            donations (done within 45 minutes of this time of day on at least 4 of the last 7
            days), then relevant shortcuts without providers. Each comes with a one-line
            reason. --limit: at most N (default 5). --json: an array of objects. Times of day
            are UTC; with no situation set, 05:00-11:00 is morning and 17:00-22:00 evening.
            In the REPL, :suggest lists them and :run N runs one.
            """,
        "stack": """
            hark stack [--at TIME] [--near LAT,LON] [--situation S] [--json] [--store PATH]
            hark stack add KIND
            hark stack remove KIND

            Shows the Smart Stack at TIME, top first, and why: widgets a relevant shortcut
            or a predicted donation of their configuration intent brings in (suggested, or
            rotated to the top when in your stack), then the widgets of your stack by their
            current score against their own timeline's highest. Widgets outside your stack
            with a score are listed last; they do not rotate in. add and remove change your
            stack (kept in the store). --json: an array of objects.
            """,
        "match": """
            hark match UTTERANCE [--json] [--limit N] [--store PATH]
            hark match --registry FILE --jsonl

            Explains what UTTERANCE means to Hark, for the installed apps and the user
            shortcuts in the store: first the decision, then the nearest phrases, best
            first (at most N, default 5), each with its score (0 to 1), its app, intent
            and phrase, and the values it would fill. The decision is one of
              matched     the best scores 0.75 or more and no other shortcut is within
                          0.02 of it: Hark runs it
              ambiguous   two or more shortcuts are that close: Hark asks "Did you mean …?"
              no match    nothing scores 0.75, or the utterance names an app that is not
                          installed where the phrase needs one: Hark names the nearest
            (A conversation answers "help", "cancel" and "What can I do with APP?" before
            matching.) The words may be given quoted or not.
            With --json, one object: "utterance", "decision" ("matched", "ambiguous" or
            "no match"), "shortcuts" (the one matched, those Hark would ask between, or
            the nearest it would name) and "candidates"; each has "score", "app",
            "intent", "shortcut", "kind" ("app shortcut" or "user shortcut"), "phrase"
            and "slots" (numbers as numbers, other values as their identifiers).

            With --registry and --jsonl, loads a phrase registry (JSON Lines, as in
            bench/) instead of the apps and answers one JSON request per line on standard
            input with one JSON line on standard output, as the matcher protocol
            describes. Starts with a ready line.
            """,
        "apps": """
            hark apps list [--app FILE…]
            hark apps check FILE…

            list: each installed app and where it comes from (built in, or its file).
            App files are installed from --app FILE and from every *.json5 and *.json in
            $XDG_CONFIG_HOME/hark/apps (else ~/.config/hark/apps); a file that cannot be
            installed is named in one sentence on stderr and hark goes on without it.
            check: reads each file and prints one line per problem: the file, the line and
            the key path (intents[0].parameters[1].type), what is wrong and what would be
            right. Two apps may not share a name, built-in ones included.
            Exit status: 0 every file is valid, 1 problems, 2 bad usage.
            """,
        "hear": """
            hark hear FILE.wav… [--json] [--store PATH]

            Listens to each recording (WAV, 16-bit PCM or 32-bit float, any rate: it is
            resampled to 16 kHz; several channels are mixed) for what can be said at the
            top level: every installed App Shortcut phrase with its values, your own
            shortcuts, numbers, and the fillers Hark ignores ("please", "hey hark").
            Prints what was heard with the recogniser's confidence (0 to 1), then Hark's
            decision as hark match prints it; speech outside what can be said is not
            caught ("Sorry, I didn't catch that."). With --json, an object per file (an
            array when several files are given): "file", "heard" (null when not caught),
            "confidence", "seconds", "teensAndTens" (each teen or ten, "sixteen" or
            "sixty", decided by how long its ending lasts: "decoded", "heard",
            "lastSyllable", "lastVowel"), and hark match --json's "utterance",
            "decision" ("not caught" when nothing was heard), "shortcuts" and
            "candidates".
            """,
        "completion": """
            hark completion bash|zsh|fish

            Prints a script that completes hark's commands and options:
              bash:  eval "$(hark completion bash)"
              zsh:   eval "$(hark completion zsh)"
              fish:  hark completion fish | source
            """,
        "init": """
            hark init NAME [--path DIR] [--hark PATH-OR-URL]

            Creates a Swift package for your own app in DIR (default: ./NAME): one app
            named NAME with one intent, one parameter and its App Shortcut, a main.swift
            that runs Hark with it, two transcripts, a Makefile (make run, make test), a
            README with the next steps and a .gitignore. The package depends on Hark at
            PATH-OR-URL (a folder, or a Git URL whose main branch is used); without
            --hark, on the Hark checkout this hark was built from.
            NAME must be a Swift identifier; DIR must not exist or be empty.

            With --file, writes an app declared in a file instead: NAME.app.json5 with one
            intent, and transcripts/ with two transcripts that install it with @app and
            pass (cd NAME && hark test; hark --app NAME.app.json5 to talk to it).
            Exit status: 0 created, 1 refused (the sentence says why), 2 bad usage.
            """,
        "help": """
            hark help [COMMAND]

            Explains hark, or one command: test, open, shortcuts, doctor, suggest, stack, match, apps, hear, completion, init.
            """,
    ]
}
