import Foundation

/// `hark init NAME [--path DIR] [--hark PATH-OR-URL]`: a package for your own app;
/// `hark init NAME --file [--path DIR]`: an app declared in a file (`FileAppTemplate`).
///
///     hark init Pantry --hark ~/src/hark      # ./Pantry, ready for make run and make test
///     hark init MoodLog --file                # ./MoodLog/MoodLog.app.json5 and transcripts/
///
/// The command reads its request, then writes the files its template gives for it.
enum InitCommand {
    static func run(options: Options) -> Int32 {
        do {
            let lines = options.fileApp ? try writeFileApp(options) : try writePackage(options)
            lines.forEach(Output.line)
            return ExitStatus.success
        } catch let error as UsageError {
            Output.error(error.description)
            return ExitStatus.usage
        } catch {
            Output.error("\(error)")
            return ExitStatus.failure
        }
    }

    /// Writes the package; returns what to tell the person.
    private static func writePackage(_ options: Options) throws -> [String] {
        let request = try InitRequest(options: options)
        try PackageWriter.write(StarterPackage.files(for: request), into: request.folder)
        return [
            "Created \(request.name) in \(request.folder), depending on Hark at \(request.hark.description).",
            "Next: cd \(ShellWord.quoted(request.folder)) && make test && make run",
        ]
    }

    /// Writes the app file and its transcripts; returns what to tell the person.
    private static func writeFileApp(_ options: Options) throws -> [String] {
        let (name, folder) = try InitRequest.target(options)
        try PackageWriter.write(FileAppTemplate.files(name: name), into: folder)
        return [
            "Created \(name).app.json5 and two transcripts in \(folder).",
            "Next: cd \(ShellWord.quoted(folder)) && hark test && hark --app \(name).app.json5",
        ]
    }
}

/// What `hark init` was asked for, checked: a valid name, a folder it may fill, and where Hark is.
struct InitRequest {
    let name: String
    /// The package's folder, absolute.
    let folder: String
    let hark: HarkDependency

    init(options: Options) throws {
        (name, folder) = try Self.target(options)
        hark = try HarkDependency(options.harkDependency)
    }

    /// The checked name and the folder to fill (missing or empty), as every kind of init needs.
    static func target(_ options: Options) throws -> (name: String, folder: String) {
        let words = options.positional.dropFirst()
        guard let name = words.first else {
            throw UsageError("Say the app's name: hark init NAME [--file] [--path DIR] [--hark PATH-OR-URL].")
        }
        guard words.count == 1 else { throw UsageError("hark init takes one name; “\(words.dropFirst().joined(separator: " "))” is one too many.") }
        try AppName.check(name)
        let current = FileManager.default.currentDirectoryPath
        let folder = URL(fileURLWithPath: options.packagePath ?? name, relativeTo: URL(fileURLWithPath: current, isDirectory: true))
            .standardizedFileURL.path
        try checkEmpty(folder)
        return (name, folder)
    }

    /// A folder that exists and holds anything is refused, so nothing of yours is overwritten.
    private static func checkEmpty(_ folder: String) throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else { return }
        guard isFolder.boolValue else { throw InitError("\(folder) is a file; choose another folder with --path.") }
        let contents = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        guard contents.isEmpty else { throw InitError("The folder \(folder) is not empty; choose a new or empty folder with --path.") }
    }
}

/// Why `hark init` wrote nothing (or stopped); exit status 1.
struct InitError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// A word for the shell, quoted when it needs to be.
enum ShellWord {
    static func quoted(_ word: String) -> String {
        let plain = word.allSatisfy { $0.isLetter || $0.isNumber || "/._-+".contains($0) }
        return plain ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
