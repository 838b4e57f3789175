/// A framework's or extension's App Intents, gathered by the app that links it (iOS 17).
/// Hark finds an app's intents through its App Shortcuts, so it keeps the list only.
///
///     struct TrailKitPackage: AppIntentsPackage {}
public protocol AppIntentsPackage {
    /// The packages this one includes.
    static var includedPackages: [any AppIntentsPackage.Type] { get }
}

extension AppIntentsPackage {
    /// Default: none.
    public static var includedPackages: [any AppIntentsPackage.Type] { [] }
}
