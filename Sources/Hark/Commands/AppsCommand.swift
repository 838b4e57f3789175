import Foundation
import HarkEngine
import HarkFileApps

/// `hark apps list`: each installed app and where it comes from; `hark apps check FILE…`: every
/// problem of app files, one per line, exit 0 when they are all valid and 1 otherwise.
enum AppsCommand {
    static func run(options: Options, builtIn: AppCatalog) -> Int32 {
        let words = Array(options.positional.dropFirst())
        switch words.first {
        case "list"? where words.count == 1:
            return list(options: options, builtIn: builtIn)
        case "check"? where words.count > 1:
            return check(Array(words.dropFirst()), builtIn: builtIn)
        case "check"?:
            Output.error("Say which app files to check: hark apps check FILE….")
            return ExitStatus.usage
        default:
            Output.error("Use hark apps list, or hark apps check FILE….")
            return ExitStatus.usage
        }
    }

    private static func list(options: Options, builtIn: AppCatalog) -> Int32 {
        var notInstalled: [String] = []
        guard let catalog = InstalledAppFiles.catalog(adding: options.appFiles, to: builtIn, warn: { notInstalled.append($0) })
        else {
            notInstalled.forEach(Output.error)
            return ExitStatus.failure
        }
        let width = catalog.apps.map(\.name.count).max() ?? 0
        for app in catalog.apps {
            Output.line(app.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + app.origin)
        }
        Output.line("App files are read from \(InstalledAppFiles.folder) and --app FILE.")
        notInstalled.forEach(Output.error)
        return ExitStatus.success
    }

    private static func check(_ files: [String], builtIn: AppCatalog) -> Int32 {
        let problems = AppFiles.check(files, besides: builtIn.apps)
        for problem in problems { Output.line(problem.description) }
        guard problems.isEmpty else {
            Output.error("\(problems.count) problem\(problems.count == 1 ? "" : "s") in \(files.count == 1 ? files[0] : "\(files.count) app files").")
            return ExitStatus.failure
        }
        Output.line(files.count == 1 ? "\(files[0]) is a valid app file." : "All \(files.count) app files are valid.")
        return ExitStatus.success
    }
}
