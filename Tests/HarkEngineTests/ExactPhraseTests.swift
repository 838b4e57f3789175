import Foundation
import HarkEngine
import HarkStore
import Hydrator
import Meditator
import Testing
import Wallet
import Workout

/// Exact first: each phrase of each sample app, said word for word with values its slots take,
/// runs its own shortcut, whatever the question, negation, tense or frame rules would make of it.
@Test func everySamplePhraseSaidWordForWordMatchesItsShortcut() throws {
    let harness = try Harness(apps: [Hydrator.self, MeditatorShortcuts.self, Workout.self, Wallet.self, BrewerShortcuts.self])
    #expect(harness.session.unmatchedPhrases() == [])
}
