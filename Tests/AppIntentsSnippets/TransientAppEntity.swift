import HarkKit

struct WeatherReport: TransientAppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Weather Report"

    @Property(title: "Summary") var summary: String
    @Property(title: "High") var high: Int

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(summary)")
    }

    init() {
        summary = ""
        high = 0
    }
}

struct GetWeather: AppIntent {
    static let title: LocalizedStringResource = "Get Weather"
    func perform() async throws -> some IntentResult & ReturnsValue<WeatherReport> {
        var report = WeatherReport()
        report.summary = "Sunny"
        report.high = 21
        return .result(value: report)
    }
}
