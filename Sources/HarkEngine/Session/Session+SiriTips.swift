import HarkKit

/// `:tips [on|off] [APP]`: Siri Tips can be dismissed per app, and the choice is kept in the
/// store. Without an app, the app of the last conversation is meant.
///
///     :tips off Meditator
extension Session {
    static let tipsCommandUsage = "Say :tips, :tips off APP or :tips on APP."

    /// Shows or hides an app's Siri Tips from now on, in this store.
    public func setSiriTips(_ shown: Bool, for appName: String) throws -> String {
        guard let app = catalog.app(named: appName) else { throw SettingChangeError("There is no app named “\(appName)”.") }
        try store.setSetting(SiriTip.settingKey(for: app.name), to: shown ? "on" : "off")
        return shown ? "Siri Tips from \(app.name) are shown again." : "Siri Tips from \(app.name) are dismissed; :tips on \(app.name) brings them back."
    }

    func tipsCommand(_ argument: String) -> [Reply] {
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
                guard let app = named.isEmpty ? conversation.lastApp : named else {
                    let example = (installedApps.first(where: \.showsSiriTips) ?? installedApps.first).map { ", such as :tips \(verb) \($0.name)" }
                    return [.problem("Say which app\(example ?? "").")]
                }
                return [.say(try setSiriTips(verb == "on", for: app))]
            default:
                return [.problem(Self.tipsCommandUsage)]
            }
        } catch let error as SettingChangeError {
            return [.problem(error.description)]
        } catch {
            return [.problem("The Siri Tips setting could not be kept: \(error)")]
        }
    }
}
