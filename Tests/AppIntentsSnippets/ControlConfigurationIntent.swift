import HarkKit

struct TimerControlConfiguration: ControlConfigurationIntent {
    static let title: LocalizedStringResource = "Timer"
    @Parameter(title: "Minutes", default: 5) var minutes: Int
}
