import Foundation
import Hark
import HarkKit

extension BookshelfShortcuts: HarkApp {
    static let name = "Bookshelf"
}

exit(HarkCommandLine.main(arguments: Array(CommandLine.arguments.dropFirst()), apps: [BookshelfShortcuts.self]))
