import HarkKit

struct TileShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] { [] }
    static let shortcutTileColor: ShortcutTileColor = .navy
}
