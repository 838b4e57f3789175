/// A shortcut as Hark names it in what it says and in trace lines: an App Shortcut by its title
/// and app ("Log a Drink in Hydrator"), a user shortcut by its phrase ("your shortcut “Hydrate me”").
public enum ShortcutName: Sendable, Hashable, Codable, CustomStringConvertible {
    case appShortcut(title: String, app: String)
    case userShortcut(phrase: String)
    /// A shortcut the phrase index does not know, by its identifier.
    case unknown(id: String)

    /// The name of the shortcut a match candidate runs.
    init(_ candidate: MatchCandidate, in index: PhraseIndex) {
        switch index.target(of: candidate.shortcutID) {
        case .appShortcut(let shortcut): self = .appShortcut(title: shortcut.title, app: shortcut.appName)
        case .userShortcut(let shortcut): self = .userShortcut(phrase: shortcut.phrase)
        case nil: self = .unknown(id: candidate.shortcutID)
        }
    }

    public var description: String {
        switch self {
        case .appShortcut(let title, let app): "\(title) in \(app)"
        case .userShortcut(let phrase): "your shortcut “\(phrase)”"
        case .unknown(let id): id
        }
    }
}
