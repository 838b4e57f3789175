import Foundation
import HarkKit

/// Whether a shortcut's providers hold at a moment, and in words why.
///
///     RelevanceCheck.reasons(for: [.dailyRoutine(.gym)], at: moment)   // ["when you are at the gym"] or nil
enum RelevanceCheck {
    /// The reasons, one per provider, when all hold; nil when any does not.
    static func reasons(for providers: [RelevanceProvider], at moment: Moment) -> [String]? {
        var reasons: [String] = []
        for provider in providers {
            guard let reason = reason(for: provider, at: moment) else { return nil }
            reasons.append(reason)
        }
        return reasons
    }

    private static func reason(for provider: RelevanceProvider, at moment: Moment) -> String? {
        switch provider {
        case .date(let start, let end):
            let end = end ?? start.addingTimeInterval(RelevanceProvider.openDateWindow)
            guard start <= moment.now, moment.now < end else { return nil }
            return "now until \(DayClock.text(end, from: moment.now))"
        case .location(let region):
            guard let here = moment.location, distance(from: here, to: region.center) <= region.radius else {
                return nil
            }
            return "when you are within \(Int(region.radius)) m of \(region.identifier)"
        case .dailyRoutine(let situation):
            if moment.situations.contains(situation) { return describe(situation) }
            guard moment.inferredSituation == situation else { return nil }
            let hours = situation == .morning ? Moment.morningHours : Moment.eveningHours
            return "\(describe(situation)) (by the clock: \(DayClock.clockText(minute: hours.lowerBound * 60))–\(DayClock.clockText(minute: hours.upperBound * 60)) \(moment.timeZone.name))"
        }
    }

    /// The situation as the end of a sentence: "when you are at the gym".
    static func describe(_ situation: DailyRoutineSituation) -> String {
        switch situation {
        case .morning: "in the morning"
        case .evening: "in the evening"
        case .home: "when you are at home"
        case .work: "when you are at work"
        case .school: "when you are at school"
        case .gym: "when you are at the gym"
        case .commute: "on your commute"
        case .headphonesConnected: "when headphones are connected"
        case .activeWorkout: "during a workout"
        case .physicalActivityIncomplete: "while your activity goal is not met"
        }
    }

    /// Great-circle distance in metres.
    static func distance(from a: Location, to b: Location) -> Double {
        let radians = Double.pi / 180
        let dLatitude = (b.latitude - a.latitude) * radians
        let dLongitude = (b.longitude - a.longitude) * radians
        let h = sin(dLatitude / 2) * sin(dLatitude / 2)
            + cos(a.latitude * radians) * cos(b.latitude * radians) * sin(dLongitude / 2) * sin(dLongitude / 2)
        return 2 * 6_371_000 * asin(min(1, sqrt(h)))
    }
}
