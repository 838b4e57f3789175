/// Templates waiting to be aligned, taken highest ceiling first (ties: lower template number).
///
/// `PhraseMatcher.ranked` stops taking them once no ceiling left can come near the best found,
/// which for a request said as registered is after a few of its app's dozens of templates: a
/// heap puts in order only those taken, where sorting put them all in order.
struct TemplateQueue {
    /// A template with the limits of its score (`TemplateAligner.scoreLimits`).
    struct Entry {
        let template: Int32
        let ceiling: Double
        let bound: Double?
    }

    /// A binary heap: each entry precedes its two children.
    private var heap: [Entry]

    init(_ entries: [Entry]) {
        heap = entries
        for parent in stride(from: heap.count / 2 - 1, through: 0, by: -1) {
            siftDown(from: parent)
        }
    }

    /// Removes and returns the entry that comes first, nil when none is left.
    mutating func popFirst() -> Entry? {
        guard let first = heap.first else { return nil }
        let last = heap.removeLast()
        if !heap.isEmpty {
            heap[0] = last
            siftDown(from: 0)
        }
        return first
    }

    private mutating func siftDown(from start: Int) {
        var parent = start
        while true {
            var first = parent
            let left = 2 * parent + 1
            if left < heap.count && Self.precedes(heap[left], heap[first]) { first = left }
            if left + 1 < heap.count && Self.precedes(heap[left + 1], heap[first]) { first = left + 1 }
            if first == parent { return }
            heap.swapAt(parent, first)
            parent = first
        }
    }

    /// Higher ceiling first; the template numbers in a queue differ, so no two entries tie.
    private static func precedes(_ a: Entry, _ b: Entry) -> Bool {
        a.ceiling > b.ceiling || (a.ceiling == b.ceiling && a.template < b.template)
    }
}
