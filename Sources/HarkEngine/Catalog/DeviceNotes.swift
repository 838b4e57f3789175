import HarkKit

/// What a device does around an App Intent's run that a terminal cannot, read from its
/// declaration, said in the trace when it runs.
///
///     DeviceNotes.of(OpenLandmark.self)   // ["the app would open in the foreground"]
enum DeviceNotes {
    static func of(_ type: any DeclaredIntent.Type) -> [String] {
        guard let intent = type as? any AppIntent.Type else { return [] }
        var notes: [String] = []
        if intent.openAppWhenRun { notes.append("the app would open in the foreground") }
        if intent is any LiveActivityIntent.Type {
            notes.append("the intent would run in the app's process, where it may start or update a Live Activity")
        }
        if intent is any AudioPlaybackIntent.Type {
            notes.append("the intent would run in the app's process, where it may start playing audio")
        }
        return notes
    }
}
