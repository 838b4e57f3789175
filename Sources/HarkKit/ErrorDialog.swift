import Foundation

/// An error that says itself to the person (Foundation's protocol on Apple platforms, which App
/// Intents reads): an error thrown from `perform` that conforms is said as its dialog, as Siri does.
///
///     enum AccountError: Error, CustomLocalizedStringResourceConvertible {
///         case notSignedIn
///         var localizedStringResource: LocalizedStringResource { "You're not signed in." }
///     }
public protocol CustomLocalizedStringResourceConvertible {
    /// What the person is told.
    var localizedStringResource: LocalizedStringResource { get }
}

extension Dialog {
    /// What an error thrown from `perform` says: its `localizedStringResource`, else a
    /// `LocalizedError`'s description; nil for an error that does not say itself. A line break
    /// separates the sentence from a supporting line.
    ///
    ///     Dialog(error: AccountError.notSignedIn)   // "You're not signed in."
    public init?(error: any Error) {
        let text: String
        if let error = error as? any CustomLocalizedStringResourceConvertible {
            text = error.localizedStringResource
        } else if let error = error as? any LocalizedError, let description = error.errorDescription {
            text = description
        } else {
            return nil
        }
        let lines = text.split(separator: "\n", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        guard let full = lines.first, !full.isEmpty else { return nil }
        self.init(full: full, supporting: lines.count > 1 && !lines[1].isEmpty ? lines[1] : nil)
    }
}
