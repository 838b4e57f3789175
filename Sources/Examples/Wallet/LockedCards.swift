import HarkKit

/// The cards the person has locked (“Lock my debit card in Wallet”): a locked card does not pay.
enum LockedCards {
    static let collection = "LockedCard"

    static func isLocked(_ card: Card, in records: any RecordStore) throws -> Bool {
        try records.all(Card.self, in: collection).contains(card)
    }

    static func lock(_ card: Card, in records: any RecordStore) throws {
        try records.append(card, to: collection)
    }

    /// For the availability check, which cannot throw: a store that cannot be read here is
    /// read again in handle, whose error is reported, so treating it as unlocked loses nothing.
    static func isKnownLocked(_ card: Card, in records: any RecordStore) -> Bool {
        (try? isLocked(card, in: records)) ?? false
    }

    static func lockedDialog(_ card: Card) -> Dialog {
        Dialog(
            full: "Your \(card.displayTitle) card is locked, so it can't pay.",
            supporting: "Pay with your other card instead.")
    }
}
