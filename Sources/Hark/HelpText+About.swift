/// What help says of each command beyond its forms and flags, which come from `Subcommand`.
extension HelpText {
    /// One line for `hark --help`.
    static func summary(_ command: Subcommand) -> String {
        switch command {
        case .test: "run transcript files and folders (default: transcripts)"
        case .open: "show what an app holds, newest first"
        case .shortcuts: "your own shortcuts: a phrase bound to what you would say"
        case .doctor: "phrases two apps share or not run as said; what a device would not support"
        case .suggest: "what the watch face would show now, best first, and why"
        case .stack: "the Smart Stack's widgets now, top first, and why; your stack"
        case .match: "explain what an utterance matches: the decision, then the nearest phrases"
        case .apps: "the installed apps and where each comes from; check app files"
        case .hear: "what each recording says, and what Hark makes of it"
        case .studio: "a local web page to talk to the apps, watch each turn and save it as a transcript"
        case .completion: "print a completion script for the shell"
        case .`init`: "create a package (or, with --file, an app file) for your own app"
        case .help: "explain hark, or one command"
        }
    }

    /// The paragraphs of `hark help COMMAND` between its forms and its options.
    static func about(_ command: Subcommand) -> String {
        switch command {
        case .test:
            """
            Runs transcripts: each file, and every *.transcript file under each folder
            (default: transcripts). Each runs on a fresh in-memory store with the clock at
            2026-01-05T09:00:00Z (UTC), whatever the machine's time zone, locale or home.
            A failure prints the file and line of the first difference and a unified diff;
            when the turn there began a conversation, also what it matched and the nearest
            phrases with their scores. The last line is "N passed, N failed" (and ", N not
            found" when a path does not exist). Coverage counts
            the outcomes needsValue, disambiguation, confirmationRequired, unsupported,
            confirm and handle failure.
            Exit status: 0 all passed, 1 any failed, 2 a file could not be read or parsed,
            or bad usage.
            """
        case .open:
            """
            Shows what the app holds, newest first, as the app's own screen would.
            With --json, an array of objects, one per item, with the fields the app gives.
            """
        case .shortcuts:
            """
            Your own shortcuts, as the Shortcuts app and "Add to Siri" make them: list shows
            what each runs, fixes and asks; add makes PHRASE run what SAYING runs (the values
            SAYING gives are fixed, the others are asked each time).
            The REPL has the same as :shortcuts add "PHRASE" = SAYING, :shortcuts list,
            :shortcuts rename "OLD" to "NEW" and :shortcuts remove "PHRASE".
            Exit status: 0 done, 1 refused (the sentence says why), 2 bad usage.
            """
        case .doctor:
            """
            Says each App Shortcut phrase and user shortcut (with every name of its app)
            to the matcher and lists the utterances that can mean shortcuts of two apps.
            The rules of App Shortcuts (the app's name in every phrase, at most 10 per
            app) are checked whenever hark starts.
            --device lists instead, app by app, every phrase or behaviour a device would
            not support (a number or date in a phrase, an App Shortcut whose every phrase
            names an entity, one said without the app's name, a typo in the app's name),
            with the reason and the fix. hark --device strict (and @device strict in a
            transcript) makes Hark match as a device would.
            Exit status: 0 nothing found, 1 conflicts or differences.
            """
        case .suggest:
            """
            Lists, best first, what the Siri watch face would show at TIME (default: now), at
            LAT,LON, in situation S: the relevant shortcuts whose providers all hold (the one
            you do more often first, then more providers), then shortcuts predicted from
            donations (done within 45 minutes of this time of day on at least 4 of the last 7
            days), then relevant shortcuts without providers. Each comes with a one-line
            reason. --json: an array of objects. Situations combine (gym,commute); unless
            morning or evening is set, 05:00-11:00 is morning and 17:00-22:00 evening in
            the time zone ZONE (default: the machine's). Predictions' times of day are UTC.
            In the REPL, :suggest lists them and :run N runs one.
            """
        case .stack:
            """
            Shows the Smart Stack at TIME, top first, and why: widgets a relevant shortcut
            or a predicted donation of their configuration intent brings in (suggested, or
            rotated to the top when in your stack), then the widgets of your stack by their
            current score against their own timeline's highest. Widgets outside your stack
            with a score are listed last; they do not rotate in. add and remove change your
            stack (kept in the store). --json: an array of objects.
            """
        case .match:
            """
            Explains what UTTERANCE means to Hark, for the installed apps and the user
            shortcuts in the store: first the decision, then the nearest phrases, best
            first (at most N, default 5), each with its score (0 to 1), its app, intent
            and phrase, and the values it would fill. The decision is one of
              matched     the best scores 0.75 or more and no other shortcut is within
                          0.05 of it: Hark runs it
              ambiguous   two or more shortcuts are that close: Hark asks "Did you mean …?"
              confirm     the best is consequential and was not said exactly, or is
                          said with another of its phrases' verbs or with only its
                          verb and the app's name, or it
                          scores 0.3 or more in the app named, 0.1 above any other, and
                          says more than its verb, or it ties with others and only its
                          values were said around the request, or it scores 0.5 or
                          more and only shortcuts naming another action came near it,
                          or the request says "it" for what the clauses around it tell:
                          Hark asks "Did you mean …?"
              not a command  a negation, question, past, hypothetical, habit, a request
                          of someone else or a complaint: runs nothing
              no match    nothing scores 0.75, or the utterance names an app that is not
                          installed where the phrase needs one: Hark names the nearest
            (A conversation answers "help", "cancel" and "What can I do with APP?" before
            matching.) The words may be given quoted or not; after --, words that begin
            with - are words too.
            With --json, one object: "utterance", "decision" ("matched", "ambiguous",
            "confirm", "not a command" or "no match"), "shortcuts" (the one matched, those Hark would ask between, or
            the nearest it would name) and "candidates"; each has "score", "app",
            "intent", "shortcut", "kind" ("app shortcut" or "user shortcut"), "phrase"
            and "slots" (numbers as numbers, other values as their identifiers).

            With --registry and --jsonl, loads a phrase registry (JSON Lines, as in
            bench/) instead of the apps and answers one JSON request per line on standard
            input with one JSON line on standard output, as the matcher protocol
            describes. Starts with a ready line.
            """
        case .apps:
            """
            list: each installed app and where it comes from (built in, or its file).
            App files are installed from --app FILE and from every *.json5 and *.json in
            $XDG_CONFIG_HOME/hark/apps (else ~/.config/hark/apps); a file that cannot be
            installed is named in one sentence on stderr and hark goes on without it.
            check: reads each file and prints one line per problem: the file, the line and
            the key path (intents[0].parameters[1].type), what is wrong and what would be
            right. Two apps may not share a name, built-in ones included.
            Exit status: 0 every file is valid, 1 problems, 2 bad usage.
            """
        case .hear:
            """
            Listens to each recording (WAV, 16-bit PCM or 32-bit float, any rate: it is
            resampled to 16 kHz; several channels are mixed) for what can be said at the
            top level: every installed App Shortcut phrase with its values, your own
            shortcuts, numbers, and the fillers Hark ignores ("please", "hey hark").
            Prints what was heard with the recogniser's confidence (0 to 1), then Hark's
            decision as hark match prints it; speech outside what can be said is not
            caught ("Sorry, I didn't catch that."). With --json, an object per file (an
            array when several files are given): "file", "heard" (null when not caught),
            "confidence", "seconds", and hark match --json's "utterance", "decision"
            ("not caught" when nothing was heard), "shortcuts" and "candidates".
            """
        case .studio:
            """
            Serves Hark Studio on 127.0.0.1 only and prints its address first, with a
            random token in it: open that address in a browser. A request without the
            token, or from another origin, is refused (403). The page talks to the apps
            with the same engine and store as the REPL, draws each turn's trace as a
            timeline, saves the conversation as a transcript in FOLDER (default:
            transcripts) and runs every transcript there, showing each result and its
            diff; it draws each App Shortcut's flow, and shows the store, suggestions and
            Smart Stack at a chosen moment. No other file is read or written. Ctrl-C
            stops it.
            """
        case .completion:
            """
            Prints a script that completes hark's commands, each command's own options and
            the values they take:
              bash:  eval "$(hark completion bash)"
              zsh:   eval "$(hark completion zsh)"
              fish:  hark completion fish | source
            """
        case .`init`:
            """
            Creates a Swift package for your own app in DIR (default: ./NAME): one app
            named NAME with one intent, one parameter and its App Shortcut, a main.swift
            that runs Hark with it, two transcripts, a Makefile (make run, make test), a
            README with the next steps and a .gitignore. The package depends on Hark at
            PATH-OR-URL (a folder, or a Git URL whose main branch is used); without
            --hark, on the Hark checkout this hark was built from.
            NAME must be an ASCII Swift identifier; DIR must not exist or be empty.

            With --file, writes an app declared in a file instead: NAME.app.json5 with one
            intent, and transcripts/ with two transcripts that install it with @app and
            pass (cd NAME && hark test; hark --app NAME.app.json5 to talk to it).
            Exit status: 0 created, 1 refused (the sentence says why), 2 bad usage.
            """
        case .help:
            "Explains hark, or one command: \(Subcommand.listed)."
        }
    }
}
