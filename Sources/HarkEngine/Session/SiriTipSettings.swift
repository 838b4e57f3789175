import HarkKit

/// Whether each app's Siri Tips are shown: they can be dismissed per app, and the choice is
/// kept in the store. It answers `:tips [on|off] [APP]`; without an app, the app of the last
/// conversation is meant.
///
///     try settings.set(false, for: "Meditator")   // "Siri Tips from Meditator are dismissed; …"
struct SiriTipSettings {
    let catalog: AppCatalog
    let store: any HarkStorage
    let installedApps: [InstalledApp]
    /// The app of the last conversation, which `:tips off` alone is about.
    let lastApp: String?

    static let commandUsage = "Say :tips, :tips off APP or :tips on APP."

    /// Shows or hides an app's Siri Tips from now on, in this store.
    func set(_ shown: Bool, for appName: String) throws -> String {
        guard let app = catalog.app(named: appName) else { throw SettingChangeError(UnknownApp.sentence(appName, installed: installedApps)) }
        try store.setSetting(SiriTip.settingKey(for: app.name), to: shown ? "on" : "off")
        return shown ? "Siri Tips from \(app.name) are shown again." : "Siri Tips from \(app.name) are dismissed; :tips on \(app.name) brings them back."
    }

    /// `:tips [on|off] [APP]`.
    func command(_ argument: String) -> [Reply] {
        let verb = argument.prefix { $0 != " " }.lowercased()
        let named = String(argument.dropFirst(verb.count)).trimmingCharacters(in: .whitespaces)
        do {
            switch verb {
            case "":
                let apps = installedApps.filter(\.showsSiriTips)
                guard !apps.isEmpty else { return [.say("No installed app shows Siri Tips.")] }
                return try apps.map { app in
                    let off = try store.setting(SiriTip.settingKey(for: app.name)) == "off"
                    return .say("\(app.name): Siri Tips \(off ? "dismissed" : "shown")")
                }
            case "on", "off":
                guard let app = named.isEmpty ? lastApp : named else {
                    let example = (installedApps.first(where: \.showsSiriTips) ?? installedApps.first).map { ", such as :tips \(verb) \($0.name)" }
                    return [.problem("Say which app\(example ?? "").")]
                }
                return [.say(try set(verb == "on", for: app))]
            default:
                return [.problem(Self.commandUsage)]
            }
        } catch let error as SettingChangeError {
            return [.problem(error.description)]
        } catch {
            return [.problem("The Siri Tips setting could not be kept: \(error)")]
        }
    }
}
