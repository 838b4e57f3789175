import Foundation
import HarkEngine
import HarkKit
import HarkStore

/// `hark open APP [--json]`: the app's screen, from the shell.
enum OpenCommand {
    static func run(options: Options, catalog: AppCatalog) -> Int32 {
        guard options.positional.count == 2 else {
            Output.error("Say which app to open: hark open APP [--json].")
            return ExitStatus.usage
        }
        let name = options.positional[1]
        guard let app = catalog.app(named: name) else {
            Output.error(UnknownApp.sentence(name, installed: catalog.apps))
            return ExitStatus.failure
        }
        return StoreAccess.with(options: options, readOnly: true) { store in
            let screen = try app.screen(records: store.records(ofApp: app.name), now: options.clock.now)
            if options.json {
                Output.line(try PrettyJSON.text(screen.items.map(\.fields)))
            } else {
                Output.line("\(screen.title):")
                let lines = screen.items.isEmpty ? [screen.emptyMessage] : screen.items.map(\.text)
                lines.forEach { Output.line("  \($0)") }
            }
            return ExitStatus.success
        }
    }
}
