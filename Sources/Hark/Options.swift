import Foundation
import HarkEngine
import HarkKit
import HarkTranscript

/// What the command line says: the command, its flags' values, and the words left for the
/// command itself (`Options.parse`).
///
///     var options = try Options.parse(["open", "Hydrator", "--store", "x.sqlite"])
///     options.positional   // ["open", "Hydrator"]
struct Options {
    var storePath: String?
    var clock: SessionClock = .running(.system)
    var location: Location?
    /// The daily-routine situations (`--situation gym,morning`; a repeated flag adds).
    var situations: [DailyRoutineSituation] = []
    /// The person's time zone (`--tz Europe/Berlin`); the machine's by default.
    var timeZone: TimeZone = .autoupdatingCurrent
    /// How many suggestions `hark suggest` lists (`--limit`).
    var limit: Int?
    /// `--device strict`: match as a device would.
    var deviceStrict = false
    /// `hark doctor --device`: report what a device would not support.
    var device = false
    var noColor = false
    var json = false
    var update = false
    var help = false
    var version = false
    var registryPath: String?
    /// App files to install beside the others (`--app FILE`, repeatable).
    var appFiles: [String] = []
    var jsonLines = false
    var positional: [String] = []
    // voice
    var speak = false
    var speakTo: String?
    var listen = false
    // hark test
    var jobs: Int?
    var filter: String?
    var failFast = false
    var shard: Shard?
    var junitPath: String?
    var coverage = false
    /// `hark studio --port N`.
    var port: Int?
    // hark init
    var packagePath: String?
    var harkDependency: String?
    /// `hark init NAME --file`: an app declared in a file rather than a package.
    var fileApp = false

    /// Which command the arguments name (nil: none, the REPL or playback), and whether it is
    /// `hark test`'s worker.
    var subcommand: Subcommand?
    var isWorker = false
}

/// A command line that cannot be obeyed; exit status 2.
struct UsageError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
