import HarkKit

/// What a run heard rather than read, and whether the person agreed to it read back.
struct HeardValues: Sendable {
    /// A spoken turn gave the run values (its request, or an answer to a question).
    var fromSpeech = false
    /// A number among them was heard with low confidence (`SpokenTurn.sureNumber`).
    var unsureNumber = false
    /// The read-back the person said yes to: it is not asked again while the values are the
    /// same, and it answers the intent's own confirmation.
    var agreedTo: String?

    /// Notes a turn that gave the run values; a typed turn (nil) changes nothing.
    mutating func note(_ turn: SpokenTurn?) {
        guard let turn else { return }
        fromSpeech = true
        unsureNumber = unsureNumber || turn.hasUnsureNumber
    }
}

/// Reading back what was heard before a run goes on: a consequential intent (it spends,
/// deletes, locks, signs out) that took a value from speech, or any intent that took a number
/// heard with low confidence, asks "Pay 60 dollars at the pharmacy with your debit card in
/// Wallet?" before its confirm and handle. A typed run is never read back. A yes to it is the
/// yes to the intent's own confirmation too, so that the person is asked once, with the heard
/// values read back.
enum ReadBack {
    /// Whether `run` must ask the read-back before it confirms and handles.
    static func isNeeded(_ run: IntentRun, in index: PhraseIndex) -> Bool {
        let heard = run.heard
        guard heard.fromSpeech, !values(of: run).isEmpty, !isAgreed(run, in: index) else { return false }
        return run.driver.declaration.isConsequential || heard.unsureNumber
    }

    /// Whether the person said yes to the read-back of the run as it is now (a value changed
    /// since is asked about again).
    static func isAgreed(_ run: IntentRun, in index: PhraseIndex) -> Bool {
        run.heard.agreedTo.map { $0 == question(for: run, in: index) } ?? false
    }

    /// The run said back with its values: the fullest phrase of its intent whose every slot has
    /// a value, said to the person ("my" → "your"), with the values it has no place for after
    /// it; the intent's title and its values when no phrase fits.
    static func question(for run: IntentRun, in index: PhraseIndex) -> String {
        let values = values(of: run)
        let valued = Set(values.map(\.name))
        let fitting = index.templates.filter { runs(run, $0, in: index) && Set($0.slots.keys).isSubset(of: valued) }
        guard let template = fitting.reduce(nil, { best, next in
            (best?.slots.count ?? -1) >= next.slots.count ? best : next
        }), !template.slots.isEmpty
        else {
            let listed = values.map { "\($0.title.lowercased()) \($0.spoken)" }
            return "\(run.driver.title) with \(HarkWording.list(listed, joiner: "and"))?"
        }
        var text = template.text.replacingOccurrences(of: "{app}", with: template.appName)
        for value in values { text = text.replacingOccurrences(of: "{\(value.name)}", with: value.spoken) }
        text = text.split(separator: " ").map { $0.lowercased() == "my" ? "your" : String($0) }.joined(separator: " ")
        let elsewhere = values.filter { template.slots[$0.name] == nil }.map { "\($0.title.lowercased()) \($0.spoken)" }
        return text + (elsewhere.isEmpty ? "" : ", \(HarkWording.list(elsewhere, joiner: "and"))") + "?"
    }

    /// Whether `template` is a phrase of an App Shortcut of the run's intent.
    private static func runs(_ run: IntentRun, _ template: PhraseTemplate, in index: PhraseIndex) -> Bool {
        guard case .appShortcut(let shortcut)? = index.target(of: template.shortcutID) else { return false }
        return shortcut.appName == run.appName && shortcut.intent.name == run.driver.declaration.name
    }

    /// The run's parameters that hold a value, in declaration order.
    private static func values(of run: IntentRun) -> [(name: String, title: String, spoken: String)] {
        run.driver.parameters.entries.compactMap { entry in
            entry.parameter.anyValue.map { (entry.name, entry.parameter.title, $0.spokenText) }
        }
    }
}
