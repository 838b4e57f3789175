import Foundation
import HarkKit

extension Location {
    /// Reads "37.336971,-122.013050"; "none" means no location.
    ///
    ///     try Location.parseSetting("none")   // nil
    public static func parseSetting(_ text: String) throws(SettingError) -> Location? {
        let text = text.trimmingCharacters(in: .whitespaces)
        if text.lowercased() == "none" { return nil }
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        guard parts.count == 2, let latitude = Double(parts[0]), let longitude = Double(parts[1]),
            (-90...90).contains(latitude), (-180...180).contains(longitude)
        else {
            throw SettingError("“\(text)” is not a location; write LAT,LON such as 37.3349,-122.0090, or none.")
        }
        return Location(latitude: latitude, longitude: longitude)
    }

    /// "37.3349,-122.009", as settings are written.
    public var settingText: String { "\(latitude),\(longitude)" }
}
