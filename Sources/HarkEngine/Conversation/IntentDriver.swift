import HarkKit

/// One intent instance in flight, whatever declared it: parameters, resolve, confirm, handle.
///
///     let driver = IntentDeclaration(TrackIntake.self).driver()
///     driver.parameters.named("ounces")?.assign(8)
///     driver.resolve("ounces")   // .success(8)
struct IntentDriver: Sendable {
    let declaration: IntentDeclaration
    private let steps: IntentSteps

    init(_ declaration: IntentDeclaration, steps: IntentSteps) {
        self.declaration = declaration
        self.steps = steps
    }

    var title: String { declaration.title }
    var isDiscoverable: Bool { declaration.isDiscoverable }
    var parameters: IntentParameters { steps.parameters }

    /// The intent's resolve step for a parameter, or the default: a missing required value
    /// needs a value, anything else succeeds.
    func resolve(_ name: String) -> AnyResolution {
        if let resolution = steps.resolve(name) { return resolution }
        guard let parameter = parameters.named(name) else { return .notRequired }
        if let value = parameter.anyValue { return .success(value) }
        return parameter.isRequired ? .needsValue(nil) : .notRequired
    }

    func availability(in context: IntentContext) -> IntentAvailability { steps.availability(context) }

    func confirm(in context: IntentContext) -> ConfirmResult { steps.confirm(context) }

    func handle(in context: IntentContext) throws -> IntentResult { try steps.handle(context) }

    /// "Hydrator.TrackIntake", as the store names intents.
    func intentID(in app: String) -> String { declaration.id(in: app) }
}
