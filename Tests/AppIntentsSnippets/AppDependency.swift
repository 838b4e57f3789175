import HarkKit

final class Store: @unchecked Sendable { func count() -> Int { 0 } }

struct CountStore: AppIntent {
    static let title: LocalizedStringResource = "Count Store"
    @Dependency private var store: Store
    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "\(store.count()) things.")
    }
}
