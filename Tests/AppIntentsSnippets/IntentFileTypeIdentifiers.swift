import HarkKit

struct ImportPhoto: AppIntent {
    static let title: LocalizedStringResource = "Import Photo"

    @Parameter(title: "Photo", supportedTypeIdentifiers: ["public.image"], inputConnectionBehavior: .connectToPreviousIntentResult)
    var photo: IntentFile

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let size = photo.data.count
        return .result(dialog: "Imported \(photo.filename), \(size) bytes.")
    }
}
