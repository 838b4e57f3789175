import HarkKit

/// The cards in the wallet.
public enum Card: String, AppEnum, Codable {
    case debit, credit

    public static let typeDisplayName = "Card"

    public static let caseDisplayRepresentations: [Card: DisplayRepresentation] = [
        .debit: DisplayRepresentation(title: "debit", synonyms: ["bank"]),
        .credit: DisplayRepresentation(title: "credit", synonyms: ["visa"]),
    ]
}

/// Where people pay.
public enum Merchant: String, AppEnum, Codable {
    case cafe, grocer, bookshop, pharmacy

    public static let typeDisplayName = "Merchant"

    public static let caseDisplayRepresentations: [Merchant: DisplayRepresentation] = [
        .cafe: DisplayRepresentation(title: "café", synonyms: ["cafe", "coffee shop"]),
        .grocer: DisplayRepresentation(title: "grocery store", synonyms: ["grocer", "supermarket"]),
        .bookshop: DisplayRepresentation(title: "bookshop", synonyms: ["bookstore"]),
        .pharmacy: DisplayRepresentation(title: "pharmacy", synonyms: ["chemist"]),
    ]
}

/// The device that paid: the phone runs Wallet, the watch runs its companion.
public enum PaymentDevice: String, AppEnum, Codable {
    case phone, watch

    public static let typeDisplayName = "Device"

    public static let caseDisplayRepresentations: [PaymentDevice: DisplayRepresentation] = [
        .phone: DisplayRepresentation(title: "phone", synonyms: ["iphone"]),
        .watch: DisplayRepresentation(title: "watch", synonyms: ["apple watch"]),
    ]
}
