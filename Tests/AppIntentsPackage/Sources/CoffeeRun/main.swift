import Foundation
import Hark
import HarkKit

extension CoffeeShortcuts: HarkApp {
    static let name = "CoffeeRun"
}

// As an app's init() does on a device: register dependencies, report the cafes for phrases.
AppDependencyManager.shared.add(dependency: OrderBook())
CoffeeShortcuts.updateAppShortcutParameters()
exit(HarkCommandLine.main(arguments: Array(CommandLine.arguments.dropFirst()), apps: [CoffeeShortcuts.self]))
