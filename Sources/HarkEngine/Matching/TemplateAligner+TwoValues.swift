/// Two values of one parameter said in a request ("log 8 ounces of tea and coffee in
/// Hydrator", "book Friday or Saturday"): the parameter takes one, so the place is left for the
/// conversation to ask, not filled with whichever the phrase's place happened to take.
extension TemplateAligner {
    /// A value the alignment put in a phrase's place.
    struct PlacedValue {
        var slot: String
        var vocabulary: Int32
        var value: Int32
        var words: Range<Int>
    }

    /// Whether another value of `placed`'s vocabulary is said, whole and in words `isFree` says
    /// nothing else took, for a parameter that takes one value.
    mutating func saysAnotherValue(than placed: PlacedValue, in template: CompiledTemplate, isFree: (Int) -> Bool) -> Bool {
        guard !template.looseValues.listParameters.contains(placed.slot) else { return false }
        let byStart = spans(of: placed.vocabulary)
        return byStart.indices.contains { start in
            !placed.words.contains(start) && byStart[start].contains { span in
                span.typos == 0 && span.value != placed.value && start + span.length <= byStart.count
                    && (start..<(start + span.length)).allSatisfy(isFree)
            }
        }
    }
}
