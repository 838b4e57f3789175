/// A small card of text rows shown with a result.
///
///     Snippet(title: "Today", rows: [.init(label: "Water", value: "24 oz")])
public struct Snippet: Sendable, Hashable {
    public struct Row: Sendable, Hashable {
        public var label: String
        public var value: String

        public init(label: String, value: String) {
            self.label = label
            self.value = value
        }
    }

    public var title: String
    public var rows: [Row]

    public init(title: String, rows: [Row]) {
        self.title = title
        self.rows = rows
    }
}
