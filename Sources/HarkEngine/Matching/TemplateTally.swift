/// A weight per template, summed over the words an utterance says (`PhraseMatcher.indexCandidates`),
/// with the templates touched in the order first touched.
///
/// Counting a posting list is a tight loop over thousands of templates: each template is written
/// to the touched list unconditionally and the list grows only when its weight was zero, so the
/// loop has no branch that depends on the data.
struct TemplateTally {
    private var weights: [Float] = []
    /// The first `touchedCount` entries are the templates touched, in order; one spare entry
    /// takes the unconditional write when every template is touched.
    private var touched: [Int32] = []
    private(set) var touchedCount = 0

    /// Makes the tables fit `templateCount` templates; they are zeroed already when reused.
    mutating func prepare(templateCount: Int) {
        guard weights.count != templateCount else { return }
        weights = [Float](repeating: 0, count: templateCount)
        touched = [Int32](repeating: 0, count: templateCount + 1)
        touchedCount = 0
    }

    /// Adds `weight` to each of `templates`.
    mutating func add(_ weight: Float, to templates: [Int32]) {
        var count = touchedCount
        weights.withUnsafeMutableBufferPointer { weights in
            touched.withUnsafeMutableBufferPointer { touched in
                for template in templates {
                    let index = Int(template)
                    let before = weights[index]
                    touched[count] = template
                    count += before == 0 ? 1 : 0
                    weights[index] = before + weight
                }
            }
        }
        touchedCount = count
    }

    /// Each template touched, in the order first touched, with its weight.
    func forEachTouched(_ body: (Int32, Float) -> Void) {
        for position in 0..<touchedCount {
            let template = touched[position]
            body(template, weights[Int(template)])
        }
    }

    /// Zeroes the weights touched, ready for the next utterance.
    mutating func clear() {
        let count = touchedCount
        weights.withUnsafeMutableBufferPointer { weights in
            touched.withUnsafeBufferPointer { touched in
                for position in 0..<count { weights[Int(touched[position])] = 0 }
            }
        }
        touchedCount = 0
    }
}
