import HarkKit

/// The workouts Workout tracks, with the names people use for them.
public enum WorkoutActivity: String, AppEnum, Codable {
    case run, walk, ride, strength, yoga, swim

    public static let typeDisplayName = "Activity"

    public static let caseDisplayRepresentations: [WorkoutActivity: DisplayRepresentation] = [
        .run: DisplayRepresentation(title: "run", synonyms: ["jog", "running"]),
        .walk: DisplayRepresentation(title: "walk", synonyms: ["hike"]),
        .ride: DisplayRepresentation(title: "ride", synonyms: ["bike ride", "cycle"]),
        .strength: DisplayRepresentation(title: "strength workout", synonyms: ["strength", "weights", "lifting"]),
        .yoga: DisplayRepresentation(title: "yoga session", synonyms: ["yoga"]),
        .swim: DisplayRepresentation(title: "swim", synonyms: ["swimming"]),
    ]
}

/// The part of a day a workout is planned for.
public enum PartOfDay: String, AppEnum, Codable {
    case morning, evening

    public static let typeDisplayName = "Part of Day"

    public static let caseDisplayRepresentations: [PartOfDay: DisplayRepresentation] = [
        .morning: "morning", .evening: "evening",
    ]

    var situation: DailyRoutineSituation { self == .morning ? .morning : .evening }
}
