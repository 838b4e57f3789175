/// A kind of file, by its uniform type identifier (UniformTypeIdentifiers' `UTType`), as file
/// parameters and results name it. Hark knows the common types by their file extensions.
public struct UTType: Sendable, Hashable, CustomStringConvertible {
    /// The identifier ("public.plain-text").
    public let identifier: String

    /// The type with this identifier.
    public init(_ identifier: String) {
        self.identifier = identifier
    }

    /// The type of files with this extension ("pdf"), when Hark knows it.
    public init?(filenameExtension: String) {
        guard let known = Self.byExtension[filenameExtension.lowercased()] else { return nil }
        self = known
    }

    /// Whether a file of this type is one of `type` (a PNG is an image; everything is data).
    public func conforms(to type: UTType) -> Bool {
        self == type || type == .data || type == .item || type == .content || Self.parents[self]?.contains(type) == true
    }

    /// The type's name for people ("a PDF").
    public var description: String { Self.names[self] ?? identifier }

    /// Any item.
    public static let item = UTType("public.item")
    /// Any content.
    public static let content = UTType("public.content")
    /// Any bytes.
    public static let data = UTType("public.data")
    /// Any text.
    public static let text = UTType("public.text")
    /// Plain text.
    public static let plainText = UTType("public.plain-text")
    /// JSON.
    public static let json = UTType("public.json")
    /// Comma-separated values.
    public static let commaSeparatedText = UTType("public.comma-separated-values-text")
    /// A PDF document.
    public static let pdf = UTType("com.adobe.pdf")
    /// Any image.
    public static let image = UTType("public.image")
    /// A PNG image.
    public static let png = UTType("public.png")
    /// A JPEG image.
    public static let jpeg = UTType("public.jpeg")
    /// Any audio.
    public static let audio = UTType("public.audio")
    /// Any film.
    public static let movie = UTType("public.movie")

    private static let byExtension: [String: UTType] = [
        "txt": .plainText, "text": .plainText, "md": .plainText, "json": .json, "csv": .commaSeparatedText,
        "pdf": .pdf, "png": .png, "jpg": .jpeg, "jpeg": .jpeg, "mp3": .audio, "m4a": .audio, "wav": .audio,
        "mov": .movie, "mp4": .movie,
    ]

    private static let parents: [UTType: [UTType]] = [
        .plainText: [.text], .json: [.text], .commaSeparatedText: [.text], .png: [.image], .jpeg: [.image],
    ]

    private static let names: [UTType: String] = [
        .text: "text", .plainText: "plain text", .json: "JSON", .commaSeparatedText: "a CSV file", .pdf: "a PDF",
        .image: "an image", .png: "a PNG image", .jpeg: "a JPEG image", .audio: "audio", .movie: "a film",
    ]
}
