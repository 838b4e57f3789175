/// The cells of an alignment table (`TemplateAligner.align`): each cell's least cost and the step
/// that reached it. One table serves every alignment of an utterance, and its cells are read and
/// written through pointers: filling a cell checks neither bounds nor whether the table is shared.
final class AlignmentTable {
    private(set) var cost: UnsafeMutablePointer<Double>
    private(set) var step: UnsafeMutablePointer<TemplateAligner.Step>
    private var capacity = 0

    init() {
        cost = .allocate(capacity: 0)
        step = .allocate(capacity: 0)
    }

    deinit {
        cost.deallocate()
        step.deallocate()
    }

    /// Makes room for `cells` cells, each unreached (an infinite cost) but the first, which costs nothing.
    func reset(cells: Int) {
        if cells > capacity {
            cost.deallocate()
            step.deallocate()
            cost = .allocate(capacity: cells)
            step = .allocate(capacity: cells)
            step.initialize(repeating: TemplateAligner.Step(), count: cells)
            capacity = cells
        }
        cost.initialize(repeating: .infinity, count: cells)
        cost[0] = 0
    }
}
