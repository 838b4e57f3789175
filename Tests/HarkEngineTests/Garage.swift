import Foundation
import HarkKit

/// A resolve → confirm → handle app whose resolver offers the person's own records: the cars
/// they added, read through `IntentContext.current` as `perform` and `handle` read them.
enum Garage: HarkApp {
    static let name = "Garage"

    static var appShortcuts: [AppShortcut] {
        [
            AppShortcut(intent: AddCar.self, phrases: ["Add a car in \(.applicationName)"]),
            AppShortcut(intent: ParkCar.self, phrases: ["Park my car in \(.applicationName)"]),
        ]
    }
}

/// Keeps a car's name.
struct AddCar: Intent {
    static let title = "Add Car"
    @Parameter(title: "Car", prompt: "What is the car called?") var car: String?

    func handle(in context: IntentContext) throws -> IntentResult {
        try context.records.append(car ?? "", to: "Car")
        return .success("Added.")
    }
}

/// Asks which of the person's own cars, by the app's dialog.
struct ParkCar: Intent {
    static let title = "Park Car"
    @Parameter(title: "Car") var car: String?

    static var resolvers: [ParameterResolver<ParkCar>] {
        [
            ParameterResolver(\.$car) { intent in
                if let car = intent.car { return .success(car) }
                let cars = (try? IntentContext.current.records.all(String.self, in: "Car")) ?? []
                return .disambiguation(cars, "Which car?")
            },
        ]
    }

    func handle(in context: IntentContext) throws -> IntentResult {
        .success("Parked the \(car ?? "car").")
    }
}
