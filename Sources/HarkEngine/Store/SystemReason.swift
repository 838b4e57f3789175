import Foundation

/// Why a file could not be read or written, in the system's own words (“Is a directory”, “No
/// space left on device”), never Foundation's (“The operation could not be completed.
/// (NSCocoaErrorDomain error 512.)”). An error of Hark's own is its description.
///
///     SystemReason.of(error)   // "Is a directory", for `--junit /tmp`
public enum SystemReason {
    public static func of(_ error: any Error) -> String {
        let bridged = error as NSError
        if bridged.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(bridged.code))) }
        // The system's error is kept as the underlying one (an NSError or a POSIXError).
        if let underlying = bridged.userInfo[NSUnderlyingErrorKey] as? any Error,
            (underlying as NSError).domain == NSPOSIXErrorDomain
        {
            return String(cString: strerror(Int32((underlying as NSError).code)))
        }
        guard let cocoa = error as? CocoaError else { return "\(error)" }
        switch cocoa.code {
        case .fileNoSuchFile, .fileReadNoSuchFile: return String(cString: strerror(ENOENT))
        case .fileReadNoPermission, .fileWriteNoPermission: return String(cString: strerror(EACCES))
        case .fileWriteOutOfSpace: return String(cString: strerror(ENOSPC))
        case .fileWriteVolumeReadOnly: return String(cString: strerror(EROFS))
        default: return "the system gave no reason (error \(cocoa.code.rawValue))"
        }
    }
}
