import HarkKit

extension InstalledIntent {
    /// Why the intent may not be suggested with these values, as the end of a sentence; nil
    /// when it may: it is discoverable, eligible for suggestions, and the names of the values
    /// set are one of its supported combinations (when it declares any).
    ///
    ///     showRecentPurchases.unsuggestable(["card": .choice("credit")])   // nil
    func unsuggestable(_ parameters: [String: AnswerValue]) -> String? {
        if !isDiscoverable { return "\(title) is not discoverable (isDiscoverable = false)" }
        if !isEligibleForSuggestions { return "\(title) is not eligible for suggestions" }
        guard let combinations = supportedCombinations else { return nil }
        let names = Set(parameters.keys)
        guard !combinations.contains(names) else { return nil }
        let said = names.isEmpty ? "no values" : names.sorted().joined(separator: ", ")
        return "\(title) supports no combination of \(said)"
    }
}

extension InstalledApp {
    /// The app's intent named `intentID` ("Wallet.Pay"), when it declares one.
    func intent(id intentID: String) -> InstalledIntent? {
        intents.first { $0.id(in: name) == intentID }
    }
}
