/// A small card of text rows shown with a result.
///
///     Snippet(title: "Today", rows: [.init(label: "Water", value: "24 oz")])
public struct Snippet: Sendable, Hashable {
    /// A label and its value.
    public struct Row: Sendable, Hashable {
        /// What the value is ("Total").
        public var label: String
        /// The value as shown.
        public var value: String

        /// A row from its label and value.
        public init(label: String, value: String) {
            self.label = label
            self.value = value
        }
    }

    /// The card's heading.
    public var title: String
    /// The rows, top to bottom.
    public var rows: [Row]

    /// A card from its heading and rows.
    public init(title: String, rows: [Row]) {
        self.title = title
        self.rows = rows
    }
}
