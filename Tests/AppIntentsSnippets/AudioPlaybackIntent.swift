import HarkKit

struct PlayPodcast: AudioPlaybackIntent {
    static let title: LocalizedStringResource = "Play Podcast"
    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Playing.")
    }
}
