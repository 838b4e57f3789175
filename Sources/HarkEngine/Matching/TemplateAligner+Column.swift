extension TemplateAligner {
    /// What filling the alignment table reads of one part of the template, worked out once per
    /// alignment instead of once per cell; the column after the last part has only its `extraPlace`.
    struct Column {
        /// Where an utterance word the template does not account for comes, before this part.
        var extraPlace: ExtraPlace
        /// What leaving the part out costs.
        var skipCost = 0.0
        /// A small word right before the app's place, which a word tying the app's name may stand for.
        var tiesApp = false
        /// A word whose text parameter the words said in its place may fill.
        var takesText = false
        /// For a slot of values: where `TemplateAligner.valueSpans` holds the values said; nil otherwise.
        var saidValues: Int?
    }
}
