/// One unit of weight, volume or distance said with an article, read as a number: "a kilo of
/// apples" → "1 kilo", "a liter of water" → "1 liter", "an ounce" → "1 ounce". Only units of
/// Hark's own that it converts (`UnitMeasure`): "a cup" is no fixed amount, "a hand" no length,
/// and a unit of time is left to `Durations` ("in an hour" says when). After a number or a unit
/// the article says "per": "3 dollars a kilo" stays a price.
enum SingleUnits {
    static func reading(_ words: [String]) -> [String] {
        guard words.contains("a") || words.contains("an") else { return words }
        return SpanReading.rewriting(words) { words, start in
            guard words[start] == "a" || words[start] == "an", start + 1 < words.count, UnitWords.isUnit(words[start + 1]),
                let measure = UnitMeasure.of(words[start + 1]), measure.kind != .time
            else { return nil }
            if start > 0 {
                let before = words[start - 1]
                if UnitWords.isUnit(before) || Prices.isCurrency(before) || NumberParser.said(in: words, at: start - 1) != nil {
                    return nil
                }
            }
            return (["1", words[start + 1]], 2)
        }
    }
}
