/// Swift's multi-line string literals (`"""`): the lines between the quotes are the
/// string's text, not code, whatever they look like (`:`, a Korean sentence).
enum MultilineStrings {
    /// The indices of `source`'s lines that lie inside a multi-line string literal: from the
    /// line after its opening `"""` through the line that closes it.
    static func lineIndices(in source: String) -> Set<Int> {
        var inside = Set<Int>()
        var open = false
        for (index, line) in source.splitLines(omittingEmpty: false).enumerated() {
            if open { inside.insert(index) }
            if line.ranges(of: "\"\"\"").count % 2 == 1 { open.toggle() }
        }
        return inside
    }
}
