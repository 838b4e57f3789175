import Foundation
import HarkEngine
import HarkFileApps

/// The app files every run installs: those named with `--app`, then every `*.json5` and
/// `*.json` of the apps folder (`$XDG_CONFIG_HOME/hark/apps`, else `~/.config/hark/apps`).
/// A file that cannot be installed is named in one sentence and left out; Hark goes on.
enum InstalledAppFiles {
    static var folder: String { AppFiles.folder(environment: ProcessInfo.processInfo.environment) }

    /// The files to install, `--app` ones first; a folder file also named with `--app` once.
    static func paths(adding named: [String]) -> [String] {
        let standardized = Set(named.map { ($0 as NSString).standardizingPath })
        return named + AppFiles.files(in: folder).filter { !standardized.contains(($0 as NSString).standardizingPath) }
    }

    /// The built-in apps with the installable files' apps; nil (after saying why) when they
    /// cannot make one catalog.
    static func catalog(adding named: [String], to builtIn: AppCatalog, warn: (String) -> Void) -> AppCatalog? {
        let (apps, warnings) = AppFiles.install(paths(adding: named), besides: builtIn.apps)
        warnings.forEach(warn)
        guard !apps.isEmpty else { return builtIn }
        do {
            return try AppCatalog(installing: builtIn.apps + apps)
        } catch {
            warn(error.description)
            return nil
        }
    }
}
