/// An intent that may need the app in the foreground to finish (iOS 16). Hark has no
/// foreground: `needsToContinueInForegroundError` ends the run saying its dialog, and
/// `requestToContinueInForeground` asks yes or no, then runs the continuation in the app.
public protocol ForegroundContinuableIntent: AppIntent {}

extension ForegroundContinuableIntent {
    /// The error that stops the run to go on in the app; Hark says `dialog` (or that the person
    /// should go on in the app) and, having no foreground, never runs `continuation`.
    public func needsToContinueInForegroundError(
        _ dialog: IntentDialog? = nil, continuation: (@MainActor @Sendable () async throws -> Void)? = nil
    ) -> some Error {
        ContinueInForegroundError(dialog: dialog ?? "Please continue in \(Self.title) on your device.")
    }

    /// Asks to go on in the app with `dialog` (a yes or no); on yes, runs `continuation` and
    /// returns what it returns, on no throws `ConfirmationDeclined`.
    @discardableResult
    public func requestToContinueInForeground<Result: Sendable>(
        _ dialog: IntentDialog? = nil, continuation: @MainActor @Sendable () async throws -> Result
    ) async throws -> Result {
        let question = dialog ?? IntentDialog(full: "Continue in \(Self.title)?")
        let answer = try await IntentRequest.ask(IntentRequest(kind: .confirmation, dialog: question))
        guard case .confirmed(true) = answer else { throw ConfirmationDeclined() }
        return try await continuation()
    }
}

/// Thrown to stop a run that must go on in the app; said as its dialog.
struct ContinueInForegroundError: Error, CustomLocalizedStringResourceConvertible {
    let dialog: IntentDialog
    var localizedStringResource: LocalizedStringResource { dialog.full }
}
