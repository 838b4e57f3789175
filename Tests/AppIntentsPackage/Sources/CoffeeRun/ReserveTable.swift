import HarkKit

/// Two numbers asked one after the other: the hour by resolution, the party by `perform`'s own
/// `requestValue`, so an answer to the first must not fill the second.
struct ReserveTable: AppIntent {
    static let title: LocalizedStringResource = "Reserve a Table"

    @Parameter(title: "Hour", inclusiveRange: (7, 18), requestValueDialog: "What time?")
    var hour: Int

    @Parameter(title: "Adults", inclusiveRange: (1, 6))
    var adults: Int?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let party: Int
        if let adults {
            party = adults
        } else {
            party = try await $adults.requestValue("How many adults?")
        }
        try IntentContext.current.records.append(Reservation(hour: hour, adults: party), to: "Reservation")
        return .result(dialog: "A table at \(hour) for \(party) adults.")
    }
}

/// What a reservation keeps.
struct Reservation: Codable, Sendable {
    let hour: Int
    let adults: Int
}
