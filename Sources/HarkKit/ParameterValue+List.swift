/// Arrays of values as parameters (App Intents' `@Parameter var drinks: [DrinkType]`): the
/// person names one or several ("tea and coffee", "tea, coffee"), each read as the element type.
///
///     [DrinkType](answer: .list([.choice(id: "tea"), .choice(id: "coffee")]))   // [.tea, .coffee]
///     [DrinkType.tea, .coffee].spokenText                                       // "tea and coffee"
extension Array: IntentValue where Element: ParameterValue {}

extension Array: ParameterValue where Element: ParameterValue {
    /// Each item is read as the element type is.
    public static var valueKind: ValueKind { Element.valueKind }

    /// The items of a list answer, or a single answer as a list of one; nil when any item is of another kind.
    public init?(answer: AnswerValue) {
        guard case .list(let answers) = answer else {
            guard let element = Element(answer: answer) else { return nil }
            self = [element]
            return
        }
        let elements = answers.compactMap(Element.init(answer:))
        guard elements.count == answers.count, !elements.isEmpty else { return nil }
        self = elements
    }

    /// "tea", "tea and coffee", "tea, coffee, and water".
    public var spokenText: String { SpokenList.joined(map(\.spokenText)) }

    /// The items as a list answer.
    public var answerValue: AnswerValue { .list(map(\.answerValue)) }
}

/// A parameter type that holds several values of one element type.
public protocol ListParameterValue: ParameterValue {
    /// A list of these values; nil when one of them is not of the element type.
    static func list(of values: [any ParameterValue]) -> Self?
    /// The items, type forgotten.
    var items: [any ParameterValue] { get }
    /// The type of one item.
    static var elementType: any ParameterValue.Type { get }
}

extension Array: ListParameterValue where Element: ParameterValue {
    public static func list(of values: [any ParameterValue]) -> [Element]? {
        let elements = values.compactMap { $0 as? Element }
        return elements.count == values.count ? elements : nil
    }

    public var items: [any ParameterValue] { map { $0 } }

    public static var elementType: any ParameterValue.Type { Element.self }
}

/// Items said as English joins them.
enum SpokenList {
    /// "a", "a and b", "a, b, and c".
    static func joined(_ items: [String]) -> String {
        switch items.count {
        case 0: ""
        case 1: items[0]
        case 2: "\(items[0]) and \(items[1])"
        default: items.dropLast().joined(separator: ", ") + ", and \(items[items.count - 1])"
        }
    }
}
