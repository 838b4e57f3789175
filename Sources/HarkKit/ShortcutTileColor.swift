/// The colour of an app's tiles in the Shortcuts app; Hark has no tiles and keeps it only.
///
///     static let shortcutTileColor = ShortcutTileColor.orange
public enum ShortcutTileColor: Sendable, Hashable, CaseIterable {
    /// Red.
    case red
    /// Tangerine.
    case tangerine
    /// Orange.
    case orange
    /// Yellow.
    case yellow
    /// Lime.
    case lime
    /// Gray green.
    case grayGreen
    /// Teal.
    case teal
    /// Light blue.
    case lightBlue
    /// Blue.
    case blue
    /// Navy.
    case navy
    /// Purple.
    case purple
    /// Grape.
    case grape
    /// Pink.
    case pink
    /// Light gray.
    case lightGray
    /// Gray blue.
    case grayBlue
    /// Gray brown.
    case grayBrown
}

extension AppShortcutsProvider {
    /// Default: navy.
    public static var shortcutTileColor: ShortcutTileColor { .navy }
}
