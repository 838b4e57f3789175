/// Requests about one item of a parameter that holds a list (`@Parameter var drinks: [DrinkType]`),
/// typed as App Intents types them: the candidates, the pick and the value confirmed are items.
///
///     let first = try await $drinks.requestDisambiguation(among: drinks, dialog: "Which comes first?")
///     guard try await $drinks.requestConfirmation(for: first, dialog: "Start with \(first)?") else { … }
///
/// `requestValue()` on such a parameter asks for the list itself: the person may name one item
/// or several ("tea and coffee"), and the list is returned.
extension Parameter {
    /// Asks the person to pick one of `items` and waits for the pick. The parameter keeps the
    /// list it held. A single item is taken without asking; no items at all asks for the
    /// parameter's value instead and returns its first item.
    public func requestDisambiguation<Element: ParameterValue>(
        among items: [Element], dialog: IntentDialog? = nil
    ) async throws -> Element where Value.ValueType == [Element] {
        if items.count == 1 { return items[0] }
        guard !items.isEmpty else {
            guard let first = try await requestValue(dialog).first else { throw needsValueError(dialog) }
            return first
        }
        let held = storage.value
        defer { storage.value = held }
        _ = try await IntentRequest.ask(IntentRequest(kind: .disambiguation(parameter: storageID, among: items), dialog: dialog))
        guard let pick = storage.value?.first else { throw needsValueError(dialog) }
        return pick
    }

    /// Asks the person whether `item` is the one they mean; returns their yes or no.
    public func requestConfirmation<Element: ParameterValue>(
        for item: Element, dialog: IntentDialog? = nil
    ) async throws -> Bool where Value.ValueType == [Element] {
        let request = IntentRequest(kind: .valueConfirmation(parameter: storageID, value: item), dialog: dialog)
        guard case .confirmed(let yes) = try await IntentRequest.ask(request) else { return false }
        return yes
    }
}
