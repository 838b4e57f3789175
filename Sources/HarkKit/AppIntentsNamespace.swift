/// App Intents' module name, for code that qualifies its types with it
/// (`var displayRepresentation: AppIntents.DisplayRepresentation`, as Xcode and Apple's
/// sessions write it): with `import HarkKit` in place of `import AppIntents`, these names
/// still resolve.
public enum AppIntents {
    /// `AppIntents.DisplayRepresentation`.
    public typealias DisplayRepresentation = HarkKit.DisplayRepresentation
    /// `AppIntents.TypeDisplayRepresentation`.
    public typealias TypeDisplayRepresentation = HarkKit.TypeDisplayRepresentation
    /// `AppIntents.IntentDialog`.
    public typealias IntentDialog = HarkKit.IntentDialog
    /// `AppIntents.IntentDescription`.
    public typealias IntentDescription = HarkKit.IntentDescription
    /// `AppIntents.AppShortcut`.
    public typealias AppShortcut = HarkKit.AppShortcut
    /// `AppIntents.IntentParameter`.
    public typealias IntentParameter = HarkKit.IntentParameter
    /// `AppIntents.IntentResult`.
    public typealias IntentResult = HarkKit.IntentResult
    /// `AppIntents.AppIntent`.
    public typealias AppIntent = HarkKit.AppIntent
    /// `AppIntents.AppEntity`.
    public typealias AppEntity = HarkKit.AppEntity
    /// `AppIntents.AppEnum`.
    public typealias AppEnum = HarkKit.AppEnum
    /// `AppIntents.EntityQuery`.
    public typealias EntityQuery = HarkKit.EntityQuery
}
