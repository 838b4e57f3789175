import HarkKit

/// Locks a card after asking for its PIN: the PIN is sensitive, so the REPL keeps it out of
/// history.
public struct LockCard: Intent {
    public static let title = "Lock Card"
    public static let isConsequential = true
    /// Locking a card is not a habit worth suggesting.
    public static let isDiscoverable = false

    @Parameter(title: "Card", prompt: "Which card, debit or credit?") var card: Card?
    @Parameter(title: "PIN", prompt: "What is the card's four-digit PIN?", isSensitive: true) var pin: String?

    public init() {}

    /// A card already locked is not asked for its PIN again.
    public func availability(in context: IntentContext) -> IntentAvailability {
        guard let card, LockedCards.isKnownLocked(card, in: context.records) else { return .available }
        return .unavailable(Dialog(full: "Your \(card.displayTitle) card is already locked."))
    }

    public static var resolvers: [ParameterResolver<LockCard>] {
        [ParameterResolver(\.$pin) { $0.resolvePIN() }]
    }

    func resolvePIN() -> Resolution<String> {
        guard let pin else { return .needsValue() }
        let digits = pin.filter { !$0.isWhitespace }
        guard digits.count == 4, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) else {
            return .unsupported("A PIN is four digits.")
        }
        return .success(digits)
    }

    public func handle(in context: IntentContext) throws -> IntentResult {
        guard let card else { return .failure("I need to know which card.") }
        if try LockedCards.isLocked(card, in: context.records) {
            return .success("Your \(card.displayTitle) card is already locked.")
        }
        try LockedCards.lock(card, in: context.records)
        return .success("Your \(card.displayTitle) card is locked.")
    }
}
