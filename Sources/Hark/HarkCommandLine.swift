import Foundation
import HarkEngine
import HarkKit
import HarkStore
import HarkTranscript

/// The `hark` command, for any set of apps: the whole of a package's `main.swift` is
///
///     import Foundation
///     import Hark
///     exit(HarkCommandLine.main(arguments: Array(CommandLine.arguments.dropFirst()), apps: [MyApp.self]))
///
/// and the binary it builds is `hark` with those apps installed: the REPL, piped playback,
/// and every command of `Subcommand` (`test`, `open`, `shortcuts`, …).
public enum HarkCommandLine {
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
        let builtIn: AppCatalog
        do {
            builtIn = try AppCatalog(apps: apps)
        } catch {
            Output.error(error.description)
            return ExitStatus.failure
        }
        if options.help { return HelpCommand.run(topic: options.subcommand?.rawValue) }
        // `hark apps` reports on the app files itself, so it comes before they are read.
        if options.subcommand == .apps { return AppsCommand.run(options: options, builtIn: builtIn) }
        guard let catalog = InstalledAppFiles.catalog(adding: options.appFiles, to: builtIn, warn: Output.error) else {
            return ExitStatus.failure
        }
        if options.isWorker {
            return TestCommand.runWorker(options: options, catalog: catalog, newProcess: worker(for: arguments, appFiles: options.appFiles))
        }
        guard let subcommand = options.subcommand else { return Interactive.run(options: options, catalog: catalog) }
        return run(subcommand, options: options, builtIn: builtIn, catalog: catalog, arguments: arguments)
    }

    private static func run(
        _ subcommand: Subcommand, options: Options, builtIn: AppCatalog, catalog: AppCatalog, arguments: [String]
    ) -> Int32 {
        switch subcommand {
        case .test: TestCommand.run(options: options, catalog: catalog, worker: worker(for: arguments, appFiles: options.appFiles))
        case .open: OpenCommand.run(options: options, catalog: catalog)
        case .shortcuts: ShortcutsCommand.run(options: options, catalog: catalog)
        case .doctor: DoctorCommand.run(options: options, catalog: catalog)
        case .match: MatchCommand.run(options: options, catalog: catalog)
        case .suggest: SuggestCommand.run(options: options, catalog: catalog)
        case .stack: StackCommand.run(options: options, catalog: catalog)
        case .apps: AppsCommand.run(options: options, builtIn: builtIn)
        case .hear: HearCommand.run(options: options, catalog: catalog)
        case .studio: StudioCommand.run(options: options, catalog: catalog, worker: worker(for: arguments, appFiles: options.appFiles))
        case .completion: CompletionCommand.run(options: options, catalog: catalog)
        case .`init`: InitCommand.run(options: options)
        case .help: HelpCommand.run(topic: options.positional.dropFirst().first)
        }
    }
}

extension HarkCommandLine {
    /// This program as `hark test`'s worker: the same executable, started with the arguments
    /// that came before Hark's own (a program that picks its apps from its first argument gets
    /// it again), then `test-worker` and the app files given with `--app`, so the worker
    /// installs the same apps.
    static func worker(for arguments: [String], appFiles: [String]) -> TranscriptWorker? {
        guard let executable = Bundle.main.executablePath else { return nil }
        let all = Array(CommandLine.arguments.dropFirst())
        let prefix = all.suffix(arguments.count) == arguments[...] ? Array(all.dropLast(arguments.count)) : []
        let apps = appFiles.flatMap { ["--app", URL(fileURLWithPath: $0).standardizedFileURL.path] }
        return TranscriptWorker(executable: executable, arguments: prefix + [TranscriptWorker.command] + apps)
    }
}

/// The exit statuses of the command-line contract.
enum ExitStatus {
    static let success: Int32 = 0
    static let failure: Int32 = 1
    static let usage: Int32 = 2
}
