/// A length said from a day: "hire a lift for 5 days from Monday" is 5 days starting Monday,
/// not the day 5 days after Monday, when the intent has an empty parameter counting time to take
/// the length. Without one ("move it for a week from Friday") the day stays `friday+7`.
extension TemplateAligner {
    func readLengthFromDay(of template: CompiledTemplate, fills: inout [String: SlotFill], saidAs: inout [String: String]) {
        let loose = template.looseValues
        for (name, fill) in fills {
            guard case .value(let token) = fill, let (base, days) = RelativeDays.offset(of: token),
                let at = reading.tokens.firstIndex(of: token), at > 0, reading.tokens[at - 1] == "for"
            else { continue }
            guard let length = loose.onlyEmptyParameterCountingTime(besides: fills),
                let amount = loose.amount(Double(days), saidIn: "days", convertedFor: length)
            else { return }
            fills[name] = .value(base)
            fills[length] = SlotFill(amount: amount)
            saidAs[length] = token
            return
        }
    }
}
