import Foundation
import HarkKit

/// An outdoor-gear app (and its ranger station) written as Apple's documentation writes App Intents code, for the tests
/// of what each feature does in a conversation (AppIntentsFeatureTests).
struct OutfitterShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: LogHike(), phrases: ["Log a hike in \(.applicationName)"])
        AppShortcut(intent: Rest(), phrases: ["Take a rest in \(.applicationName)"])
        AppShortcut(intent: RentTent(), phrases: ["Rent a tent in \(.applicationName)"])
        AppShortcut(intent: PlanTrip(), phrases: ["Plan a \(\.$season) trip in \(.applicationName)"])
        AppShortcut(intent: BookGuide(), phrases: ["Book a guide in \(.applicationName)"])
        AppShortcut(intent: PayDeposit(), phrases: ["Pay the deposit for my tent in \(.applicationName)"])
        AppShortcut(intent: OpenTrail(), phrases: ["Open a trail in \(.applicationName)"])
        AppShortcut(intent: SharePhotos(), phrases: ["Share my photos in \(.applicationName)"])
        AppShortcut(intent: SetLantern(), phrases: ["Set the lantern in \(.applicationName)"])
        AppShortcut(intent: ImportMap(), phrases: ["Import a map in \(.applicationName)"])
    }

    static var negativePhrases: NegativeAppShortcutPhrases {
        NegativeAppShortcutPhrases {
            "Rent a tent in \(.applicationName) next year"
        }
    }
}

extension OutfitterShortcuts: HarkApp {
    static let name = "Outfitter"
}

/// A second app, as an app declares at most ten App Shortcuts.
struct RangerShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: CheckForecast(), phrases: ["Check the forecast in \(.applicationName)"])
        AppShortcut(intent: StartTracking(), phrases: ["Start tracking in \(.applicationName)"])
        AppShortcut(intent: ExportTrack(), phrases: ["Export my track in \(.applicationName)"])
    }
}

extension RangerShortcuts: HarkApp {
    static let name = "Ranger"
}

struct LogHike: AppIntent {
    static let title: LocalizedStringResource = "Log Hike"

    @Parameter(title: "Distance", defaultUnit: .kilometers, supportsNegativeNumbers: false)
    var distance: Measurement<UnitLength>

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Logged \(Int(distance.converted(to: .meters).value)) metres.")
    }
}

struct Rest: AppIntent {
    static let title: LocalizedStringResource = "Rest"

    @Parameter(title: "Length", requestValueDialog: "For how long?")
    var length: Duration

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Resting for \(length.components.seconds) seconds.")
    }
}

struct TentSizes: DynamicOptionsProvider {
    func results() async throws -> [String] { ["Small", "Family", "Group"] }
}

struct RentTent: AppIntent {
    static let title: LocalizedStringResource = "Rent Tent"

    @Parameter(title: "Size", requestValueDialog: "Which size?", optionsProvider: TentSizes())
    var size: String

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "A \(size.lowercased()) tent is yours.")
    }
}

enum Season: String, AppEnum {
    case spring, summer, autumn, winter

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Season"
    static let caseDisplayRepresentations: [Season: DisplayRepresentation] = [
        .spring: "Spring", .summer: "Summer", .autumn: "Autumn", .winter: "Winter",
    ]
}

/// The seasons the hills are open.
struct OpenSeasons: DynamicOptionsProvider {
    func results() async throws -> [Season] { [.summer, .autumn] }
}

struct PlanTrip: AppIntent {
    static let title: LocalizedStringResource = "Plan Trip"

    @Parameter(title: "Season", optionsProvider: OpenSeasons())
    var season: Season

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Off to the hills in \(season.rawValue).")
    }
}

struct BookGuide: AppIntent {
    static let title: LocalizedStringResource = "Book Guide"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await requestConfirmation(actionName: .book, dialog: "Book a guide for Saturday?")
        return .result(dialog: "Booked.")
    }
}

struct PayDeposit: AppIntent {
    static let title: LocalizedStringResource = "Pay Deposit"
    static let authenticationPolicy: IntentAuthenticationPolicy = .requiresAuthentication

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Paid the deposit.")
    }
}

struct TrailEntity: AppEntity, URLRepresentableEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Trail"
    static let defaultQuery = TrailQuery()
    static var urlRepresentation: URLRepresentation { "https://example.com/trail/\(.id)/details" }

    let id: Int
    let name: String

    var displayRepresentation: DisplayRepresentation { "\(name)" }
}

struct TrailQuery: EnumerableEntityQuery {
    func allEntities() async throws -> [TrailEntity] {
        [TrailEntity(id: 1, name: "Ridge Loop"), TrailEntity(id: 2, name: "Lake Path")]
    }
}

struct OpenTrail: OpenIntent, URLRepresentableIntent {
    static let title: LocalizedStringResource = "Open Trail"

    @Parameter(title: "Trail", requestValueDialog: "Which trail?")
    var target: TrailEntity
}

struct SharePhotos: AppIntent, ForegroundContinuableIntent {
    static let title: LocalizedStringResource = "Share Photos"

    @Parameter(title: "Album") var album: String?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let album else { throw needsToContinueInForegroundError("Open Outfitter to choose the photos.") }
        return .result(dialog: "Shared \(album).")
    }
}

struct CheckForecast: AppIntent {
    static let title: LocalizedStringResource = "Check Forecast"

    /// Outfitter has no network in the tests.
    static let isOnline = false

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard Self.isOnline else { throw AppIntentError.Unrecoverable.networkFailure }
        return .result(dialog: "Sunny.")
    }
}

struct SetLantern: AppIntent {
    static let title: LocalizedStringResource = "Set Lantern"

    @Parameter(title: "Lantern", displayName: Bool.IntentDisplayName(true: "Lit", false: "Dark"), requestValueDialog: "Lit or dark?")
    var lit: Bool

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: lit ? "The lantern is lit." : "The lantern is dark.")
    }
}

struct ImportMap: AppIntent {
    static let title: LocalizedStringResource = "Import Map"

    @Parameter(title: "Map", supportedContentTypes: [.pdf], requestValueDialog: "Which file?")
    var map: IntentFile

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Imported \(map.filename), \(map.data.count) bytes.")
    }
}

struct StartTracking: LiveActivityIntent {
    static let title: LocalizedStringResource = "Start Tracking"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Tracking your walk.")
    }
}

struct ExportTrack: AppIntent, ProgressReportingIntent {
    static let title: LocalizedStringResource = "Export Track"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let before = progress.completedUnitCount
        progress.totalUnitCount = 4
        progress.completedUnitCount += 4
        return .result(dialog: "Exported from \(before) to \(progress.completedUnitCount) of \(progress.totalUnitCount) points.")
    }
}
