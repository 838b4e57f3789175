import HarkKit

enum TransportMode: String, AppEnum {
    case walk, bike, drive
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Mode"
    static let caseDisplayRepresentations: [TransportMode: DisplayRepresentation] = [.walk: "Walk", .bike: "Bike", .drive: "Drive"]
}

struct GetDirections: AppIntent {
    static let title: LocalizedStringResource = "Get Directions"
    @Parameter(title: "Mode") var mode: TransportMode
    @Parameter(title: "Avoid Tolls", default: false) var avoidTolls: Bool

    static var parameterSummary: some ParameterSummary {
        Switch(\.$mode) {
            Case(.drive) {
                Summary("Drive there \(\.$avoidTolls)")
            }
            Case(.bike) {
                Summary("Bike there")
            }
            DefaultCase {
                Summary("Go there by \(\.$mode)")
            }
        }
    }

    func perform() async throws -> some IntentResult { .result() }
}
