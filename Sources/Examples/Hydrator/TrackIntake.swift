import HarkKit

/// Logs a drink: the tutorial's intent, with its resolve rules (no amount or zero: ask again;
/// no drink: ask again). Hark adds two rules the tutorial does not have, marked below.
public struct TrackIntake: Intent {
    public static let title = "Track Intake"

    /// The most a single drink may be; larger amounts are surely a slip of the tongue.
    /// (An addition to the tutorial.)
    static let maximumOunces = 200

    @Parameter(title: "Ounces", prompt: "How many ounces?") var ounces: Int?
    @Parameter(title: "Hydration Type", prompt: "What type of drink?") var hydrationType: HydrationType?

    public init() {}

    public static var resolvers: [ParameterResolver<TrackIntake>] {
        [
            ParameterResolver(\.$ounces) { $0.resolveOunces() },
            ParameterResolver(\.$hydrationType) { $0.resolveHydrationType() },
        ]
    }

    func resolveOunces() -> Resolution<Int> {
        guard let ounces, ounces != 0 else { return .needsValue() }
        // Additions to the tutorial: a negative amount, and more than one drink holds.
        if ounces < 0 { return .unsupported("I can only log a positive number of ounces.") }
        if ounces > Self.maximumOunces {
            return .unsupported("\(ounces) ounces is more than one drink; the most I log at once is \(Self.maximumOunces).")
        }
        return .success(ounces)
    }

    func resolveHydrationType() -> Resolution<HydrationType> {
        guard let hydrationType else { return .needsValue() }
        return .success(hydrationType)
    }

    public func handle(in context: IntentContext) throws -> IntentResult {
        guard let ounces, let hydrationType else { return .failure("I need both an amount and a drink.") }
        let entry = LogEntry(drinkType: hydrationType, ounces: ounces, date: context.now)
        do {
            try context.records.append(entry, to: LogEntry.collection)
        } catch {
            return .failure("Sorry, I couldn't save that to your log.")
        }
        let unit = ounces == 1 ? "ounce" : "ounces"
        return .success("OK. I logged \(ounces) \(unit) of \(hydrationType.displayTitle).")
    }
}
