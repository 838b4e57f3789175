import Foundation
import HarkEngine
import HarkFileApps

/// The apps a transcript runs with: the runner's, and the app files its `@app` lines name
/// (relative to the transcript), which replace an installed app of the same name.
///
///     let apps = try TranscriptApps(transcript, installedBeside: catalog)   // @app Brewer.app.json5
///     apps.catalog.app(named: "Brewer")
struct TranscriptApps {
    let catalog: AppCatalog
    /// The apps `@app` lines installed.
    let files: [InstalledApp]
    /// Whether any `@app` line installed a file: the phrase index is then the transcript's own.
    var hasFiles: Bool { !files.isEmpty }

    init(_ transcript: Transcript, installedBeside base: AppCatalog) throws(TranscriptError) {
        var files: [InstalledApp] = []
        for line in transcript.lines {
            guard case .directive(.app(let file)) = line.kind else { continue }
            let folder = URL(fileURLWithPath: transcript.file).deletingLastPathComponent()
            let path = file.hasPrefix("/") ? file : folder.appendingPathComponent(file).path
            switch AppFiles.read(path) {
            case .success(let app):
                files.append(app)
            case .failure(let errors):
                throw TranscriptError(
                    file: transcript.file, line: line.number, reason: "the app file cannot be installed: \(errors.problems[0])")
            }
        }
        self.files = files
        guard !files.isEmpty else {
            catalog = base
            return
        }
        let replaced = Set(files.map { $0.name.lowercased() })
        do {
            catalog = try AppCatalog(installing: base.apps.filter { !replaced.contains($0.name.lowercased()) } + files)
        } catch {
            throw TranscriptError(file: transcript.file, line: 0, reason: error.description)
        }
    }
}
