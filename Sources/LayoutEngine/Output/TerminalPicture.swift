/// A layout drawn with characters for a terminal: colours fill the cells their views cover
/// (in 24-bit or 256 colours, or, with colour off, as the colour's initial: `r` for red),
/// text stands where it lies, images and placeholders are outlined, and the canvas is
/// framed. A cell is twice as high as it is wide, as terminal cells are, and a phone-wide
/// canvas fits 80 columns. Without a device, or on the default preview device, the picture is
/// cropped to the views.
public struct TerminalPicture {
    public enum Colors: Sendable {
        case trueColor, palette256, none
    }

    public var columns: Int
    public var colors: Colors
    static let maximumRows = 320
    /// No terminal is wider: a hostile width cannot make the picture huge.
    static let maximumColumns = 1000

    public init(columns: Int = 80, colors: Colors = .none) {
        self.columns = min(max(columns, 10), Self.maximumColumns)
        self.colors = colors
    }

    struct Cell {
        var character: Character = " "
        var background: ColorValue?
        /// A wide character's second half: printed by the character before it.
        var continuation = false
        var bold = false
    }

    /// A picture, and the lines of text in it that are cut short: their frame is narrower in
    /// cells than their characters (a cell is wider than most characters).
    public struct Drawing: Sendable {
        public let picture: String
        /// Each cut line: the view's place in drawing order and the line's in the view.
        public let cutLines: Set<[Int]>

        /// Whether this drawing cuts a line `other` (the same layout at another width) does not.
        public func cutsMoreText(than other: Drawing) -> Bool {
            !cutLines.isSubset(of: other.cutLines)
        }
    }

    public func render(_ result: LayoutResult) -> String {
        draw(result).picture
    }

    public func draw(_ result: LayoutResult) -> Drawing {
        // The default preview screen is cropped too: a whole screen for every example would
        // fill the terminal with empty rows.
        let cropped = result.canvas.name == nil || result.canvas == .preview
        let area = cropped ? DrawingOrder.contentBounds(result.root) : Rect(origin: .zero, size: result.canvas.size)
        let inner = columns - 2
        // At least 4 points a cell: a small layout is not blown up to the terminal's width.
        let cellWidth = max(area.width / Double(inner), 4)
        let cellHeight = cellWidth * 2
        // The nearest whole number of cells: a column or row only a fraction covered would
        // hold no cell centre and stay unpainted.
        let width = max(Int((area.width / cellWidth).rounded()), 1)
        // A picture taller than four screens is cut: a note's layout is never that tall,
        // and a hostile one would otherwise print millions of rows.
        let height = max(Int(min(area.height / cellHeight, Double(Self.maximumRows)).rounded()), 1)
        var grid = Array(repeating: Array(repeating: Cell(), count: width), count: height)

        // The cell whose left edge is nearest: text starts where its frame does, not a cell before.
        func column(_ x: Double) -> Int { Int(((x - area.minX) / cellWidth).rounded()) }
        func row(_ y: Double) -> Int { Int(((y - area.minY) / cellHeight).rounded(.down)) }
        /// The cells whose centres lie in `frame` (at least one cell for a visible frame).
        func cells(of frame: Rect) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>)? {
            guard frame.width > 0, frame.height > 0 else { return nil }
            let c0 = max(Int(((frame.minX - area.minX) / cellWidth - 0.5).rounded(.up)), 0)
            let c1 = min(max(Int(((frame.maxX - area.minX) / cellWidth - 0.5).rounded(.up)) - 1, c0), width - 1)
            let r0 = max(Int(((frame.minY - area.minY) / cellHeight - 0.5).rounded(.up)), 0)
            let r1 = min(max(Int(((frame.maxY - area.minY) / cellHeight - 0.5).rounded(.up)) - 1, r0), height - 1)
            guard c0 <= c1, r0 <= r1, c0 < width, r0 < height else { return nil }
            return (c0...c1, r0...r1)
        }

        var legend: [String] = []
        var cutLines: Set<[Int]> = []
        for (place, (node, anchor)) in DrawingOrder.nodesWithAnchors(result.root).enumerated() where !node.isHidden {
            if let paint = node.paint, let (columns, rows) = cells(of: node.frame) {
                for r in rows {
                    for c in columns where inside(node, column: c, row: r, cellWidth: cellWidth, cellHeight: cellHeight, area: area) {
                        grid[r][c].background = paint
                        grid[r][c].character = colors == .none ? paint.initial : " "
                        grid[r][c].continuation = false
                    }
                }
            }
            if ["Image", "Button", "TextField", "SecureField", "Toggle", "Slider", "Stepper", "ProgressView", "Picker"].contains(node.type)
                || (node.lines == nil && node.fontSize != nil), let (columns, rows) = cells(of: node.frame) {
                outline(&grid, columns: columns, rows: rows, label: node.label ?? node.type, legend: &legend)
            }
            if let lines = node.lines, let fontSize = node.fontSize {
                let lineHeight = fontSize * (Font.ascender + Font.descender)
                for (index, line) in lines.enumerated() {
                    let y = node.frame.minY + Double(index) * (node.linePitch ?? lineHeight) + 0.5 * lineHeight
                    let r = row(y)
                    guard r >= 0, r < height else { continue }
                    let lineWidth = Double(TextWidth.cells(line)) * cellWidth
                    var x = node.frame.minX
                    // A cell holds one character but is wider than most: a line takes fewer
                    // cells than its frame, so it keeps to the edge its frame keeps to when it
                    // is the only line (its frame hugs it, `TextAnchor`), and is aligned as the
                    // text is otherwise.
                    let alignment: TextAnchor = lines.count == 1 ? anchor : TextAnchor(node.textAlignment)
                    switch alignment {
                    case .center: x += max((node.frame.width - lineWidth) / 2, 0)
                    case .trailing: x += max(node.frame.width - lineWidth, 0)
                    case .leading: break
                    }
                    let whole = write(line, into: &grid[r], from: max(column(x), 0), limit: min(column(node.frame.maxX - 0.01) + 1, width),
                                      bold: node.bold)
                    if !whole { cutLines.insert([place, index]) }
                }
            }
        }
        // Names too long for their boxes, by the number written in the box.
        let key = legend.enumerated().map { "\($0.offset + 1) \($0.element)" }
        return Drawing(picture: frame(grid) + (key.isEmpty ? "" : key.joined(separator: "  ") + "\n"), cutLines: cutLines)
    }

    /// Whether a cell's centre is inside a round shape, not only its frame.
    func inside(_ node: FrameNode, column: Int, row: Int, cellWidth: Double, cellHeight: Double, area: Rect) -> Bool {
        guard node.isShape, node.type != "RoundedRectangle" else { return true }
        let x = area.minX + (Double(column) + 0.5) * cellWidth, y = area.minY + (Double(row) + 0.5) * cellHeight
        let frame = node.frame
        switch node.type {
        case "Circle":
            let radius = min(frame.width, frame.height) / 2
            let dx = x - (frame.minX + frame.width / 2), dy = y - (frame.minY + frame.height / 2)
            return dx * dx + dy * dy <= radius * radius
        case "Ellipse":
            let dx = (x - (frame.minX + frame.width / 2)) / (frame.width / 2)
            let dy = (y - (frame.minY + frame.height / 2)) / (frame.height / 2)
            return dx * dx + dy * dy <= 1
        default:  // Capsule
            let radius = min(frame.width, frame.height) / 2
            let cx = min(max(x, frame.minX + radius), frame.maxX - radius)
            let cy = min(max(y, frame.minY + radius), frame.maxY - radius)
            return (x - cx) * (x - cx) + (y - cy) * (y - cy) <= radius * radius
        }
    }

    /// Writes `text` from `start` up to `limit`; false when it did not all fit.
    @discardableResult
    func write(_ text: String, into row: inout [Cell], from start: Int, limit: Int, bold: Bool) -> Bool {
        var position = start
        for character in text {
            let width = TextWidth.cells(String(character))
            guard position + max(width, 1) <= limit else { return false }
            row[position].character = character
            row[position].continuation = false
            row[position].bold = bold
            if width == 2 {
                row[position + 1].continuation = true
                row[position + 1].background = row[position].background
            }
            position += max(width, 1)
        }
        return true
    }

    /// A box around a view kb shows by name, the name inside; a name longer than the box is
    /// a number in it, and the name goes in `legend` under the picture, so that every name
    /// is read whole (a cut name, `vi` for `video.thumbnail`, tells nothing).
    func outline(_ grid: inout [[Cell]], columns: ClosedRange<Int>, rows: ClosedRange<Int>, label: String, legend: inout [String]) {
        for r in rows {
            for c in columns {
                let top = r == rows.lowerBound, bottom = r == rows.upperBound
                let left = c == columns.lowerBound, right = c == columns.upperBound
                let character: Character
                switch (top, bottom, left, right) {
                case (true, _, true, _): character = rows.count == 1 ? "[" : "┌"
                case (true, _, _, true): character = rows.count == 1 ? "]" : "┐"
                case (_, true, true, _): character = "└"
                case (_, true, _, true): character = "┘"
                case (true, _, _, _), (_, true, _, _): character = rows.count == 1 ? " " : "─"
                case (_, _, true, _), (_, _, _, true): character = "│"
                default: continue
                }
                grid[r][c].character = character
                grid[r][c].continuation = false
            }
        }
        // The label inside, on the middle row, or its number in the legend.
        let middle = rows.lowerBound + rows.count / 2
        let room = columns.count - 2
        if room >= TextWidth.cells(label) {
            write(label, into: &grid[middle], from: columns.lowerBound + 1, limit: columns.upperBound, bold: false)
        } else if !label.isEmpty {
            legend.append(label)
            let number = String(legend.count)
            // Inside the box when it fits, else over its leading edge.
            let start = room >= number.count ? columns.lowerBound + 1 : columns.lowerBound
            write(number, into: &grid[middle], from: start, limit: min(start + number.count, grid[middle].count), bold: false)
        }
    }

    /// The grid in a box, with colour escapes when colour is on.
    func frame(_ grid: [[Cell]]) -> String {
        let width = grid.first?.count ?? 0
        var out = "┌" + String(repeating: "─", count: width) + "┐\n"
        for row in grid {
            out += "│"
            var open: ColorValue?
            for cell in row where !cell.continuation {
                if colors != .none, cell.background != open {
                    out += cell.background.map { escape(for: $0) } ?? "\u{1B}[0m"
                    open = cell.background
                }
                if cell.bold && colors != .none {
                    out += "\u{1B}[1m\(cell.character)\u{1B}[22m"
                } else {
                    out.append(cell.character)  // (not made a String of its own first: every cell of every picture)
                }
            }
            if open != nil { out += "\u{1B}[0m" }
            out += "│\n"
        }
        return out + "└" + String(repeating: "─", count: width) + "┘\n"
    }

    func escape(for color: ColorValue) -> String {
        // Text on a colour is black or white, whichever reads better.
        let luminance = 0.299 * color.red + 0.587 * color.green + 0.114 * color.blue
        let foreground = luminance > 0.55 ? "30" : "97"
        switch colors {
        case .trueColor:
            return "\u{1B}[\(foreground);48;2;\(Int(color.red * 255));\(Int(color.green * 255));\(Int(color.blue * 255))m"
        case .palette256:
            let level = { (value: Double) in Int((value * 5).rounded()) }
            return "\u{1B}[\(foreground);48;5;\(16 + 36 * level(color.red) + 6 * level(color.green) + level(color.blue))m"
        case .none:
            return ""
        }
    }
}

extension ColorValue {
    /// The letter a colour fills with when the picture has no colour: `r` for red; `.` for
    /// grey, white and black, which read as shades.
    var initial: Character {
        switch name {
        case "black", "primary": return "#"
        case "white": return "·"
        case "gray", "secondary": return ":"
        default: return name.lowercased().first ?? "?"
        }
    }
}
