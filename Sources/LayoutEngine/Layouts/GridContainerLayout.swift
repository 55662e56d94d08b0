/// `Grid { GridRow { … } … }` (iOS 16), as Apple's documentation of `Grid` and WWDC22
/// "Compose custom layouts with SwiftUI" describe it: the first view of each row is in the
/// first column, the second in the second, and so on; a column is as wide as its widest
/// cell and a row as tall as its tallest ("allocates as much space to each row and column
/// as it needs to hold its largest view"); a flexible view (a Color, a Spacer) takes the
/// width the grid has left, shared by the columns holding one; a view that is not in a
/// GridRow is a row that spans every column ("the grid uses the view to create a row that
/// spans all of the grid's columns"). `gridCellColumns(_:)` makes a cell span columns (its
/// width then sizes no column); `gridColumnAlignment(_:)` on any cell sets the horizontal
/// alignment of its whole column. Cells are placed in their cell by the grid's alignment.
struct GridContainerLayout: Layout {
    let alignment: Alignment
    let horizontalSpacing: Double?
    let verticalSpacing: Double?

    /// Column widths, row heights and the grid's size for one proposal.
    struct Arrangement {
        var widths: [Double]
        var heights: [Double]
        var size: Size
    }

    func cells(of row: LayoutNode) -> [LayoutNode]? {
        guard case .gridRow = row.view.kind else { return nil }
        return row.children
    }

    /// Each cell of a row with the first column it is in and how many it spans.
    func columns(of cells: [LayoutNode]) -> [(cell: LayoutNode, column: Int, span: Int)] {
        var column = 0
        return cells.map { cell in
            let span = Self.trait(of: cell) { if case .gridCellColumns(let count) = $0 { count } else { nil } } ?? 1
            defer { column += span }
            return (cell, column, span)
        }
    }

    /// A value a modifier on the cell sets, looking through the modifiers around it.
    static func trait<T>(of node: LayoutNode, _ read: (ViewKind) -> T?) -> T? {
        if let value = read(node.view.kind) { return value }
        guard node.view.kind.isUnaryModifier, let child = node.children.first else { return nil }
        return trait(of: child, read)
    }

    func arrange(_ proposal: ProposedSize, _ node: LayoutNode) -> Arrangement {
        let across = spacing(horizontalSpacing), down = spacing(verticalSpacing)
        let rows = node.children
        let count = max(rows.compactMap { cells(of: $0).map { columns(of: $0).reduce(0) { $0 + $1.span } } }.max() ?? 1, 1)
        var widths = Array(repeating: 0.0, count: count)
        var flexible = Set<Int>()
        for row in rows {
            for (cell, column, span) in columns(of: cells(of: row) ?? []) where span == 1 {
                let ideal = cell.sizeThatFits(.unspecified).width
                if cell.sizeThatFits(ProposedSize(width: .infinity, height: nil)).width > ideal + 0.5 {
                    flexible.insert(column)
                } else {
                    widths[column] = max(widths[column], ideal)
                }
            }
        }
        if let width = proposal.width, width.isFinite, !flexible.isEmpty {
            let fixed = widths.indices.filter { !flexible.contains($0) }.reduce(0) { $0 + widths[$1] }
            let share = (width - fixed - across * Double(count - 1)) / Double(flexible.count)
            for column in flexible { widths[column] = max(widths[column], share) }
        }
        let total = widths.reduce(0, +) + across * Double(count - 1)
        let heights = rows.map { row -> Double in
            guard let cells = cells(of: row) else { return row.sizeThatFits(ProposedSize(width: total, height: nil)).height }
            return columns(of: cells).map { entry in
                entry.cell.sizeThatFits(ProposedSize(width: width(widths, entry.column, entry.span, across), height: nil)).height
            }.max() ?? 0
        }
        let height = heights.reduce(0, +) + down * Double(max(rows.count - 1, 0))
        return Arrangement(widths: widths, heights: heights, size: Size(width: rows.isEmpty ? 0 : total, height: height))
    }

    /// The width of `span` columns from `column`, with the spacing between them.
    func width(_ widths: [Double], _ column: Int, _ span: Int, _ across: Double) -> Double {
        let end = min(column + span, widths.count)
        guard column < end else { return 0 }
        return widths[column..<end].reduce(0, +) + across * Double(end - column - 1)
    }

    /// Without a spacing given, cells are the default 8 apart.
    func spacing(_ given: Double?) -> Double {
        guard let given, given.isFinite else { return StackLayout.defaultSpacing }
        return given
    }

    func sizeThatFits(_ proposal: ProposedSize, _ node: LayoutNode) -> Size {
        arrange(proposal, node).size
    }

    func placeChildren(_ node: LayoutNode, in bounds: Rect, proposal: ProposedSize) {
        let arrangement = arrange(proposal, node)
        let across = spacing(horizontalSpacing), down = spacing(verticalSpacing)
        // A column's alignment, when one of its cells sets it.
        var columnAlignments: [Int: HorizontalAlignment] = [:]
        for row in node.children {
            for (cell, column, _) in columns(of: cells(of: row) ?? []) {
                if let set = Self.trait(of: cell, { if case .gridColumnAlignment(let a) = $0 { a } else { nil } }) {
                    columnAlignments[column] = set
                }
            }
        }
        let starts = arrangement.widths.indices.map { width(arrangement.widths, 0, $0, across) + ($0 > 0 ? across : 0) }
        var y = bounds.minY
        for (index, row) in node.children.enumerated() {
            let height = arrangement.heights[index]
            if let cells = cells(of: row) {
                row.place(at: Point(x: bounds.minX, y: y), proposal: ProposedSize(width: arrangement.size.width, height: height))
                for (cell, column, span) in columns(of: cells) where column < starts.count {
                    let box = Rect(x: bounds.minX + starts[column], y: y,
                                   width: width(arrangement.widths, column, span, across), height: height)
                    let offered = ProposedSize(box.size)
                    let aligned = Alignment(horizontal: columnAlignments[column] ?? alignment.horizontal, vertical: alignment.vertical)
                    cell.place(at: alignedOrigin(child: cell.dimensions(offered), in: box, alignment: aligned), proposal: offered)
                }
            } else {
                let box = Rect(x: bounds.minX, y: y, width: arrangement.size.width, height: height)
                let offered = ProposedSize(box.size)
                row.place(at: alignedOrigin(child: row.dimensions(offered), in: box, alignment: alignment), proposal: offered)
            }
            y += height + down
        }
    }
}

/// A GridRow is as big as its grid offers; the grid places its cells.
struct GridRowLayout: Layout {
    func sizeThatFits(_ proposal: ProposedSize, _ node: LayoutNode) -> Size {
        Size(width: proposal.width ?? 0, height: proposal.height ?? 0)
    }
}
