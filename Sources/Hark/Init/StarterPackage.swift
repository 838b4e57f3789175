/// The files of the package `hark init NAME` writes: one app of one intent with one parameter
/// and its App Shortcut, the `main.swift` that runs Hark with it, two transcripts, a Makefile,
/// a README and a .gitignore.
enum StarterPackage {
    /// The phrase the package's README and tests say first.
    static func examplePhrase(for name: String) -> String { "Log an amount in \(name)" }

    static func files(for request: InitRequest) -> [(path: String, text: String)] {
        let name = request.name
        return [
            ("Package.swift", manifest(name: name, hark: request.hark)),
            ("Sources/\(name)/\(name).swift", app(name: name)),
            ("Sources/\(name)/LogAmount.swift", intent),
            ("Sources/\(name)/main.swift", main(name: name)),
            ("transcripts/log-and-open.transcript", logAndOpenTranscript(name: name)),
            ("transcripts/asks-for-the-amount.transcript", questionTranscript(name: name)),
            ("Makefile", StarterMakefile.text(name: name)),
            ("README.md", StarterReadme.text(name: name)),
            (".gitignore", ".build/\n.swiftpm/\n*.sqlite\n*.sqlite-*\n*.history\n"),
        ]
    }

    static func manifest(name: String, hark: HarkDependency) -> String {
        let package = SwiftLiteral.string(hark.packageName)
        return #"""
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "\#(name)",
                dependencies: [
                    \#(hark.packageLine),
                ],
                targets: [
                    .executableTarget(
                        name: "\#(name)",
                        dependencies: [
                            .product(name: "Hark", package: \#(package)),
                            .product(name: "HarkKit", package: \#(package)),
                        ]),
                ],
                swiftLanguageModes: [.v6]
            )

            """#
    }

    static func app(name: String) -> String {
        #"""
        import HarkKit

        /// \#(name): the app Hark runs. People say its name in every phrase ("… in \#(name)").
        /// The phrase names no amount: a device allows only AppEnum and AppEntity parameters
        /// in App Shortcut phrases, so Siri asks for it. Without a `screen`, `:open \#(name)`
        /// lists its records, newest first.
        enum \#(name): HarkApp {
            static let name = "\#(name)"

            static var appShortcuts: [AppShortcut] {
                [
                    AppShortcut(
                        intent: LogAmount.self,
                        phrases: ["Log an amount in \(.applicationName)"],
                        shortTitle: "Log an Amount")
                ]
            }
        }

        """#
    }

    static let intent = #"""
        import Foundation
        import HarkKit

        /// Logs an amount: the app's one intent. Hark asks for the amount when it is not said.
        struct LogAmount: Intent {
            static let title = "Log Amount"

            @Parameter(title: "Amount", prompt: "How much?") var amount: Int?

            init() {}

            static var resolvers: [ParameterResolver<LogAmount>] {
                [ParameterResolver(\.$amount) { $0.resolveAmount() }]
            }

            func resolveAmount() -> Resolution<Int> {
                guard let amount else { return .needsValue() }
                guard amount > 0 else { return .unsupported("I can only log an amount above zero.") }
                return .success(amount)
            }

            func handle(in context: IntentContext) throws -> IntentResult {
                guard let amount else { return .failure("I need an amount.") }
                try context.records.append(Entry(amount: amount, date: context.now), to: Entry.collection)
                return .success("OK. I logged \(amount).")
            }
        }

        /// One amount LogAmount kept.
        struct Entry: Codable {
            static let collection = "Entry"

            var amount: Int
            var date: Date
        }

        """#

    static func main(name: String) -> String {
        #"""
        import Foundation
        import Hark

        exit(HarkCommandLine.main(arguments: Array(CommandLine.arguments.dropFirst()), apps: [\#(name).self]))

        """#
    }

    static func logAndOpenTranscript(name: String) -> String {
        #"""
        # What was logged is on the app's screen
        > \#(examplePhrase(for: name))
        How much?
        > 3
        OK. I logged 3.
        > :open \#(name)
        \#(name):
          2026-01-05T09:00:00Z  amount: 3

        """#
    }

    static func questionTranscript(name: String) -> String {
        #"""
        # The phrase holds no amount, so Hark asks for it, as Siri would
        > \#(examplePhrase(for: name))
        How much?
        > twelve
        OK. I logged 12.

        """#
    }
}
