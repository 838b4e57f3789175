import HarkEngine

/// `hark shortcuts add|list|rename|remove`: the person's own shortcuts, from the shell.
///
///     hark shortcuts add "Tea time" "Log tea in Hydrator"
///     hark shortcuts rename "Tea time" "Teatime"
///     hark shortcuts remove "Teatime"
enum ShortcutsCommand {
    static let usage =
        "Say hark shortcuts list, add PHRASE SAYING, rename OLD NEW, or remove PHRASE (see hark help shortcuts)."

    static func run(options: Options, catalog: AppCatalog) -> Int32 {
        let words = options.positional.dropFirst().filter { $0 != "=" && $0.lowercased() != "to" }
        guard let verb = words.first?.lowercased() else { return usageError() }
        let arguments = Array(words.dropFirst())
        let expected = ["list": 0, "add": 2, "rename": 2, "remove": 1, "delete": 1]
        guard let count = expected[verb], arguments.count == count else { return usageError() }
        return StoreAccess.with(options: options) { store in
            let session = try Session(catalog: catalog, store: store, environment: SessionEnvironment(clock: options.clock))
            do {
                switch verb {
                case "list":
                    let shortcuts = try session.store.userShortcuts()
                    if shortcuts.isEmpty { Output.line("You have no shortcuts of your own yet.") }
                    shortcuts.map(session.describe).forEach(Output.line)
                case "add":
                    Output.line("Added. \(session.describe(try session.addUserShortcut(phrase: arguments[0], saying: arguments[1])))")
                case "rename":
                    try session.renameUserShortcut(arguments[0], to: arguments[1])
                    Output.line("Renamed “\(arguments[0])” to “\(arguments[1])”.")
                default:
                    Output.line(try session.removeUserShortcut(arguments[0]))
                }
            } catch let error as ShortcutEditError {
                Output.error(error.description)
                return ExitStatus.failure
            }
            return ExitStatus.success
        }
    }

    private static func usageError() -> Int32 {
        Output.error(usage)
        return ExitStatus.usage
    }
}
