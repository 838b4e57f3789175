/// Options in sections, as an options provider may return them (iOS 17). Hark offers the
/// items of every section, in order.
///
///     ItemCollection {
///         ItemSection("Warm") { IntentItem("red", title: "Red") }
///     }
public struct ItemCollection<Value: ParameterValue>: ParameterOptions {
    /// The sections, in order.
    public let sections: [ItemSection<Value>]

    /// A collection of these sections.
    public init(sections: [ItemSection<Value>]) {
        self.sections = sections
    }

    /// A collection of the sections of a body.
    public init(@ItemCollectionBuilder<Value> _ sections: () -> [ItemSection<Value>]) {
        self.sections = sections()
    }

    /// A collection of one section of these items.
    public init(items: [IntentItem<Value>]) {
        sections = [ItemSection(items: items)]
    }

    public var optionValues: [any ParameterValue] { sections.flatMap(\.items).map { $0.value as any ParameterValue } }
}

/// A titled group of options.
public struct ItemSection<Value: ParameterValue>: Sendable {
    /// The section's heading, if any.
    public let title: LocalizedStringResource?
    /// The options.
    public let items: [IntentItem<Value>]

    /// A section of these items under `title`.
    public init(_ title: LocalizedStringResource? = nil, items: [IntentItem<Value>]) {
        self.title = title
        self.items = items
    }

    /// A section of the items of a body under `title`.
    public init(_ title: LocalizedStringResource? = nil, @ItemSectionBuilder<Value> _ items: () -> [IntentItem<Value>]) {
        self.init(title, items: items())
    }
}

/// One option and how it is shown.
public struct IntentItem<Value: ParameterValue>: Sendable {
    /// The value the option stands for.
    public let value: Value
    /// How the option is shown; the value's words when nil.
    public let title: LocalizedStringResource?

    /// An option for `value`, shown as `title`.
    public init(
        _ value: Value, title: LocalizedStringResource? = nil, subtitle: LocalizedStringResource? = nil,
        image: DisplayRepresentation.Image? = nil
    ) {
        self.value = value
        self.title = title
    }
}

/// Builds the sections of an `ItemCollection`.
@resultBuilder
public enum ItemCollectionBuilder<Value: ParameterValue> {
    /// One section.
    public static func buildExpression(_ section: ItemSection<Value>) -> [ItemSection<Value>] { [section] }
    /// The sections, in order.
    public static func buildBlock(_ parts: [ItemSection<Value>]...) -> [ItemSection<Value>] { parts.flatMap { $0 } }
}

/// Builds the items of an `ItemSection`.
@resultBuilder
public enum ItemSectionBuilder<Value: ParameterValue> {
    /// One item.
    public static func buildExpression(_ item: IntentItem<Value>) -> [IntentItem<Value>] { [item] }
    /// The items, in order.
    public static func buildBlock(_ parts: [IntentItem<Value>]...) -> [IntentItem<Value>] { parts.flatMap { $0 } }
}
