import Foundation

/// Random numbers a failing run can repeat: SplitMix64 from a seed that is printed. The seed is
/// `HARK_TEST_SEED` when set, else a fixed one, so runs are the same unless asked otherwise.
///
///     var generator = SeededGenerator.fromEnvironment(test: "kill -9 delays")
///     UInt32.random(in: 0...250_000, using: &generator)
struct SeededGenerator: RandomNumberGenerator {
    static let defaultSeed: UInt64 = 0x4841_524B_1105
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    static func fromEnvironment(test: String) -> SeededGenerator {
        let seed = ProcessInfo.processInfo.environment["HARK_TEST_SEED"].flatMap { UInt64($0) } ?? defaultSeed
        print("\(test): random seed \(seed) (set HARK_TEST_SEED to repeat or vary it)")
        return SeededGenerator(seed: seed)
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
