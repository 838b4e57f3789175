import HarkKit

/// The person's own Smart Stack: the widgets they put there, kept in the store. Smart Rotate
/// moves among these only; others come in as suggestions for a while. It answers
/// `:stack add|remove KIND`.
///
///     try PersonalStack(store: store, installedApps: apps).add("Activity")
///     // "Added Workout · Activity to your stack; Smart Rotate may now move it to the top."
struct PersonalStack {
    let store: any HarkStorage
    let installedApps: [InstalledApp]

    static let commandUsage = "Say :stack, :stack add KIND or :stack remove KIND (a widget kind or its name)."

    /// Puts the widget named by its kind or display name in the person's stack.
    func add(_ name: String) throws -> String {
        let (widget, described) = try widget(named: name)
        guard try store.addStackWidget(widget) else { return "\(described) is already in your stack." }
        return "Added \(described) to your stack; Smart Rotate may now move it to the top."
    }

    /// Takes the widget named by its kind or display name out of the person's stack.
    func remove(_ name: String) throws -> String {
        let (widget, described) = try widget(named: name)
        guard try store.removeStackWidget(widget) else { throw SettingChangeError("\(described) is not in your stack.") }
        return "Removed \(described) from your stack; it now comes in only when suggested."
    }

    /// `:stack add|remove KIND`.
    func command(_ argument: String) -> [Reply] {
        let verb = argument.prefix { $0 != " " }.lowercased()
        let name = String(argument.dropFirst(verb.count)).trimmingCharacters(in: .whitespaces)
        do {
            switch verb {
            case "add": return [.say(try add(name))]
            case "remove": return [.say(try remove(name))]
            default: return [.problem(Self.commandUsage)]
            }
        } catch let error as SettingChangeError {
            return [.problem(error.description)]
        } catch {
            return [.problem("Your stack could not be changed: \(error)")]
        }
    }

    /// The widget a name means: its kind or display name, alone or after its app's name
    /// ("Activity", "Recent Purchases", "Wallet RecentPurchases", "Wallet · Recent Purchases").
    private func widget(named name: String) throws -> (StackWidget, String) {
        guard !name.isEmpty else { throw SettingChangeError(Self.commandUsage) }
        let wanted = Self.folded(name)
        for app in installedApps {
            for kind in app.widgets {
                let names = [kind.kind, kind.displayName].flatMap { [$0, app.name + $0] }.map(Self.folded)
                guard names.contains(wanted) else { continue }
                return (StackWidget(app: app.name, kind: kind.kind), "\(app.name) · \(kind.displayName)")
            }
        }
        let offered = installedApps.flatMap { app in app.widgets.map(\.kind) }
        let list = offered.isEmpty ? "no installed app offers a widget" : "the widget kinds are \(offered.joined(separator: ", "))"
        throw SettingChangeError("No installed app offers a widget “\(name)”; \(list).")
    }

    private static func folded(_ text: String) -> String {
        text.lowercased().filter { !$0.isWhitespace && $0 != "·" }
    }
}

/// A change to the person's stack or settings that cannot be made, said in one sentence.
public struct SettingChangeError: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}
