import Foundation
import HarkEngine

/// Reading app files: one to check, or several to install beside the apps already there.
///
///     let (apps, warnings) = AppFiles.install(["Brewer.app.json5"], besides: catalog.apps)
///     AppFiles.check(["Broken.app.json5"], besides: catalog.apps)   // one problem per mistake
public enum AppFiles {
    /// Reads and checks one file: the app it declares, or every problem found in it.
    public static func read(_ path: String) -> Result<InstalledApp, AppFileErrors> {
        let problems = { (keyPath: String, line: Int?, message: String) in
            AppFileErrors(problems: [AppFileProblem(file: path, line: line, keyPath: keyPath, message: message)])
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            let reason = FileManager.default.fileExists(atPath: path) ? "it cannot be read" : "there is no such file"
            return .failure(problems("", nil, "\(reason); check the path"))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            return .failure(problems("", nil, "the file is not UTF-8 text; save it as UTF-8"))
        }
        // The text's own problems are reported with those of what it says, in the order of
        // their lines, as far as the text could be read.
        let outline = JSON5Outline(text)
        let textProblems = outline.problems.map { AppFileProblem(file: path, line: $0.line, keyPath: $0.keyPath, message: $0.message) }
        guard let value = outline.value else { return .failure(AppFileErrors(problems: textProblems)) }
        var checker = AppFileChecker(file: path, outline: outline)
        let definition = checker.app(value)
        let all = textProblems + checker.problems
        guard let definition, all.isEmpty else {
            return .failure(AppFileErrors(problems: all.enumerated().sorted { ($0.element.line ?? .max, $0.offset) < ($1.element.line ?? .max, $1.offset) }.map(\.element)))
        }
        do {
            return .success(try FileApp.installed(definition, origin: path))
        } catch {
            return .failure(problems("", nil, error.description))
        }
    }

    /// Every problem of the files, and of their names against each other and `installed`.
    public static func check(_ paths: [String], besides installed: [InstalledApp]) -> [AppFileProblem] {
        var apps = installed
        var problems: [AppFileProblem] = []
        for path in paths {
            switch read(path) {
            case .success(let app):
                if let problem = nameTaken(app, by: apps) {
                    problems.append(problem)
                } else {
                    apps.append(app)
                }
            case .failure(let errors):
                problems += errors.problems
            }
        }
        return problems
    }

    /// The apps of the files that can be installed beside `installed`, and one sentence for each
    /// file that cannot, naming it (Hark goes on without it).
    public static func install(_ paths: [String], besides installed: [InstalledApp]) -> (apps: [InstalledApp], warnings: [String]) {
        var apps: [InstalledApp] = []
        var warnings: [String] = []
        for path in paths {
            let problem: AppFileProblem
            switch read(path) {
            case .success(let app):
                guard let taken = nameTaken(app, by: installed + apps) else {
                    apps.append(app)
                    continue
                }
                problem = taken
            case .failure(let errors):
                problem = errors.problems[0]
            }
            let more = path.contains(" ") ? "'\(path)'" : path
            warnings.append("The app file \(path) was not installed (\(problem.line.map { "line \($0): " } ?? "")\(problem.keyPath.isEmpty ? "" : "\(problem.keyPath): ")\(problem.message)); hark apps check \(more) lists every problem.")
        }
        return (apps, warnings)
    }

    /// The `*.json5` and `*.json` files of a folder, by name; none when it does not exist.
    public static func files(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".json5") || $0.hasSuffix(".json") }.sorted()
            .map { (folder as NSString).appendingPathComponent($0) }
    }

    /// Where installed app files live: `$XDG_CONFIG_HOME/hark/apps`, else `~/.config/hark/apps`.
    public static func folder(environment: [String: String]) -> String {
        if let config = environment["XDG_CONFIG_HOME"], !config.isEmpty {
            return (config as NSString).appendingPathComponent("hark/apps")
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return (home as NSString).appendingPathComponent(".config/hark/apps")
    }

    private static func nameTaken(_ app: InstalledApp, by apps: [InstalledApp]) -> AppFileProblem? {
        guard let other = apps.first(where: { $0.name.lowercased() == app.name.lowercased() }) else { return nil }
        let where_ = other.isBuiltIn ? "built into hark" : "declared in \(other.origin)"
        return AppFileProblem(
            file: app.origin, line: nil, keyPath: "name",
            message: "two apps are named “\(app.name)” (the other is \(where_)); give this one another name")
    }
}

/// The problems that keep an app file from being installed, in the order found.
public struct AppFileErrors: Error, Sendable {
    public let problems: [AppFileProblem]
}
