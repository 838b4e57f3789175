/// An intent that opens the app on `target` (iOS 16). Hark has no foreground to bring the app
/// to: without a `perform` of its own, it says what it opens.
///
///     struct OpenLandmarkIntent: OpenIntent {
///         static let title: LocalizedStringResource = "Open Landmark"
///         @Parameter(title: "Landmark") var target: LandmarkEntity
///     }
public protocol OpenIntent: AppIntent {
    /// The type of what the intent opens.
    associatedtype Value: IntentValue
    /// What the intent opens.
    var target: Value { get set }
}

extension OpenIntent {
    /// Default: true, as an open intent brings its app to the front.
    public static var openAppWhenRun: Bool { true }

    /// Default: says what it opens ("Opening Golden Gate.").
    public func perform() async throws -> IntentResultContainer<Never> {
        .result(dialog: IntentDialog(full: "Opening \(target.parameterValue?.spokenText ?? Self.title)."))
    }
}

/// An intent whose run is opening a URL its app handles (iOS 18): the URL of its `target`,
/// from the target type's `urlRepresentation`. Hark opens no URL: the intent says it.
public protocol URLRepresentableIntent: OpenIntent where Value: URLRepresentableEntity {}

extension URLRepresentableIntent {
    /// Says the URL a device would open ("Opening https://example.com/trail/4/details.").
    public func perform() async throws -> IntentResultContainer<Never> {
        .result(dialog: IntentDialog(full: "Opening \(target.url?.absoluteString ?? target.spokenText)."))
    }
}

/// An entity with a URL its app handles (iOS 18).
///
///     static var urlRepresentation: URLRepresentation { "https://example.com/trail/\(.id)/details" }
public protocol URLRepresentableEntity: AppEntity {
    /// The URL of each entity, with its identifier in it.
    static var urlRepresentation: URLRepresentation { get }
}

extension URLRepresentableEntity {
    /// The entity's URL, from the type's `urlRepresentation`; nil when that is no URL.
    public var url: URL? {
        let identifier = id.entityIdentifierString
        return URL(
            string: Self.urlRepresentation.template.replacingOccurrences(
                of: URLRepresentation.identifierPlaceholder,
                with: identifier.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? identifier))
    }
}

/// A URL with an entity's identifier in it (`"https://example.com/trail/\(.id)/details"`).
public struct URLRepresentation: Sendable, Hashable, ExpressibleByStringInterpolation {
    static let identifierPlaceholder = "{id}"

    /// The URL with `{id}` where the identifier goes.
    let template: String

    public init(stringLiteral value: String) {
        template = value
    }

    public init(stringInterpolation: StringInterpolation) {
        template = stringInterpolation.template
    }

    /// Builds the URL from literals and the identifier's place.
    public struct StringInterpolation: StringInterpolationProtocol {
        var template = ""

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) { template += literal }

        /// The entity's identifier (`\(.id)`).
        public mutating func appendInterpolation(_ part: URLRepresentationPart) {
            template += URLRepresentation.identifierPlaceholder
        }
    }
}

/// What goes into a `URLRepresentation`.
public enum URLRepresentationPart: Sendable {
    /// The entity's identifier.
    case id
}
