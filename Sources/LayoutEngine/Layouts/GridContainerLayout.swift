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
/// Also from Apple's `Grid` page: rows holding a flexible view (a Color) share the height
/// the grid has left ("the Color cells expand to equally share the total height available
/// to the grid"); a flexible view outside a GridRow (a Divider) widens the grid to the
/// width offered ("Because a divider takes as much horizontal space as its parent offers,
/// the entire grid widens to fill the width offered by its parent view"), and
/// `gridCellUnsizedAxes(_:)` keeps a cell from sizing its column or row ("This restores the
/// grid to the width that the text and images require").
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

    /// Whether `gridCellUnsizedAxes(_:)` on the cell names `axis`.
    static func isUnsized(_ node: LayoutNode, along axis: Axis) -> Bool {
        trait(of: node) { if case .gridCellUnsizedAxes(let axes) = $0 { axes } else { nil } }?.contains(axis) ?? false
    }

    func arrange(_ proposal: ProposedSize, _ node: LayoutNode) -> Arrangement {
        let across = spacing(horizontalSpacing), down = spacing(verticalSpacing)
        let rows = node.children
        let count = max(rows.compactMap { cells(of: $0).map { columns(of: $0).reduce(0) { $0 + $1.span } } }.max() ?? 1, 1)
        var widths = Array(repeating: 0.0, count: count)
        var flexible = Set<Int>()
        for row in rows {
            let sizing = columns(of: cells(of: row) ?? []).filter { $0.span == 1 && !Self.isUnsized($0.cell, along: .horizontal) }
            for (cell, column, _) in sizing {
                if stretches(cell, along: .horizontal, across: nil) {
                    flexible.insert(column)
                } else {
                    widths[column] = max(widths[column], cell.sizeThatFits(.unspecified).width)
                }
            }
        }
        widths = sharing(widths, flexible: flexible, offered: proposal.width, gap: across)
        let spansAndStretches = rows.contains { row in
            cells(of: row) == nil && !Self.isUnsized(row, along: .horizontal) && stretches(row, along: .horizontal, across: nil)
        }
        let columnsWidth = width(widths, 0, count, across)
        if let width = proposal.width, width.isFinite, width > columnsWidth, spansAndStretches {
            // How the columns share the extra width is not in the source: kb widens each alike.
            widths = widths.map { $0 + (width - columnsWidth) / Double(count) }
        }
        let total = width(widths, 0, count, across)
        let heights = rowHeights(rows, widths, total: total, offered: proposal.height)
        let height = heights.reduce(0, +) + down * Double(max(rows.count - 1, 0))
        return Arrangement(widths: widths, heights: heights, size: Size(width: rows.isEmpty ? 0 : total, height: height))
    }

    /// Whether the view grows past its ideal length along `axis` when offered more.
    func stretches(_ view: LayoutNode, along axis: Axis, across other: Double?) -> Bool {
        var ideal = ProposedSize.unspecified, unbounded = ProposedSize.unspecified
        ideal[axis.other] = other
        unbounded[axis.other] = other
        unbounded[axis] = .infinity
        return view.sizeThatFits(unbounded)[axis] > view.sizeThatFits(ideal)[axis] + 0.5
    }

    /// Each row as tall as its tallest cell; the rows holding a cell that stretches (a Color)
    /// share alike the height the grid has left.
    func rowHeights(_ rows: [LayoutNode], _ widths: [Double], total: Double, offered: Double?) -> [Double] {
        let across = spacing(horizontalSpacing)
        var flexible = Set<Int>()
        let heights = rows.enumerated().map { index, row -> Double in
            // A row outside a GridRow is one cell as wide as the grid.
            let sized = cells(of: row).map { columns(of: $0).map { ($0.cell, width(widths, $0.column, $0.span, across)) } }
                ?? [(row, total)]
            var tallest = 0.0
            for (cell, width) in sized where !Self.isUnsized(cell, along: .vertical) {
                tallest = max(tallest, cell.sizeThatFits(ProposedSize(width: width, height: nil)).height)
                if stretches(cell, along: .vertical, across: width) { flexible.insert(index) }
            }
            return tallest
        }
        return sharing(heights, flexible: flexible, offered: offered, gap: spacing(verticalSpacing))
    }

    /// Columns' widths or rows' heights, `gap` apart, with the flexible ones (a Color's)
    /// given alike what the length offered leaves the others, when that is more.
    func sharing(_ lengths: [Double], flexible: Set<Int>, offered: Double?, gap: Double) -> [Double] {
        guard let offered, offered.isFinite, !flexible.isEmpty else { return lengths }
        let fixed = lengths.indices.filter { !flexible.contains($0) }.reduce(0) { $0 + lengths[$1] }
        let share = (offered - fixed - gap * Double(lengths.count - 1)) / Double(flexible.count)
        return lengths.indices.map { flexible.contains($0) ? max(lengths[$0], share) : lengths[$0] }
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
