import Foundation
import HarkEngine
import HarkKit
import HarkStore
import HarkTranscript

/// The `hark` command, for any set of apps: the whole of a package's `main.swift` is
///
///     import Foundation
///     import Hark
///     exit(Hark.main(arguments: Array(CommandLine.arguments.dropFirst()), apps: [MyApp.self]))
///
/// and the binary it builds is `hark` with those apps installed: the REPL, piped playback,
/// `test`, `open`, `shortcuts`, `doctor`, `suggest`, `stack`, `match`, `completion`, `init`.
public enum Hark {
    /// Runs the command `arguments` name (without the program's name) with `apps` installed,
    /// in the order given, and returns the exit status: 0 success, 1 a failed test or a
    /// handled error, 2 bad usage. Apps that break the rules of App Shortcuts are refused
    /// with one sentence on stderr.
    public static func main(arguments: [String], apps: [any HarkApp.Type]) -> Int32 {
        let status = run(arguments: arguments, apps: apps)
        Output.flush()
        return status
    }

    private static func run(arguments: [String], apps: [any HarkApp.Type]) -> Int32 {
        let options: Options
        do {
            options = try Options.parse(arguments)
        } catch {
            Output.error(error.description)
            return ExitStatus.usage
        }
        if options.version {
            Output.line(HelpText.version)
            return ExitStatus.success
        }
        let command = options.positional.first
        let builtIn: AppCatalog
        do {
            builtIn = try AppCatalog(apps: apps)
        } catch {
            Output.error(error.description)
            return ExitStatus.failure
        }
        if options.help { return HelpCommand.run(topic: command) }
        if command == "apps" { return AppsCommand.run(options: options, builtIn: builtIn) }
        guard let catalog = InstalledAppFiles.catalog(adding: options.appFiles, to: builtIn, warn: Output.error) else {
            return ExitStatus.failure
        }
        switch command {
        case nil: return Interactive.run(options: options, catalog: catalog)
        case "test": return TestCommand.run(options: options, catalog: catalog)
        case "open": return OpenCommand.run(options: options, catalog: catalog)
        case "shortcuts": return ShortcutsCommand.run(options: options, catalog: catalog)
        case "doctor": return DoctorCommand.run(options: options, catalog: catalog)
        case "match": return MatchCommand.run(options: options, catalog: catalog)
        case "suggest": return SuggestCommand.run(options: options, catalog: catalog)
        case "stack": return StackCommand.run(options: options, catalog: catalog)
        case "help": return HelpCommand.run(topic: options.positional.dropFirst().first)
        case "completion": return CompletionCommand.run(options: options, catalog: catalog)
        case "init": return InitCommand.run(options: options)
        case let other?:
            Output.error("Unknown command “\(other)”; the commands are test, open, shortcuts, doctor, suggest, stack, match, apps, completion, init and help (see hark --help).")
            return ExitStatus.usage
        }
    }
}

/// The exit statuses of the command-line contract.
enum ExitStatus {
    static let success: Int32 = 0
    static let failure: Int32 = 1
    static let usage: Int32 = 2
}
