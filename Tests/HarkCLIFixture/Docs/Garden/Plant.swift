// Sources/Garden/Plant.swift
import Foundation
import HarkKit

/// The plants Garden knows, and other names people call them by.
enum Plant: String, AppEnum, Codable {
    case fern, cactus, basil

    static let typeDisplayName = "Plant"
    static let caseDisplayRepresentations: [Plant: DisplayRepresentation] = [
        .fern: DisplayRepresentation(title: "fern"),
        .cactus: DisplayRepresentation(title: "cactus", synonyms: ["succulent"]),
        .basil: DisplayRepresentation(title: "basil", synonyms: ["herbs"]),
    ]
}

/// One watering: what Garden keeps.
struct Watering: Codable {
    static let collection = "Watering"

    var plant: Plant
    var millilitres: Int
    var date: Date
}
