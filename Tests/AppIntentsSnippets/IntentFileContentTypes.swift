import HarkKit


struct ExportNote: AppIntent {
    static let title: LocalizedStringResource = "Export Note"

    @Parameter(title: "Document", supportedContentTypes: [.plainText, .pdf])
    var document: IntentFile

    func perform() async throws -> some IntentResult & ReturnsValue<IntentFile> {
        let copy = IntentFile(data: document.data, filename: "copy.txt", type: .plainText)
        return .result(value: copy)
    }
}
