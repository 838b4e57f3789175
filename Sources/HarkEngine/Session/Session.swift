import Foundation
import HarkKit

/// One person talking to Hark: the conversation, its environment, and the parts that answer
/// everything else, each its own type: `CommandRouter` (meta commands), `ShortcutEditor`,
/// `Completer`, `Explainer`, `SuggestionService`, `PersonalStack` and `SiriTipSettings`.
/// The REPL, piped playback and transcript tests all drive a session the same way.
///
///     let session = try Session(catalog: catalog, store: store)
///     session.respond(to: "Hydrate me")   // [.trace(...), .ask("How many ounces?")]
public final class Session {
    public let catalog: AppCatalog
    /// The store given, with the apps' suggested shortcuts written only with the first write.
    public let store: any HarkStorage
    public private(set) var environment: SessionEnvironment
    var conversation = Conversation()
    /// The commands the front end answers itself (the REPL's `:record`, `:quit`, …), which
    /// `:help` lists and Tab completes beside the session's own.
    public var frontEndCommands: [FrontEndCommand] = []
    /// Indexes shared with other sessions of the same catalog, when given.
    private let indexCache: PhraseIndexCache?
    private var indexSource: PhraseIndexSource {
        didSet { builtIndex = nil }
    }
    private var builtIndex: PhraseIndex?

    /// The phrase index, built on first use so that the first prompt does not wait for it.
    var index: PhraseIndex {
        if let builtIndex { return builtIndex }
        let built = indexSource.build(catalog: catalog, cache: indexCache)
        builtIndex = built
        return built
    }

    /// Builds the phrase index now rather than at the first turn, into the cache when one was
    /// given (`hark test`'s worker does so once, before it forks a child per transcript).
    public func prepareIndex() { _ = index }

    /// Something worth saying first, from the installed apps: the person's first own shortcut
    /// ("Hydrate me"), else an example of the first App Shortcut phrase; nil with no app.
    public var exampleUtterance: String? { ExampleUtterances.firstExample(index) }

    public init(
        catalog: AppCatalog, store: any HarkStorage, environment: SessionEnvironment,
        indexCache: PhraseIndexCache? = nil
    ) throws {
        self.catalog = catalog
        let store = LazilySeededStore(base: store, catalog: catalog)
        self.store = store
        self.environment = environment
        self.indexCache = indexCache
        indexSource = try PhraseIndexSource(catalog: catalog, store: store, environment: environment)
        try LaunchDonationWriter.add(catalog: catalog, store: store, now: environment.clock.now, location: environment.location)
    }

    /// Answers one line: a meta command (`:open Hydrator`) or something said to the assistant,
    /// with what it wrote committed in one transaction.
    public func turn(_ line: String) -> TurnResult {
        if let command = MetaCommand(line) {
            let result = CommandRouter(session: self).run(command)
            return TurnResult(replies: askingAgain(after: result.replies), failure: result.failure)
        }
        return commit(conversation.respond(to: line, in: turnContext))
    }

    /// The replies to one line (`turn(_:)` without its failure).
    public func respond(to line: String) -> [Reply] { turn(line).replies }

    /// A meta command said at a question leaves the question open: it is asked again, so the
    /// conversation reads on (“:clock” at “How many ounces?”, then “How many ounces?”).
    public func askingAgain(after replies: [Reply]) -> [Reply] {
        guard let prompt = conversation.pendingPrompt(in: index) else { return replies }
        if case .ask? = replies.last { return replies }
        return replies + [.ask(prompt)]
    }

    /// Builds the phrase index again from the catalog and the store (after user shortcuts or an
    /// app's entities changed). A store that cannot be read keeps the index as it was.
    func rebuildIndex() {
        if let source = try? PhraseIndexSource(catalog: catalog, store: store, environment: environment) {
            indexSource = source
        }
    }

    /// What a turn of the conversation sees: the apps, phrases, store and world of now.
    var turnContext: TurnContext {
        TurnContext(
            catalog: catalog, index: index, store: store, now: environment.clock.now, location: environment.location,
            deviceStrict: environment.deviceStrict)
    }

    /// Ends the conversation in flight, as Ctrl-C and end of input do. Nothing is saved.
    public func cancel() -> [Reply] { conversation.cancel() }

    /// Who is asking, and for which parameter, while a question waits for its answer.
    public var pendingQuestion: (app: String?, parameter: String?)? { conversation.pendingQuestion }

    /// Whether the question in flight asks for a value kept out of history.
    public var pendingQuestionIsSensitive: Bool {
        guard case .running(let run) = conversation.state, let asked = run.question?.parameter else { return false }
        return asked.parameter.isSensitive
    }

    public func update(_ change: (inout SessionEnvironment) -> Void) throws {
        var changed = environment
        change(&changed)
        if changed.installedApps != environment.installedApps || changed.deviceStrict != environment.deviceStrict {
            indexSource = try PhraseIndexSource(catalog: catalog, store: store, environment: changed)
        }
        environment = changed
    }

    /// The apps a person can talk to now.
    public var installedApps: [InstalledApp] {
        catalog.apps.filter { environment.installedApps?.contains($0.name) ?? true }
    }
}
