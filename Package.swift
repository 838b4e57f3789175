// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Hark",
    products: [
        // What apps are written against.
        .library(name: "HarkKit", targets: ["HarkKit"]),
        // The runner: everything `hark` does, for a package's own app (`HarkCommandLine.main(arguments:apps:)`).
        .library(name: "Hark", targets: ["Hark"]),
        // Hark with the sample apps. (Neither its module nor its folder is named `hark`, which only
        // the case of its letters would tell from the library's on a case-insensitive disk.)
        .executable(name: "hark", targets: ["HarkExecutable"]),
        // The engine, store, transcripts and sample apps, for the fuzz targets of Fuzz/ (`make fuzz`).
        .library(name: "HarkForFuzzing", targets: ["HarkEngine", "HarkStore", "HarkTranscript", "HarkFileApps", "SampleApps"]),
    ],
    targets: [
        .systemLibrary(name: "CEditLine", pkgConfig: "libedit", providers: [.apt(["libedit-dev"])]),
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        // The voice libraries are opened on first use, not linked: each of these defines the
        // functions Hark calls and forwards them to the library once it is loaded, so `hark`
        // starts without the ~47 shared libraries they pull in, and runs without them.
        // Their headers come from libpocketsphinx-dev, libespeak-ng-dev and libasound2-dev.
        .target(name: "CLazyLibrary"),
        .target(name: "CPocketSphinx", dependencies: ["CLazyLibrary"]),
        .target(name: "CEspeakNG", dependencies: ["CLazyLibrary"]),
        .target(name: "CALSA", dependencies: ["CLazyLibrary"]),
        // WebRTC's noise suppression (headers from libwebrtc-audio-processing-dev), opened on first
        // use, for recordings made in noise: one C function over its C++ classes, whose factory
        // is looked up by name.
        .target(
            name: "CWebRTC", dependencies: ["CLazyLibrary"], exclude: ["webrtc"],
            cxxSettings: [
                .headerSearchPath("."), .define("WEBRTC_POSIX"), .define("WEBRTC_AUDIO_PROCESSING_ONLY_BUILD"),
            ]),
        // libmicrohttpd (header from libmicrohttpd-dev), opened on first use, for `hark studio`.
        .target(name: "CMicroHTTPD", dependencies: ["CLazyLibrary"]),

        .target(name: "HarkKit"),
        .target(name: "HarkEngine", dependencies: ["HarkKit"]),
        .target(name: "HarkStore", dependencies: ["HarkEngine", "CSQLite"]),
        .target(name: "HarkFileApps", dependencies: ["HarkEngine"]),
        .target(name: "HarkVoice", dependencies: ["HarkEngine", "CPocketSphinx", "CWebRTC", "CEspeakNG", "CALSA"]),
        .target(name: "HarkTranscript", dependencies: ["HarkEngine", "HarkStore", "HarkFileApps", "HarkVoice"]),
        .target(
            name: "Hark",
            dependencies: [
                "HarkKit", "HarkEngine", "HarkTranscript", "HarkStore", "HarkFileApps", "HarkVoice", "CEditLine", "CMicroHTTPD",
            ]),
        .target(name: "Hydrator", dependencies: ["HarkKit"], path: "Sources/Examples/Hydrator"),
        .target(name: "Meditator", dependencies: ["HarkKit"], path: "Sources/Examples/Meditator"),
        .target(name: "Workout", dependencies: ["HarkKit"], path: "Sources/Examples/Workout"),
        .target(name: "Wallet", dependencies: ["HarkKit"], path: "Sources/Examples/Wallet"),
        .target(
            name: "SampleApps", dependencies: ["HarkKit", "Hydrator", "Meditator", "Workout", "Wallet"],
            path: "Sources/Examples/SampleApps"),
        .executableTarget(name: "HarkExecutable", dependencies: ["Hark", "SampleApps"]),
        // `hark` with apps that break the rules, for the CLI tests.
        .executableTarget(
            name: "hark-fixture", dependencies: ["Hark"], path: "Tests/HarkCLIFixture", exclude: ["transcripts"]),

        .testTarget(name: "HarkKitTests", dependencies: ["HarkKit", "Hydrator"]),
        .testTarget(
            name: "HarkEngineTests", dependencies: ["HarkEngine", "HarkStore", "Hydrator", "Meditator", "Workout", "Wallet"]),
        .testTarget(name: "HarkStoreTests", dependencies: ["HarkStore", "CSQLite"]),
        .testTarget(name: "HarkFileAppsTests", dependencies: ["HarkFileApps", "HarkEngine", "HarkKit", "HarkStore"], exclude: ["BrokenApps", "Teapot.app.json5", "SeveralProblems.app.json5"]),
        .testTarget(name: "HarkTranscriptTests", dependencies: ["HarkTranscript", "SampleApps", "Hydrator"]),
        .testTarget(name: "HarkVoiceTests", dependencies: ["HarkVoice", "HarkEngine", "HarkStore", "SampleApps"], exclude: ["Clips"]),
        .testTarget(
            name: "HarkCLITests",
            dependencies: ["Hark", "SampleApps", "CSQLite", "HarkTranscript", "HarkFileApps", "HarkStore", "HarkVoice"]),
        .testTarget(name: "TranscriptTests", dependencies: ["HarkTranscript", "SampleApps"]),
    ],
    swiftLanguageModes: [.v6]
)
