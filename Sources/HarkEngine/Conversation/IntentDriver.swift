import HarkKit

/// One intent instance in flight, whatever declared it: parameters, then resolve → confirm →
/// handle, or an App Intent's async `perform`.
///
///     let driver = InstalledIntent(TrackIntake.self).driver()
///     driver.parameters.named("ounces")?.assign(8)
///     driver.resolve("ounces", in: context)   // .success(8)
struct IntentDriver: Sendable {
    let declaration: InstalledIntent
    private let steps: IntentSteps

    init(_ declaration: InstalledIntent, steps: IntentSteps) {
        self.declaration = declaration
        self.steps = steps
    }

    var title: String { declaration.title }
    var parameters: IntentParameters { steps.parameters }

    /// The intent's `perform`, for an App Intent; nil for resolve → confirm → handle.
    var performStep: (@Sendable () async throws -> any IntentResult)? { steps.perform }

    /// Whether the intent runs as an App Intents `perform`.
    var performs: Bool { performStep != nil }

    /// The step that does the work.
    var workStep: WorkStep { performs ? .perform : .handle }

    /// The intent's resolve step for a parameter, run with `context` as `IntentContext.current`
    /// (so it can offer the person's own records), or the default: a value out of the
    /// parameter's range is refused, a value its options provider does not offer, or a missing
    /// required one, is picked among the options, another missing required value needs a
    /// value, anything else succeeds.
    func resolve(_ name: String, in context: IntentContext) -> AnyResolution {
        if let resolution = context.makeCurrent(during: { steps.resolve(name) }) { return resolution }
        guard let entry = parameters.entries.first(where: { $0.name == name }) else { return .notRequired }
        if let value = entry.parameter.anyValue {
            if let refusal = entry.parameter.refusal(of: value) { return .unsupported(refusal) }
            if let offered = Self.options(of: entry.parameter, in: context),
                !offered.contains(where: { Self.same($0, value) })
            {
                return .disambiguation(offered, Dialog(full: HarkWording.notAnOption(value.spokenText)))
            }
            return .success(value)
        }
        guard entry.isRequired else { return .notRequired }
        if let offered = Self.options(of: entry.parameter, in: context) {
            return .disambiguation(offered, entry.parameter.prompt)
        }
        return .needsValue(nil)
    }

    /// What the parameter's options provider offers; nil without one, or when it offers nothing
    /// or fails (then any answer of the type is taken).
    private static func options(of parameter: any AnyParameter, in context: IntentContext) -> [any ParameterValue]? {
        guard let offered = try? parameter.options(in: context), !offered.isEmpty else { return nil }
        return offered
    }

    /// Whether two values are the same option: the same answer, or said the same.
    private static func same(_ option: any ParameterValue, _ value: any ParameterValue) -> Bool {
        option.answerValue == value.answerValue || option.spokenText.lowercased() == value.spokenText.lowercased()
    }

    func availability(in context: IntentContext) -> IntentAvailability { steps.availability(context) }

    func confirm(in context: IntentContext) -> ConfirmResult { steps.confirm(context) }

    func handle(in context: IntentContext) throws -> any IntentResult { try steps.handle(context) }

    /// "Hydrator.TrackIntake", as the store names intents.
    func intentID(in app: String) -> String { declaration.id(in: app) }
}
