import HarkKit

struct BookshelfShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: AddBook(),
            phrases: ["Add a book to \(.applicationName)", "Add a \(\.$genre) book to \(.applicationName)"],
            shortTitle: "Add a Book",
            systemImageName: "book")
        AppShortcut(
            intent: StartReading(),
            phrases: ["Start reading in \(.applicationName)", "Read \(\.$book) in \(.applicationName)"],
            shortTitle: "Start Reading",
            systemImageName: "book.pages")
        AppShortcut(
            intent: FinishBook(),
            phrases: ["I finished a book in \(.applicationName)"],
            shortTitle: "Finish a Book",
            systemImageName: "checkmark")
        AppShortcut(
            intent: RateBook(),
            phrases: ["Rate a book in \(.applicationName)", "Give \(\.$stars) stars in \(.applicationName)"],
            shortTitle: "Rate a Book",
            systemImageName: "star")
        AppShortcut(intent: RecommendBooks(), phrases: ["Recommend books in \(.applicationName)"])
    }
}
