import Foundation
import HarkEngine
import HarkKit

/// The Store tab: what each app has recorded (as `hark open` shows it), and the suggestions and
/// Smart Stack (as `hark suggest` and `hark stack` give them) at a chosen time, place and
/// situation. It only reads: each view is a session of its own on the studio's store.
struct StudioRelevance {
    /// The moment asked about; a missing or empty value keeps the studio's own.
    struct Moment: Decodable {
        var at: String?
        var near: String?
        var situation: String?
    }

    struct Screen: Encodable {
        let app: String
        let title: String
        let lines: [String]
    }

    struct Suggestion: Encodable {
        let app: String
        let title: String
        let reason: String
    }

    struct Widget: Encodable {
        let app: String
        let name: String
        let text: String
        /// `rotating`, `suggested` or `not in stack`.
        let placement: String
        let reason: String
    }

    struct View: Encodable {
        let now: String
        let screens: [Screen]
        let suggestions: [Suggestion]
        let stack: [Widget]
    }

    let catalog: AppCatalog
    let store: any HarkStorage
    let environment: SessionEnvironment

    func view(at moment: Moment) throws(StudioError) -> View {
        do {
            let session = try Session(catalog: catalog, store: store, environment: try environment(at: moment))
            let now = session.environment.clock.now
            let screens = try session.installedApps.map { app in
                let screen = try app.screen(records: store.records(ofApp: app.name), now: now)
                return Screen(app: app.name, title: screen.title, lines: screen.items.isEmpty ? [screen.emptyMessage] : screen.items.map(\.text))
            }
            let suggestions = try session.suggestions(limit: Session.defaultSuggestionLimit).map {
                Suggestion(app: $0.app, title: $0.title, reason: $0.reason)
            }
            let stack = try session.stack().map {
                Widget(
                    app: $0.app, name: $0.displayName + ($0.configurationText.map { " (\($0))" } ?? ""), text: $0.text,
                    placement: $0.placement.rawValue, reason: $0.reason)
            }
            return View(now: now.formatted(.iso8601), screens: screens, suggestions: suggestions, stack: stack)
        } catch let error as StudioError {
            throw error
        } catch {
            throw StudioError("\(error)")
        }
    }

    private func environment(at moment: Moment) throws -> SessionEnvironment {
        var changed = environment
        if let at = moment.at, !at.isEmpty {
            do { changed.clock = try SessionClock.parse(at, after: changed.clock, realTime: .system) } catch {
                throw StudioError("Time: \(error.description)")
            }
        }
        if let near = moment.near, !near.isEmpty {
            do { changed.location = try Location.parseSetting(near) } catch { throw StudioError("Place: \(error.description)") }
        }
        if let situation = moment.situation, !situation.isEmpty {
            do { changed.situations = try DailyRoutineSituation.parseSetting(situation) } catch {
                throw StudioError("“\(situation)” is not a situation; use one of \(UnknownSituation.names), or none.")
            }
        }
        return changed
    }
}
