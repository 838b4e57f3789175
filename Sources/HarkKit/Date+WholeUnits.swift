import Foundation

/// A date as whole seconds and whole UTC days since 1970, by conversions that cannot trap:
/// a date too far out for an `Int` is held at the nearest end instead of crashing.
///
///     Date(timeIntervalSince1970: 90_061.5).wholeSecondsSince1970   // 90_061
///     Date(timeIntervalSince1970: 90_061.5).utcDay                  // 1
extension Date {
    public var wholeSecondsSince1970: Int {
        let seconds = timeIntervalSince1970.rounded(.down)
        if let exact = Int(exactly: seconds) { return exact }
        return seconds < 0 ? .min : .max
    }

    public var utcDay: Int {
        let seconds = wholeSecondsSince1970
        let (quotient, remainder) = seconds.quotientAndRemainder(dividingBy: 86_400)
        return remainder < 0 ? quotient - 1 : quotient
    }

    /// Seconds since the start of the UTC day, 0 to 86,399.
    public var secondOfUTCDay: Int {
        let remainder = wholeSecondsSince1970 % 86_400
        return remainder < 0 ? remainder + 86_400 : remainder
    }
}
