import Foundation
import HarkEngine
import HarkKit

/// The options every command shares, and the words left for the command itself.
///
///     var options = try Options.parse(["--store", "x.sqlite", "open", "Hydrator"])
///     options.positional   // ["open", "Hydrator"]
struct Options {
    var storePath: String?
    var clock: Clock = .running(.system)
    var location: Location?
    /// The daily-routine situation (`--situation gym`).
    var situation: DailyRoutineSituation?
    /// How many suggestions `hark suggest` lists (`--limit`).
    var limit: Int?
    /// `--device [strict|lenient]`: match as a device would; bare, strict.
    var deviceStrict = false
    /// Whether `--device` was given at all (`hark doctor --device`).
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
    var jobs: String?
    var filter: String?
    var failFast = false
    var shard: String?
    var junitPath: String?
    var coverage = false
    // hark init
    var packagePath: String?
    var harkDependency: String?
    /// `hark init NAME --file`: an app declared in a file rather than a package.
    var fileApp = false

    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        var options = Options()
        var remaining = arguments[...]
        func value(for flag: String) throws(UsageError) -> String {
            guard let value = remaining.popFirst() else { throw UsageError("\(flag) needs a value.") }
            return value
        }
        while let argument = remaining.popFirst() {
            let (flag, inline) = split(argument)
            func flagValue() throws(UsageError) -> String {
                if let inline { return inline }
                return try value(for: flag)
            }
            switch flag {
            case "--store": options.storePath = try flagValue()
            case "--situation": options.situation = try situationValue(try flagValue())
            case "--limit":
                let text = try flagValue()
                guard let limit = Int(text), limit > 0 else { throw UsageError("--limit: “\(text)” is not a positive number.") }
                options.limit = limit
            case "--clock", "--at":
                do { options.clock = try Clock.parse(try flagValue(), after: .running(.system)) } catch let error as SettingError {
                    throw UsageError("\(flag): \(error.description)")
                } catch { throw UsageError("\(flag): \(error)") }
            case "--location", "--near":
                do { options.location = try Location.parseSetting(try flagValue()) } catch let error as SettingError {
                    throw UsageError("\(flag): \(error.description)")
                } catch { throw UsageError("\(flag): \(error)") }
            case "--device":
                options.device = true
                var value = inline
                if value == nil, let next = remaining.first, next == "strict" || next == "lenient" {
                    value = remaining.popFirst()
                }
                guard value == nil || value == "strict" || value == "lenient" else {
                    throw UsageError("--device takes strict or lenient, not “\(value ?? "")”.")
                }
                options.deviceStrict = value != "lenient"
            case "--registry": options.registryPath = try flagValue()
            case "--app": options.appFiles.append(try flagValue())
            case "--file": options.fileApp = true
            case "--no-color": options.noColor = true
            case "--json": options.json = true
            case "--jsonl": options.jsonLines = true
            case "--update": options.update = true
            case "--jobs", "-j": options.jobs = try flagValue()
            case "--filter": options.filter = try flagValue()
            case "--fail-fast": options.failFast = true
            case "--shard": options.shard = try flagValue()
            case "--junit": options.junitPath = try flagValue()
            case "--coverage": options.coverage = true
            case "--speak": options.speak = true
            case "--speak-to": options.speakTo = try flagValue()
            case "--listen": options.listen = true
            case "--path": options.packagePath = try flagValue()
            case "--hark": options.harkDependency = try flagValue()
            case "--help", "-h": options.help = true
            case "--version": options.version = true
            case "--":
                options.positional += remaining
                remaining = []
            default:
                if argument.hasPrefix("-") && argument.count > 1 {
                    throw UsageError("Unknown option \(argument); see hark --help.")
                }
                options.positional.append(argument)
            }
        }
        return options
    }

    /// A situation, or nil for none.
    private static func situationValue(_ text: String) throws(UsageError) -> DailyRoutineSituation? {
        do {
            return try DailyRoutineSituation.parseSetting(text)
        } catch {
            throw UsageError("--situation: “\(text)” is not a situation; use one of \(UnknownSituation.names), or none.")
        }
    }

    /// "--store=x" → ("--store", "x").
    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}

/// A command line that cannot be obeyed; exit status 2.
struct UsageError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
