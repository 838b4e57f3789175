import Foundation
import HarkKit
import HarkStore
import Hydrator
import Meditator
import Testing
import Wallet
import Workout

@testable import HarkEngine

/// Exact first: each phrase of each sample app, said word for word with values its slots take,
/// runs its own shortcut, whatever the question, negation, tense or frame rules would make of it.
@Test func everySamplePhraseSaidWordForWordMatchesItsShortcut() throws {
    let catalog = try AppCatalog(apps: [Hydrator.self, MeditatorShortcuts.self, Workout.self, Wallet.self, BrewerShortcuts.self])
    let environment = SessionEnvironment(clock: .fixed(Date(timeIntervalSince1970: 1_767_603_600)))
    let source = try PhraseIndexSource(catalog: catalog, store: try SQLiteStore.inMemory(), environment: environment)
    let index = source.build(catalog: catalog, cache: PhraseIndexCache?.none)
    #expect(index.templates.count > 20)
    for template in index.templates {
        let said = ExampleUtterances.example(template, ranges: index.wholeNumberRanges(of: template.shortcutID))
        let decision = index.matcher.decide(said)
        guard case .matched(let candidate) = decision, candidate.shortcutID == template.shortcutID else {
            Issue.record("“\(said)” (\(template.text)): \(decision.name)")
            continue
        }
    }
}
