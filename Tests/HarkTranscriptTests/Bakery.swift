import Foundation
import HarkEngine
import HarkKit
import HarkTranscript
import Hydrator
import Synchronization

/// A test app whose cake order reaches every resolution outcome and both kinds of failure,
/// and whose ticket machine never answers the same twice.
enum Bakery: HarkApp {
    static let name = "Bakery"

    static var appShortcuts: [AppShortcut] {
        [
            AppShortcut(
                intent: OrderCakes.self,
                phrases: ["Order \(\.$count) cakes in \(.applicationName)", "Order cakes in \(.applicationName)"]),
            AppShortcut(intent: TakeTicket.self, phrases: ["Take a ticket in \(.applicationName)"]),
        ]
    }

    static func screen(records: any RecordStore, now: Date) throws -> AppScreen {
        AppScreen(title: "Bakery", emptyMessage: "No orders.", items: [])
    }
}

enum Flavor: String, AppEnum {
    case chocolate, vanilla
    static let typeDisplayName = "Flavor"
    static let caseDisplayRepresentations: [Flavor: DisplayRepresentation] = [.chocolate: "chocolate", .vanilla: "vanilla"]
}

/// More than 12 cakes is unsupported, more than 6 asks for confirmation, the flavour is picked
/// from a list; vanilla fails at confirm, a single cake fails at handle.
struct OrderCakes: Intent {
    static let title = "Order Cakes"
    @Parameter(title: "Count", prompt: "How many cakes?") var count: Int?
    @Parameter(title: "Flavor") var flavor: Flavor?

    static var resolvers: [ParameterResolver<OrderCakes>] {
        [
            ParameterResolver(\.$count) { intent in
                guard let count = intent.count else { return .needsValue() }
                if count > 12 { return .unsupported("We bake at most 12.") }
                return count > 6 ? .confirmationRequired(count) : .success(count)
            },
            ParameterResolver(\.$flavor) { intent in
                guard let flavor = intent.flavor else { return .disambiguation([.chocolate, .vanilla]) }
                return .success(flavor)
            },
        ]
    }

    func confirm(in context: IntentContext) -> ConfirmResult {
        flavor == .vanilla ? .failure("We are out of vanilla.") : .ready
    }

    func handle(in context: IntentContext) throws -> IntentResult {
        guard let count, count > 1 else { return .failure("We don't bake single cakes.") }
        try context.records.append("\(count) \(flavor?.rawValue ?? "")", to: "Order")
        return .success("Ordered \(count) cakes.")
    }
}

/// Answers with the next number of a counter shared by the whole process.
struct TakeTicket: Intent {
    static let title = "Take Ticket"
    static let counter = Atomic<Int>(0)

    func handle(in context: IntentContext) throws -> IntentResult {
        .success("Your ticket is \(Self.counter.add(1, ordering: .relaxed).newValue).")
    }
}

/// The sample apps and the bakery.
func testCatalog() throws -> AppCatalog {
    try AppCatalog(apps: [Hydrator.self, Bakery.self])
}

/// A fresh folder holding the named files.
func folder(with files: [String: String]) throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("hark-transcripts-\(UUID().uuidString)").path
    for (name, text) in files {
        let file = (path as NSString).appendingPathComponent(name)
        try FileManager.default.createDirectory(
            atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: file, atomically: true, encoding: .utf8)
    }
    return path
}
