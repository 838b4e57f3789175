import HarkEngine

/// Why a store cannot be used, as one sentence that names the file and what to do. A turn that
/// meets one says so in its `TurnResult.failure`.
public enum StoreError: StoreFailure, Equatable {
    case missingFolder(path: String)
    /// The path names a folder, a device, a named pipe or a socket (`kind` says which).
    case notAFile(path: String, kind: String)
    case notADatabase(path: String)
    case corrupt(path: String)
    case newerSchema(path: String, version: Int, known: Int)
    case readOnly(path: String)
    case full(path: String)
    case diskError(path: String)
    case busy(path: String)
    case cannotOpen(path: String, reason: String)

    public var description: String {
        switch self {
        case .missingFolder(let path):
            "The folder for the store \(path) does not exist; create it or choose another with --store."
        case .notAFile(let path, let kind):
            "The store \(path) is \(kind), not a file; choose a file with --store."
        case .notADatabase(let path):
            "\(path) is not a Hark store (not an SQLite database); it was left untouched. Choose another file with --store."
        case .corrupt(let path):
            "The store \(path) is damaged; it was left untouched. Restore a backup or choose another file with --store."
        case .newerSchema(let path, let version, let known):
            "The store \(path) was written by a newer Hark (schema \(version), this one knows \(known)); it was left untouched. Upgrade Hark or choose another file with --store."
        case .readOnly(let path):
            "The store \(path) cannot be written (read-only file or folder); fix its permissions or choose another file with --store."
        case .full(let path):
            "The disk holding the store \(path) is full; free some space and try again."
        case .diskError(let path):
            "The disk holding the store \(path) reported an input/output error; nothing more was saved. Check the disk, then try again."
        case .busy(let path):
            "The store \(path) stayed locked by another program for more than 10 seconds; nothing more was saved. Try again when it is done."
        case .cannotOpen(let path, let reason):
            "The store \(path) cannot be opened: \(reason)."
        }
    }
}
