import HarkKit

struct CallContact: AppIntent {
    static let title: LocalizedStringResource = "Call Contact"
    @Parameter(title: "Name") var name: String
    func perform() async throws -> some IntentResult {
        let matches = ["Ann Lee", "Ann Moss"]
        if matches.count > 1 {
            throw $name.needsDisambiguationError(among: matches, dialog: "Which Ann?")
        }
        return .result()
    }
}
