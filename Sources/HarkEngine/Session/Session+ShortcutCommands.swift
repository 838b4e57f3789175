import Foundation
import HarkKit

/// `:shortcuts add|list|rename|remove`: the person's own shortcuts, from the REPL.
///
///     :shortcuts add "Tea time" = Log tea in Hydrator
///     :shortcuts rename "Tea time" to "Teatime"
///     :shortcuts remove "Teatime"
extension Session {
    static let shortcutCommandUsage =
        "Say :shortcuts add \"PHRASE\" = WHAT YOU WOULD SAY, :shortcuts list, :shortcuts rename \"OLD\" to \"NEW\", or :shortcuts remove \"PHRASE\"."

    func editShortcuts(_ argument: String) -> [Reply] {
        let verb = argument.prefix { $0 != " " }.lowercased()
        let rest = String(argument.dropFirst(verb.count)).trimmingCharacters(in: .whitespaces)
        do {
            switch verb {
            case "list":
                let shortcuts = try store.userShortcuts()
                if shortcuts.isEmpty { return [.say("You have no shortcuts of your own yet.")] }
                return shortcuts.map { .say(describe($0)) }
            case "add":
                guard let equals = rest.firstIndex(of: "=") else { return [.problem(Self.shortcutCommandUsage)] }
                let shortcut = try addUserShortcut(
                    phrase: String(rest[..<equals]), saying: String(rest[rest.index(after: equals)...]))
                return [.say("Added. \(describe(shortcut))")]
            case "rename":
                guard let (old, new) = Self.renaming(rest) else { return [.problem(Self.shortcutCommandUsage)] }
                try renameUserShortcut(old, to: new)
                return [.say("Renamed “\(Self.trimmed(old))” to “\(Self.trimmed(new))”.")]
            case "remove", "delete":
                try removeUserShortcut(rest)
                return [.say("Removed “\(Self.trimmed(rest))”.")]
            default:
                return [.problem(Self.shortcutCommandUsage)]
            }
        } catch let error as ShortcutEditError {
            return [.problem(error.description)]
        } catch {
            return [.problem("Your shortcuts could not be read: \(error)")]
        }
    }

    /// `"Old" to "New"`, `Old to New`, or `"Old" "New"`.
    static func renaming(_ text: String) -> (String, String)? {
        let quoted = text.split(whereSeparator: { "\"“”".contains($0) })
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && $0.lowercased() != "to" }
        if quoted.count == 2, text.contains(where: { "\"“”".contains($0) }) { return (quoted[0], quoted[1]) }
        guard let range = text.range(of: " to ", options: .caseInsensitive) else { return nil }
        return (String(text[..<range.lowerBound]), String(text[range.upperBound...]))
    }
}
