import HarkKit

extension ConfirmationActionName {
    /// Yes for the action's label or an alternative ("book"), no for its deny label or one of
    /// its alternatives ("cancel" is also cancelling); nil for other words.
    func meaning(of text: String) -> UniversalWords.Meaning? {
        let said = UniversalWords.fold(text)
        if ([acceptLabel] + acceptAlternatives).contains(where: { UniversalWords.fold($0) == said }) { return .yes }
        if ([denyLabel] + denyAlternatives).contains(where: { UniversalWords.fold($0) == said }) { return .no }
        return nil
    }
}
