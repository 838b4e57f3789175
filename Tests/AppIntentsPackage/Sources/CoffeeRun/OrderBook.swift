import Foundation
import HarkKit

/// One coffee ordered.
struct Order: Codable, Sendable {
    let number: Int
    let drink: Drink
    let ounces: Int
    let shots: Int
    let cafe: String
}

/// The app's orders: an actor, registered with AppDependencyManager and read with @Dependency.
actor OrderBook {
    private(set) var orders: [Order] = []
    private var nextNumber = 101

    func place(_ drink: Drink, size: CupSize, shots: Int, at cafe: CafeEntity) -> Order {
        let order = Order(
            number: nextNumber, drink: drink, ounces: size.rawValue, shots: shots, cafe: cafe.name)
        nextNumber += 1
        orders.append(order)
        return order
    }

    func order(numbered number: Int) -> Order? {
        orders.first { $0.number == number }
    }

    func cancel(_ number: Int) {
        orders.removeAll { $0.number == number }
    }
}

/// The cafe a person likes best, kept in a static as apps keep settings.
enum Preferences {
    nonisolated(unsafe) static var favouriteCafe: CafeEntity?
}
