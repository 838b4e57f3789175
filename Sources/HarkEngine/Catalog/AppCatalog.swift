import HarkKit

/// The installed apps, checked against the rules of App Shortcuts, with their phrase templates.
///
///     let catalog = try AppCatalog(apps: [Hydrator.self])
///     catalog.app(named: "hydrator")?.shortcuts.first?.title   // "Track Intake"
public struct AppCatalog: Sendable {
    /// Apple accepts at most this many App Shortcuts per app.
    public static let maximumShortcutsPerApp = 10

    public let apps: [InstalledApp]

    public init(apps types: [any HarkApp.Type]) throws(CatalogError) {
        var apps: [InstalledApp] = []
        for type in types { apps.append(try InstalledApp(type)) }
        try self.init(installing: apps)
    }

    /// A catalog of apps however declared; two apps may not share a name.
    public init(installing apps: [InstalledApp]) throws(CatalogError) {
        var seen: Set<String> = []
        for app in apps where !seen.insert(app.name.lowercased()).inserted {
            throw CatalogError("Two apps are named \(app.name); app names must be unique.")
        }
        self.apps = apps
    }

    /// Makes, and drops, one instance of each App Shortcut's intent with its steps, as a run
    /// makes one: `hark test`'s worker does so before it forks, so that each child finds the
    /// runtime's metadata for them made. Runs only the intents' `init()`.
    public func prepareIntentSteps() {
        for app in apps {
            for shortcut in app.shortcuts { _ = shortcut.intent.driver() }
        }
    }

    public func app(named name: String) -> InstalledApp? {
        let wanted = name.lowercased()
        return apps.first { $0.name.lowercased() == wanted || $0.synonyms.contains { $0.lowercased() == wanted } }
    }

    public func shortcut(id: String) -> ShortcutEntry? {
        for app in apps {
            if let shortcut = app.shortcuts.first(where: { $0.id == id }) { return shortcut }
        }
        return nil
    }

    /// The intent an identifier such as "Hydrator.TrackIntake" names.
    public func intent(id: String) -> (app: InstalledApp, intent: InstalledIntent)? {
        for app in apps {
            if let intent = app.intents.first(where: { $0.id(in: app.name) == id }) { return (app, intent) }
        }
        return nil
    }
}

/// A declaration that breaks a rule; the message names the app and the shortcut.
public struct CatalogError: Error, Equatable, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}

/// How intents of Swift types are named across apps and in the store (as `InstalledIntent.id(in:)`):
/// the app's name and the intent's `persistentIdentifier`.
public enum IntentIdentity {
    public static func id(of type: any DeclaredIntent.Type, in app: String) -> String {
        "\(app).\(type.persistentIdentifier)"
    }
}
