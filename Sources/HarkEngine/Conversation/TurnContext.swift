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
}
