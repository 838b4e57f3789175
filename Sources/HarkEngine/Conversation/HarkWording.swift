import HarkKit

/// What Hark itself says (its own wording, not an app's phrases), in one place so it stays
/// consistent.
enum HarkWording {
    static let cancelled = "OK, I've cancelled that. Nothing was saved."
    static let nothingToCancel = "There's nothing to cancel."
    static let notUnderstood = "Sorry, I didn't understand that."
    static let noWords = "I need words to go on; say it as you would out loud, or say help."
    static let youAreWelcome = "You're welcome."
    static let goodbye = "Goodbye."
    /// An app's intents kept opening one another.
    static func tooManyOpened(by intent: String, count: Int) -> String {
        "\(intent) opened one intent too many (\(count) in a row), so I've stopped there."
    }

    static let givingUp = "Sorry, I'm still not getting it, so I've stopped. Nothing was saved. Let's try again later."
    static let notDone = "OK, I won't do that. Nothing has changed."
    static let noneChosen = "OK, none of those. Nothing was saved."
    static let numberTooLarge = "That number is too large for me."
    static let yesOrNo = "Please answer yes or no, or say cancel."
    static let cancelHint = "You can say cancel to stop."
    static let pickByPlace = "Please say which one, by name or as “the second one”, or say neither."

    /// The short, true answer to a negated command, a question, the past, a hypothetical, a habit,
    /// a request for someone else or a complaint.
    static func notACommand(_ kind: NotACommand.Kind, phrase: String) -> String {
        let request = phrase.prefix(1).lowercased() + phrase.dropFirst()
        switch kind {
        case .negation: return "OK, I won't \(request)."
        case .question: return "I can't answer questions about that; I can only do it. To do it, say “\(phrase)”."
        case .past: return "I can't change what already happened. To do it now, say “\(phrase)”."
        case .hypothetical: return "I'll do nothing until you ask. To do it, say “\(phrase)”."
        case .habit: return "That is a habit, not a request; I'll do it when you ask. To do it now, say “\(phrase)”."
        case .someoneElse: return "I can't ask anyone else; I can only do it for you. To do it, say “\(phrase)”."
        case .complaint: return "Sorry that happened; that sounds like a complaint, so I did nothing. To do it, say “\(phrase)”."
        }
    }

    static func whatValue(_ title: String) -> String { "What is the \(title.lowercased())?" }

    /// “The ounces must be a whole number, like 8 or 12.”
    static func wholeNumbersOnly(_ title: String) -> String {
        "The \(title.lowercased()) must be a whole number, like 8 or 12."
    }

    /// “You said tea and coffee.”, “You said lap, kids and leisure.”: values of one parameter
    /// that takes one.
    static func severalSaid(_ values: [String]) -> String {
        "You said \(values.dropLast().joined(separator: ", ")) and \(values[values.count - 1])."
    }

    /// “I didn't catch the merchant. You can say café, …”
    static func notCaught(_ title: String, hint: String) -> String { "I didn't catch the \(title.lowercased()). \(hint)" }

    /// Said when the app asks again for a value it was given (“0” ounces): why it asks.
    static func valueNotUsable(_ value: String, title: String) -> String {
        "I can't use \(value) as the \(title.lowercased()); please say another."
    }

    /// An app offered an empty list to choose from: the run cannot go on.
    static func nothingToChoose(_ title: String) -> String {
        "There's no \(title.lowercased()) to choose from, so I've stopped. Nothing was saved."
    }

    static func whichOne(_ options: [String]) -> String { "Which one: \(list(options, joiner: "or"))?" }

    /// A disambiguation question: the app's own dialog, then the choices unless it names them
    /// all, so they are always heard.
    static func whichOne(_ options: [String], asking dialog: String?) -> String {
        guard let dialog else { return whichOne(options) }
        let said = dialog.lowercased()
        if options.allSatisfy({ said.contains($0.lowercased()) }) { return dialog }
        let choices = list(options, joiner: "or")
        return "\(dialog) \(choices.prefix(1).uppercased() + choices.dropFirst())?"
    }

    /// A confirmation that names its action: the question, then its two answers
    /// ("Book a table? (book or cancel)").
    static func confirm(_ prompt: String, action: ConfirmationActionName) -> String {
        "\(prompt) (\(action.acceptLabel.lowercased()) or \(action.denyLabel.lowercased()))"
    }

    /// The hint after an answer a confirmation with an action did not take.
    static func sayAction(_ action: ConfirmationActionName) -> String {
        "Please say \(action.acceptLabel.lowercased()) or \(action.denyLabel.lowercased())."
    }

    /// Before the choices, when a value given is not among a parameter's options.
    static func notAnOption(_ value: String) -> String { "\(value) is not one of the choices. Which one:" }

    static func confirmValue(_ value: String) -> String { "Just to confirm, you said \(value)?" }

    static func pickHint(_ options: [String]) -> String {
        "Say \(list(options, joiner: "or")), or a number such as “the first one”."
    }

    /// After a number in a unit the question does not count in ("200 millilitres" for ounces).
    static func inAnotherUnit(_ unit: String) -> String { "That's in \(unit)." }

    /// After two numbers said as a range or a choice where one was asked ("8-10").
    static let oneNumberOnly = "Please say one number."

    static func hint(for kind: ValueKind) -> String {
        switch kind {
        case .integer: "Please say a number, like 8 or eight."
        case .number: "Please say a number, like 8 or 2.5."
        case .date: "Please say a day, like today, tomorrow, Friday, January 14 or 2026-03-04."
        case .boolean: yesOrNo
        case .text: "Please say it in a few words."
        case .choice(let options): "You can say \(list(options.map(\.title), joiner: "or"))."
        case .entity(let type): "Please say the name of \(withArticle(type.lowercased()))."
        }
    }

    static func entityHint(_ type: String, known: [String]) -> String {
        guard !known.isEmpty else { return "I don't know that \(type.lowercased())." }
        return "I don't know that \(type.lowercased()). You can say \(list(known, joiner: "or"))."
    }

    static func confirmIntent(_ title: String) -> String { "Do you want to \(title.lowercased())?" }

    /// What a result without a dialog says: the value it returns, or that it is done.
    static func done(returning value: (any Sendable)?) -> String {
        switch value {
        case let value as any ParameterValue: value.spokenText
        case let value as CustomStringConvertible: value.description
        default: "Done."
        }
    }

    /// An error that stopped a run: its own words when it has any (`LocalizedError`, a
    /// `description`); a type's bare reflection (`Boom()`) says nothing to a person and is left out.
    static func notSaved(_ error: any Error) -> String {
        let sorry = "Sorry, something went wrong and nothing was saved"
        if let described = (error as? any LocalizedError)?.errorDescription { return "\(sorry): \(described)" }
        let told = String(describing: error)
        return told.hasPrefix(String(describing: type(of: error)) + "(") ? sorry + "." : "\(sorry): \(told)"
    }

    /// “a session”, “an event”: the indefinite article English puts before a word.
    static func withArticle(_ noun: String) -> String {
        let startsWithVowel = noun.first.map { "aeiouAEIOU".contains($0) } ?? false
        return "\(startsWithVowel ? "an" : "a") \(noun)"
    }

    /// "a, b, or c"
    static func list(_ items: [String], joiner: String) -> String {
        switch items.count {
        case 0: ""
        case 1: items[0]
        case 2: "\(items[0]) \(joiner) \(items[1])"
        default: items.dropLast().joined(separator: ", ") + ", \(joiner) \(items[items.count - 1])"
        }
    }
}
