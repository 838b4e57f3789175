// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Hark",
    products: [
        .executable(name: "hark", targets: ["hark"]),
        .library(name: "HarkKit", targets: ["HarkKit"]),
    ],
    targets: [
        .systemLibrary(name: "CEditLine", pkgConfig: "libedit", providers: [.apt(["libedit-dev"])]),
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),

        .target(name: "HarkKit"),
        .target(name: "HarkEngine", dependencies: ["HarkKit"]),
        .target(name: "HarkStore", dependencies: ["HarkEngine", "CSQLite"]),
        .target(name: "HarkTranscript", dependencies: ["HarkEngine", "HarkStore"]),
        .target(name: "HarkCLI", dependencies: ["HarkTranscript", "HarkStore", "CEditLine"]),
        .target(name: "Hydrator", dependencies: ["HarkKit"], path: "Sources/Examples/Hydrator"),
        .executableTarget(name: "hark", dependencies: ["HarkCLI", "Hydrator"]),

        .testTarget(name: "HarkKitTests", dependencies: ["HarkKit"]),
        .testTarget(name: "HarkEngineTests", dependencies: ["HarkEngine"]),
        .testTarget(name: "HarkStoreTests", dependencies: ["HarkStore"]),
        .testTarget(name: "HarkTranscriptTests", dependencies: ["HarkTranscript", "Hydrator"]),
        .testTarget(name: "TranscriptTests", dependencies: ["HarkTranscript", "Hydrator"]),
    ],
    swiftLanguageModes: [.v6]
)
