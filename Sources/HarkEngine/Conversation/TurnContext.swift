import Foundation
import HarkKit

/// What one turn of a conversation may read and write: all of it handed in, so turns are
/// deterministic.
struct TurnContext {
    let catalog: AppCatalog
    let index: PhraseIndex
    let store: any HarkStorage
    let now: Date
    let location: Location?
    /// Match only as a device would.
    var deviceStrict = false
    /// The writes of the runs that succeeded this turn, for the session to commit.
    let writes = TurnWrites()

    /// What the person means by `text`, leniently or as a device would.
    func decide(_ text: String) -> MatchDecision {
        deviceStrict ? DeviceRules.understand(text, in: index).decision : index.matcher.decide(text)
    }
}
