import Foundation
import HarkEngine

extension TimeSource {
    /// The machine's clock: chosen here, at the edge, for a session that has no `--clock`.
    static let system = TimeSource(name: "system") { Date() }
}
