// Sources/Chores/Chore.swift
import Foundation
import HarkKit

enum Chore: String, AppEnum, Codable {
    case dishes, laundry, bins

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Chore"
    static let caseDisplayRepresentations: [Chore: DisplayRepresentation] = [
        .dishes: DisplayRepresentation(title: "dishes", synonyms: ["washing up"]),
        .laundry: "laundry",
        .bins: DisplayRepresentation(title: "bins", synonyms: ["rubbish", "trash"]),
    ]
}

/// One chore done: what the app keeps in Hark's store.
struct ChoreDone: Codable {
    var chore: Chore
    var minutes: Int
    var date: Date
}
