extension DefaultStringInterpolation {
    /// An enum case in a dialog or title says its display name (`"A \(drink)"` → “A flat
    /// white”), as App Intents interpolates it.
    public mutating func appendInterpolation<Value: AppEnum>(_ value: Value) {
        appendLiteral(value.displayTitle)
    }

    /// An entity in a dialog or title says its display title.
    public mutating func appendInterpolation<Value: AppEntity>(_ value: Value) {
        appendLiteral(value.displayRepresentation.title)
    }
}
