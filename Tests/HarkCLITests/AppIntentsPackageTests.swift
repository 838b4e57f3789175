import Foundation
import Testing

/// App Intents code in an outside package: Tests/AppIntentsPackage is written as Apple's
/// documentation writes it, with `import HarkKit` in place of `import AppIntents`. It holds two
/// apps: Bookshelf in the Swift 5 language mode most App Intents code is in, CoffeeRun in Swift 6
/// (an actor registered with `AppDependencyManager`, an `EnumerableEntityQuery`, an AppEnum of
/// `Int`). This test gives the package a manifest that depends on this checkout, builds it, and
/// runs each app's transcripts with its own binary. It builds Hark again inside the package,
/// so it is one test, and slow.
@Test func anAppIntentsPackageBuildsAndPassesItsTranscripts() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let package = folder + "/AppIntentsApps"
    try FileManager.default.copyItem(atPath: fixturePackage, toPath: package)
    try manifest.write(toFile: package + "/Package.swift", atomically: true, encoding: .utf8)

    let log = folder + "/build.log"
    let built = try HarkProcess.run(["-c", "cd '\(package)' && swift build > '\(log)' 2>&1"], binary: "/bin/sh")
    let buildOutput = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
    try #require(built.status == 0, "swift build failed:\n\(buildOutput.suffix(4000))")
    #expect(!buildOutput.contains("error:"))
    #expect(!buildOutput.contains("warning:"), "\(buildOutput.suffix(4000))")

    for (app, transcripts) in [("Bookshelf", 4), ("CoffeeRun", 6)] {
        for jobs in ["1", "3"] {
            let tested = try HarkProcess.run(
                ["test", "--jobs", jobs, package + "/transcripts/" + app], binary: package + "/.build/debug/" + app)
            #expect(tested.output == "\(transcripts) passed, 0 failed\n", "\(app): \(tested.output)")
            #expect(tested.status == 0)
        }
    }

    let binary = package + "/.build/debug/Bookshelf"
    // Piped, it is one launch of the app: the singleton keeps what the first book added.
    let said = try HarkProcess.run(
        ["--store", folder + "/shelf.sqlite"],
        input: "Add a novel book to Bookshelf\nEmma\nAdd a poetry book to Bookshelf\nOdes\n", binary: binary)
    #expect(said.output.contains("Added Odes. You have 2 on your shelf."), "\(said.output)")
}

/// The manifest an App Intents developer would write, pointing at this checkout.
private var manifest: String {
    let identity = URL(fileURLWithPath: checkout).lastPathComponent.lowercased()
    return """
        // swift-tools-version: 6.0
        import PackageDescription

        let hark: [Target.Dependency] = [
            .product(name: "Hark", package: "\(identity)"),
            .product(name: "HarkKit", package: "\(identity)"),
        ]

        let package = Package(
            name: "AppIntentsApps",
            dependencies: [.package(path: "\(checkout)")],
            targets: [
                .executableTarget(name: "Bookshelf", dependencies: hark, swiftSettings: [.swiftLanguageMode(.v5)]),
                .executableTarget(name: "CoffeeRun", dependencies: hark),
            ]
        )

        """
}

/// The folder of this checkout (Tests/HarkCLITests/ is two below it).
private let checkout = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

private let fixturePackage = checkout + "/Tests/AppIntentsPackage"
