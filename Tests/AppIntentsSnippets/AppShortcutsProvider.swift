import HarkKit

struct ShowFavorites: AppIntent {
    static let title: LocalizedStringResource = "Show Favorites"
    func perform() async throws -> some IntentResult { .result() }
}

struct FavoritesShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: ShowFavorites(),
            phrases: ["Show my favorites in \(.applicationName)"],
            shortTitle: "Favorites",
            systemImageName: "star")
    }
}
