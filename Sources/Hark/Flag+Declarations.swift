import Foundation
import HarkEngine
import HarkKit
import HarkTranscript

/// Every flag, declared once; `Subcommand.flags` says which command takes which.
extension Flag {
    static let store = Flag(
        ["--store"], value: "PATH",
        help: "the SQLite store (default: $XDG_DATA_HOME/hark/hark.sqlite, else ~/.local/share/hark/hark.sqlite); history sits beside it",
        completion: .file
    ) { $0.storePath = $1 }

    static let clock = Flag(
        ["--clock", "--at"], value: "TIME", help: "the time Hark believes it is: 2026-11-30T08:00:00Z, +90m from now, or now"
    ) { options, text throws(FlagProblem) in
        do throws(SettingError) { options.clock = try SessionClock.parse(text, after: .running(.system), realTime: .system) } catch {
            throw FlagProblem(error.description)
        }
    }

    static let location = Flag(["--location", "--near"], value: "LAT,LON", help: "where you are, or none") { options, text throws(FlagProblem) in
        do throws(SettingError) { options.location = try Location.parseSetting(text) } catch { throw FlagProblem(error.description) }
    }

    static let situation = Flag(
        ["--situation"], value: "NAME[,NAME]",
        help: "the daily-routine situations, which combine (repeatable): \(UnknownSituation.names), or none",
        completion: .words(DailyRoutineSituation.settingNames)
    ) { options, text throws(FlagProblem) in
        do throws(UnknownSituation) {
            let situations = try DailyRoutineSituation.parseSetting(text)
            options.situations = situations.isEmpty ? [] : DailyRoutineSituation.ordered(options.situations + situations)
        } catch {
            throw FlagProblem("“\(error.text)” is not a situation; use one of \(UnknownSituation.names), or none.")
        }
    }

    static let timeZone = Flag(
        ["--tz"], value: "ZONE", help: "the time zone morning and evening are told in: Europe/Berlin, UTC (default: the machine's, as TZ sets it)"
    ) { options, text throws(FlagProblem) in
        guard let zone = TimeZone(identifier: text) else {
            throw FlagProblem("“\(text)” is not a time zone; use a name such as Europe/Berlin or America/New_York, or UTC.")
        }
        options.timeZone = zone
    }

    static let device = Flag(
        ["--device"], value: "strict|lenient",
        help: "match as a device would (strict: no number or date in a phrase, the app's name and the phrase's words said exactly) or as Hark does (lenient)",
        completion: .words(["strict", "lenient"])
    ) { options, text throws(FlagProblem) in
        guard text == "strict" || text == "lenient" else { throw FlagProblem("“\(text)” is not a device mode; use strict or lenient.") }
        options.deviceStrict = text == "strict"
    }

    static let deviceReport = Flag(["--device"], help: "list instead every phrase or behaviour a device would not support, with the fix") {
        options, _ in options.device = true
    }

    static let app = Flag(
        ["--app"], value: "FILE",
        help: "install the app declared in FILE (JSON5) beside the others; repeatable",
        completion: .file
    ) { $0.appFiles.append($1) }

    static let noColor = Flag(["--no-color"], help: "plain text even on a terminal (so does NO_COLOR)") { options, _ in options.noColor = true }
    static let speak = Flag(["--speak"], help: "speak every reply through espeak-ng (:speak on|off too)") { options, _ in options.speak = true }
    static let speakTo = Flag(["--speak-to"], value: "FILE.wav", help: "write the spoken replies to a WAV file instead", completion: .file) {
        $0.speakTo = $1
    }
    static let listen = Flag(["--listen"], help: "in the REPL, Enter on an empty line listens to the microphone") { options, _ in
        options.listen = true
    }

    static let json = Flag(["--json"], help: "JSON instead of text") { options, _ in options.json = true }

    static let limit = Flag(["--limit"], value: "N", help: "list at most N (default 5)") { options, text throws(FlagProblem) in
        guard let limit = Int(text), limit > 0 else { throw FlagProblem("“\(text)” is not a count; use a whole number, 1 or more.") }
        options.limit = limit
    }

    static let registry = Flag(["--registry"], value: "FILE", help: "load a phrase registry (JSON Lines) instead of the apps", completion: .file) {
        $0.registryPath = $1
    }
    static let jsonLines = Flag(["--jsonl"], help: "answer the matcher line protocol on standard input") { options, _ in options.jsonLines = true }

    static let help = Flag(["--help", "-h"], help: "print this help") { options, _ in options.help = true }
    static let version = Flag(["--version"], help: "print the version") { options, _ in options.version = true }
}

/// The flags of `hark test`, `hark studio` and `hark init`.
extension Flag {
    static let update = Flag(
        ["--update"], help: "rewrite the reply lines that differ, then run the file again; lines matched through [..], ... or (re), comments, directives and blank lines are kept as written"
    ) { options, _ in options.update = true }

    static let jobs = Flag(
        ["--jobs", "-j"], value: "N", help: "run N transcripts at once (default: the number of cores); the output is in the files' order whatever N is"
    ) { options, text throws(FlagProblem) in
        guard let jobs = Int(text), jobs >= 1 else { throw FlagProblem("“\(text)” is not a count; use a whole number, 1 or more.") }
        options.jobs = jobs
    }

    static let filter = Flag(["--filter"], value: "TEXT", help: "only the files whose path contains TEXT") { $0.filter = $1 }
    static let failFast = Flag(["--fail-fast"], help: "stop after the first failure") { options, _ in options.failFast = true }

    static let shard = Flag(
        ["--shard"], value: "I/N", help: "only the Ith of N shares of the files (every Nth, from the Ith), for splitting a suite across CI machines"
    ) { options, text throws(FlagProblem) in
        do { options.shard = try Shard(text) } catch { throw FlagProblem("“\(text)” is not a share; use I/N with 1 ≤ I ≤ N, such as 1/4.") }
    }

    static let junit = Flag(["--junit"], value: "FILE", help: "also write a JUnit XML report, counted as the closing line", completion: .file) {
        $0.junitPath = $1
    }
    static let coverage = Flag(
        ["--coverage"], help: "print, per app, which App Shortcuts, phrases, parameters and outcomes the suite exercised"
    ) { options, _ in options.coverage = true }

    static let port = Flag(
        ["--port"], value: "N", help: "listen on 127.0.0.1 port N only (default \(StudioCommand.defaultPort); 0: any free port)"
    ) { options, text throws(FlagProblem) in
        guard let port = Int(text), (0...65535).contains(port) else { throw FlagProblem("“\(text)” is not a port; use 0 to 65535.") }
        options.port = port
    }

    static let path = Flag(["--path"], value: "DIR", help: "the folder to create (default: ./NAME)", completion: .folder) { $0.packagePath = $1 }
    static let hark = Flag(
        ["--hark"], value: "PATH-OR-URL", help: "the Hark the package depends on: a folder, or a Git URL (default: this hark's checkout)",
        completion: .file
    ) { $0.harkDependency = $1 }
    static let file = Flag(["--file"], help: "an app declared in a file (NAME.app.json5) instead of a package") { options, _ in
        options.fileApp = true
    }
}
