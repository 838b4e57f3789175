/// `import AppIntents` brings Foundation with it, so App Intents code names `UUID`, `Date`,
/// `URL` and `Data` without importing it; `import HarkKit` does the same.
@_exported import Foundation
