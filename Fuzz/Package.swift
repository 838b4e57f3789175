// swift-tools-version: 6.0
import PackageDescription

// libFuzzer targets for Hark, built and run only by `make fuzz` (with
// `-sanitize=fuzzer,address`), so they never slow the normal build or `swift test`.
let package = Package(
    name: "HarkFuzz",
    dependencies: [.package(name: "Hark", path: "..")],
    targets: [
        .target(name: "FuzzSupport"),
        .executableTarget(
            name: "FuzzTranscriptParser", dependencies: ["FuzzSupport", .product(name: "HarkForFuzzing", package: "Hark")]),
        .executableTarget(name: "FuzzMatcher", dependencies: ["FuzzSupport", .product(name: "HarkForFuzzing", package: "Hark")]),
        .executableTarget(
            name: "FuzzConversation", dependencies: ["FuzzSupport", .product(name: "HarkForFuzzing", package: "Hark")]),
        .executableTarget(name: "FuzzAppFile", dependencies: ["FuzzSupport", .product(name: "HarkForFuzzing", package: "Hark")]),
    ],
    swiftLanguageModes: [.v6]
)
