/// How an App Shortcut offers values of one parameter in the Shortcuts app and Spotlight (iOS 17):
/// a summary, and collections of options each a tile of its own. Hark has neither: the
/// presentation is kept as declared, and phrases already offer the values the parameter's
/// query suggests.
///
///     parameterPresentation: ParameterPresentation(
///         for: \.$session, summary: Summary("Start \(\.$session)"),
///         optionsCollections: { OptionsCollection(SessionQuery(), title: "Sessions", systemImageName: "leaf") })
public struct AppShortcutParameterPresentation<Intent: AppIntent, Value: IntentValue>: Sendable {
    /// The summary sentence, with `${name}` where the parameter goes.
    public let summary: String
    /// The collections' titles, in order.
    public let collectionTitles: [LocalizedStringResource]

    /// The presentation of the parameter at `keyPath`.
    public init(
        for keyPath: KeyPath<Intent, Parameter<Value>>, summary: Summary<Intent>,
        @OptionsCollectionsBuilder optionsCollections: () -> [AppShortcutOptionsCollection]
    ) {
        self.summary = summary.text
        collectionTitles = optionsCollections().map(\.title)
    }
}

/// A collection of a parameter's options, shown as tiles under a title.
public struct AppShortcutOptionsCollection: Sendable {
    /// The collection's title.
    public let title: LocalizedStringResource
    /// The SF Symbol a device shows beside it.
    public let systemImageName: String?

    /// The options `provider` gives, under `title`.
    public init(_ provider: some DynamicOptionsProvider, title: LocalizedStringResource, systemImageName: String? = nil) {
        self.title = title
        self.systemImageName = systemImageName
    }

    /// The entities `query` suggests, under `title`.
    public init(_ query: some EntityQuery, title: LocalizedStringResource, systemImageName: String? = nil) {
        self.title = title
        self.systemImageName = systemImageName
    }
}

/// Builds the options collections of a parameter presentation.
@resultBuilder
public enum OptionsCollectionsBuilder {
    /// One collection.
    public static func buildExpression(_ collection: AppShortcutOptionsCollection) -> [AppShortcutOptionsCollection] {
        [collection]
    }
    /// The collections, in order.
    public static func buildBlock(_ parts: [AppShortcutOptionsCollection]...) -> [AppShortcutOptionsCollection] {
        parts.flatMap { $0 }
    }
}

extension AppShortcutsProvider {
    /// `ParameterPresentation(for:summary:optionsCollections:)` in an App Shortcut.
    public typealias ParameterPresentation = AppShortcutParameterPresentation
    /// `OptionsCollection(_:title:systemImageName:)` in a parameter presentation.
    public typealias OptionsCollection = AppShortcutOptionsCollection
}

extension AppShortcut {
    /// An App Shortcut whose parameter's values a device presents as tiles; Hark runs it as any
    /// App Shortcut, with no tiles to show.
    public init<Intent: AppIntent, Value: IntentValue>(
        intent: Intent, phrases: [AppShortcutPhrase<Intent>], shortTitle: LocalizedStringResource,
        systemImageName: String, parameterPresentation: AppShortcutParameterPresentation<Intent, Value>
    ) {
        self.init(intent: intent, phrases: phrases, shortTitle: shortTitle, systemImageName: systemImageName)
    }
}
