/// What `hark --help` and `hark help COMMAND` print.
enum HelpText {
    static let version = "hark 0.1.0"

    static let overview = """
        hark — say what you want; Hark runs the app's intent, asking for what is missing.

        Usage:
          hark [--store PATH] [--clock ISO8601] [--location LAT,LON] [--situation S] [--no-color]
                             on a terminal: the REPL; with piped input: playback as a transcript
          hark test [PATH…] [--update]
                             run transcript files and folders (default: transcripts)
          hark open APP [--json]
                             show what an app holds, newest first
          hark suggest [--at TIME] [--near LAT,LON] [--situation S] [--limit N]
                             what the watch face would show now, best first, and why
          hark stack [--at TIME] [--near LAT,LON] [--situation S]
                             the Smart Stack's widgets now, top first, and why
          hark match --registry FILE --jsonl
                             answer the matcher line protocol (see bench/)
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
          --no-color         plain text even on a terminal (so does NO_COLOR)
          --version          print the version
          -h, --help         print this help

        Exit status: 0 success, 1 a failed test or a handled error, 2 bad usage.
        """

    static let commands: [String: String] = [
        "test": """
            hark test [PATH…] [--update]

            Runs transcripts: each file, and every *.transcript file under each folder
            (default: transcripts). Each runs on a fresh in-memory store with the clock at
            2026-01-05T09:00:00Z. A failure prints the file and line of the first difference
            and a unified diff; the last line is "N passed, N failed".

              --update   rewrite the reply lines that differ; lines matched through [..],
                         ... or (re) are kept as written

            Exit status: 0 all passed, 1 any failed, 2 a file could not be read or parsed.
            """,
        "open": """
            hark open APP [--json] [--store PATH]

            Shows what the app holds, newest first, as the app's own screen would.
            With --json, an array of objects (Hydrator: "date", "ounces", "drink").
            """,
        "suggest": """
            hark suggest [--at TIME] [--near LAT,LON] [--situation S] [--limit N] [--store PATH]

            Lists, best first, what the Siri watch face would show at TIME (default: now), at
            LAT,LON, in situation S: the relevant shortcuts whose providers all hold (more
            providers first), then shortcuts predicted from donations (done within 45 minutes
            of this time of day on at least 4 of the last 7 days), then relevant shortcuts
            without providers. Each comes with a one-line reason. --limit: at most N (default 5).
            Times of day are UTC. In the REPL, :suggest lists them and :run N runs one.
            """,
        "stack": """
            hark stack [--at TIME] [--near LAT,LON] [--situation S] [--store PATH]

            Shows the Smart Stack at TIME, top first, and why: widgets a relevant shortcut
            brings in while its providers hold, then widgets by the relevance score of their
            current timeline entry. A zero score, or a score past its duration, leaves the
            widget out.
            """,
        "match": """
            hark match --registry FILE --jsonl

            Loads a phrase registry (JSON Lines, as in bench/) and answers one JSON request
            per line on standard input with one JSON line on standard output, as the
            matcher protocol describes. Starts with a ready line.
            """,
        "help": """
            hark help [COMMAND]

            Explains hark, or one command: test, open, suggest, stack, match.
            """,
    ]
}
