extension ParameterValue {
    /// Said back as text; types that read another kind of answer give their own.
    public var answerValue: AnswerValue { .text(spokenText) }
}

extension Int {
    public var answerValue: AnswerValue { .integer(self) }
}

extension Bool {
    public var answerValue: AnswerValue { .boolean(self) }
}

extension AppEnum {
    /// The case as a choice, by its raw value.
    public var answerValue: AnswerValue { .choice(id: choiceID) }
}
