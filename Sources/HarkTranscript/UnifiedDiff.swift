/// A unified diff of two lists of lines, with three lines of context.
///
///     UnifiedDiff.make(from: ["a", "b"], to: ["a", "c"], fromName: "expected", toName: "actual")
public enum UnifiedDiff {
    static let context = 3

    public static func make(from old: [String], to new: [String], fromName: String, toName: String) -> String {
        let edits = editScript(old, new)
        guard edits.contains(where: { $0.kind != .same }) else { return "" }
        var output = ["--- \(fromName)", "+++ \(toName)"]
        var index = 0
        while index < edits.count {
            guard let start = edits[index...].firstIndex(where: { $0.kind != .same }) else { break }
            var end = start
            // Extend the hunk while the next change is within twice the context.
            while let next = edits[(end + 1)...].firstIndex(where: { $0.kind != .same }), next - end <= 2 * context {
                end = next
            }
            let lower = max(start - context, 0), upper = min(end + context, edits.count - 1)
            let hunk = edits[lower...upper]
            let oldStart = (hunk.first?.oldLine ?? 0), newStart = (hunk.first?.newLine ?? 0)
            let oldCount = hunk.filter { $0.kind != .insert }.count
            let newCount = hunk.filter { $0.kind != .delete }.count
            output.append("@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@")
            output += hunk.map { edit in
                switch edit.kind {
                case .same: " \(edit.text)"
                case .delete: "-\(edit.text)"
                case .insert: "+\(edit.text)"
                }
            }
            index = upper + 1
        }
        return output.joined(separator: "\n")
    }

    struct Edit {
        enum Kind { case same, delete, insert }
        let kind: Kind
        let text: String
        /// 1-based positions the edit stands at in each side.
        let oldLine: Int
        let newLine: Int
    }

    /// The shortest edit script by longest common subsequence.
    static func editScript(_ old: [String], _ new: [String]) -> [Edit] {
        let n = old.count, m = new.count
        var common = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                common[i][j] = old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var edits: [Edit] = []
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, old[i] == new[j] {
                edits.append(Edit(kind: .same, text: old[i], oldLine: i + 1, newLine: j + 1))
                i += 1
                j += 1
            } else if i < n, j == m || common[i + 1][j] >= common[i][j + 1] {
                edits.append(Edit(kind: .delete, text: old[i], oldLine: i + 1, newLine: j + 1))
                i += 1
            } else {
                edits.append(Edit(kind: .insert, text: new[j], oldLine: i + 1, newLine: j + 1))
                j += 1
            }
        }
        return edits
    }
}
