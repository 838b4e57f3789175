import HarkKit

struct BookTable: AppIntent {
    static let title: LocalizedStringResource = "Book Table"
    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await requestConfirmation(actionName: .book, dialog: "Book a table for two at 7?")
        let names: [ConfirmationActionName] = [
            .add, .book, .buy, .call, .checkIn, .continue, .create, .do, .download, .filter, .get, .go,
            .log, .open, .order, .pay, .play, .post, .request, .run, .save, .search, .send, .set, .share,
            .start, .toggle, .turnOff, .turnOn, .view,
        ]
        return .result(dialog: "Booked. \(names.count)")
    }
}
