// Sources/Chores/LogChore.swift
import HarkKit

struct LogChore: AppIntent {
    static let title: LocalizedStringResource = "Log Chore"

    @Parameter(title: "Chore", requestValueDialog: "Which chore did you do?")
    var chore: Chore

    @Parameter(title: "Minutes", inclusiveRange: (1, 240))
    var minutes: Int?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let taken: Int
        if let minutes {
            taken = minutes
        } else {
            taken = try await $minutes.requestValue("How many minutes did the \(chore) take?")
        }
        if taken > 60 {
            try await requestConfirmation(dialog: "\(taken) minutes on the \(chore), is that right?")
        }
        let context = IntentContext.current
        try context.records.append(ChoreDone(chore: chore, minutes: taken, date: context.now), to: "ChoreDone")
        return .result(dialog: "Logged \(taken) minutes of \(chore).")
    }
}

struct ChoreTotal: AppIntent {
    static let title: LocalizedStringResource = "Chore Total"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let done = try IntentContext.current.records.all(ChoreDone.self, in: "ChoreDone")
        let minutes = done.reduce(0) { $0 + $1.minutes }
        return .result(dialog: "\(done.count) chores, \(minutes) minutes in all.")
    }
}
