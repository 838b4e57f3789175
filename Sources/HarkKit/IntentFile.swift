/// A file a parameter takes or a result returns (App Intents' `IntentFile`). In Hark the
/// person answers with a path; the file is read when its `data` is.
///
///     @Parameter(title: "Photo", supportedTypeIdentifiers: ["public.image"]) var photo: IntentFile
public struct IntentFile: Sendable, Hashable {
    /// The file on disk, when there is one.
    public let fileURL: URL?
    /// The file's name ("notes.txt").
    public var filename: String
    /// The file's type, when known.
    public let type: UTType?
    private let contents: Data?

    /// A file of `data` named `filename`.
    public init(data: Data, filename: String, type: UTType? = nil) {
        fileURL = nil
        contents = data
        self.filename = filename
        self.type = type ?? UTType(filenameExtension: (filename as NSString).pathExtension)
    }

    /// The file at `fileURL`.
    public init(fileURL: URL, filename: String? = nil, type: UTType? = nil) {
        self.fileURL = fileURL
        contents = nil
        self.filename = filename ?? fileURL.lastPathComponent
        self.type = type ?? UTType(filenameExtension: fileURL.pathExtension)
    }

    /// The file's bytes; empty when the file cannot be read.
    public var data: Data {
        contents ?? fileURL.flatMap { try? Data(contentsOf: $0) } ?? Data()
    }
}

extension IntentFile: ParameterValue {
    /// Answered with a path.
    public static var valueKind: ValueKind { .text }

    /// The file at the path answered (`~` is the home folder); nil when there is no such file.
    public init?(answer: AnswerValue) {
        guard case .text(let said) = answer else { return nil }
        let path = (said.trimmingCharacters(in: .whitespaces) as NSString).expandingTildeInPath
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue else { return nil }
        self.init(fileURL: URL(fileURLWithPath: path))
    }

    public var spokenText: String { filename }

    public var answerValue: AnswerValue { .text(fileURL?.path ?? filename) }
}

extension Parameter where Value.ValueType == IntentFile {
    /// A file parameter taking files of these types (`"public.image"`); another file is refused
    /// and asked for again.
    public init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        supportedTypeIdentifiers: [String], requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title: title, description: description, supportedContentTypes: supportedTypeIdentifiers.map(UTType.init),
            requestValueDialog: requestValueDialog, inputConnectionBehavior: inputConnectionBehavior)
    }

    /// A file parameter taking files of these types (`[.pdf]`); another file is refused and
    /// asked for again.
    public init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        supportedContentTypes: [UTType], requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title: title, description: description, prompt: requestValueDialog, requirement: nil, isSensitive: false,
            default: nil,
            rangeCheck: { value in
                guard let file = value as? IntentFile,
                    !supportedContentTypes.contains(where: { file.type?.conforms(to: $0) ?? false })
                else { return nil }
                return Dialog(full: "\(file.filename) is not \(supportedContentTypes.map(\.description).joined(separator: " or ")).")
            })
    }
}
