/// The one sentence for a name that is no installed app, wherever it was typed (`hark open`,
/// `:open`, `:tips`), so the same problem is worded the same way.
///
///     UnknownApp.sentence("Hydratr", installed: apps)
///     // There is no app named “Hydratr”; installed: Hydrator, Meditator, Workout, Wallet.
public enum UnknownApp {
    public static func sentence(_ name: String, installed: [InstalledApp]) -> String {
        let names = installed.map(\.name)
        return "There is no app named “\(name)”; " + (names.isEmpty ? "no apps are installed." : "installed: \(names.joined(separator: ", ")).")
    }
}
