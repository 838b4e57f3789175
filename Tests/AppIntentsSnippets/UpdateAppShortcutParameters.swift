import HarkKit

func afterAddingRecipe() {
    struct Recipes: AppShortcutsProvider {
        static var appShortcuts: [AppShortcut] { [] }
    }
    Recipes.updateAppShortcutParameters()
}
