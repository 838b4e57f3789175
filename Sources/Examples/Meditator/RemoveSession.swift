import HarkKit

/// Removes a session the person added, after asking them to confirm.
public struct RemoveSession: Intent {
    public static let title = "Remove Session"
    public static let isConsequential = true

    @Parameter(title: "Session", prompt: "Which session should I remove?") var session: MeditationSession?

    public init() {}

    public static var resolvers: [ParameterResolver<RemoveSession>] {
        [ParameterResolver(\.$session) { $0.resolveSession() }]
    }

    func resolveSession() -> Resolution<MeditationSession> {
        guard let session else { return .needsValue() }
        if session.isBuiltIn {
            return .unsupported("\(session.name) is one of Meditator's own sessions; I can only remove sessions you added.")
        }
        return .success(session)
    }

    public func availability(in context: IntentContext) -> IntentAvailability { Account.requireSignIn(in: context) }

    public func handle(in context: IntentContext) throws -> IntentResult {
        guard let session else { throw $session.needsValueError() }
        try context.requestConfirmation("Remove \(session.name) from your sessions?")
        try SessionLibrary.record(.removed, session.name, in: context)
        context.updateAppShortcutParameters()
        return .success("Removed \(session.name).")
    }
}
