import HarkKit

struct ExportPhotos: AppIntent, ProgressReportingIntent {
    static let title: LocalizedStringResource = "Export Photos"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        progress.totalUnitCount = 3
        for _ in 0..<3 {
            progress.completedUnitCount += 1
        }
        return .result(dialog: "Exported 3 photos.")
    }
}
