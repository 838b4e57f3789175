import Foundation
import HarkKit
import Testing

/// Values App Intents parameters hold, read from what the person says.
@Test func aMeasurementIsANumberAndAUnit() {
    #expect(Measurement<UnitLength>(answer: .text("5 km")) == Measurement(value: 5, unit: .kilometers))
    #expect(Measurement<UnitLength>(answer: .text("3.5 Miles.")) == Measurement(value: 3.5, unit: .miles))
    #expect(Measurement<UnitLength>(answer: .text("12km")) == Measurement(value: 12, unit: .kilometers))
    #expect(Measurement<UnitTemperature>(answer: .text("20 degrees celsius")) == Measurement(value: 20, unit: .celsius))
    #expect(Measurement<UnitMass>(answer: .text("two kilos")) == Measurement(value: 2, unit: .kilograms))
    #expect(Measurement<UnitLength>(answer: .text("5")) == nil)
    #expect(Measurement<UnitLength>(answer: .text("5 kg")) == nil)
    #expect(Measurement(value: 5, unit: UnitLength.kilometers).spokenText == "5 km")
    #expect(Measurement<UnitEnergy>(answer: .text("500 calories")) == Measurement(value: 500, unit: .kilocalories))
    // A kind of unit without spoken names is said in its base unit.
    #expect(Measurement<UnitArea>(answer: .text("20 m²")) == Measurement(value: 20, unit: .squareMeters))
    #expect(Measurement<UnitArea>(answer: .text("20 acres")) == nil)
}

@Test func aDurationAddsItsParts() {
    #expect(Duration(answer: .text("1 hour and 30 minutes")) == .seconds(5400))
    #expect(Duration(answer: .text("90 seconds"))?.spokenText == "1 minute 30 seconds")
    #expect(Duration(answer: .text("2 hours"))?.spokenText == "2 hours")
    #expect(Duration(answer: .text("soon")) == nil)
    #expect(Duration(answer: .text("20")) == nil)
}

@Test func dateComponentsAreATimeOfDayOrADay() {
    #expect(DateComponents(answer: .text("7:30 pm")) == DateComponents(hour: 19, minute: 30))
    #expect(DateComponents(answer: .text("12 am")) == DateComponents(hour: 0, minute: 0))
    #expect(DateComponents(answer: .text("06:05")) == DateComponents(hour: 6, minute: 5))
    #expect(DateComponents(answer: .date("2026-01-05")) == DateComponents(year: 2026, month: 1, day: 5))
    #expect(DateComponents(answer: .text("25:00")) == nil)
    #expect(DateComponents(answer: .text("7")) == nil)
    #expect(DateComponents(hour: 7, minute: 5).spokenText == "7:05")
}

@Test func aFileIsAPathThatExists() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("hark-file-\(UUID().uuidString).pdf")
    try Data("%PDF".utf8).write(to: path)
    defer { try? FileManager.default.removeItem(at: path) }
    let file = try #require(IntentFile(answer: .text(path.path)))
    #expect(file.filename == path.lastPathComponent)
    #expect(file.type == .pdf)
    #expect(file.data == Data("%PDF".utf8))
    #expect(IntentFile(answer: .text(path.path + ".gone")) == nil)
    #expect(IntentFile(answer: .text(FileManager.default.temporaryDirectory.path)) == nil)
    #expect(UTType.png.conforms(to: .image) && !UTType.pdf.conforms(to: .image) && UTType.pdf.conforms(to: .data))
}

@Test func aCustomActionNameKeepsItsWords() {
    let wipe = ConfirmationActionName.custom(
        acceptLabel: "Wipe", acceptAlternatives: ["Erase"], denyLabel: "Keep", denyAlternatives: [], destructive: true)
    #expect(wipe.acceptLabel == "Wipe" && wipe.acceptAlternatives == ["Erase"] && wipe.denyLabel == "Keep")
    #expect(wipe.isDestructive)
    #expect(ConfirmationActionName.turnOn.acceptLabel == "Turn on")
    #expect(ConfirmationActionName.book.denyLabel == "Cancel")
}
