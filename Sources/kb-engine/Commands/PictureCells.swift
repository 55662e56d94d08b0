extension PictureQuestions {
    /// A picture's cells, row by row, and how many of them draw something: what
    /// `reallyDiffers` compares, made once for each picture of a card. A cell is read as a
    /// Unicode scalar: a terminal picture draws one scalar a cell (a box line, a block, a
    /// letter of a label), and reading scalars skips the grapheme breaking that reading
    /// Characters pays on every cell of every picture an import compares.
    struct PictureCells {
        let rows: [[Unicode.Scalar]]
        let drawn: Int
        /// What the picture draws inside its frame, wherever the frame puts it: see
        /// `drawingInside`.
        let drawing: [[Unicode.Scalar]]
        let drawnInside: Int

        init(_ picture: String) {
            rows = picture.unicodeScalars.split(separator: "\n").map(Array.init)
            drawn = Self.countDrawn(rows)
            drawing = Self.drawingInside(rows)
            drawnInside = Self.countDrawn(drawing)
        }

        static func countDrawn(_ rows: [[Unicode.Scalar]]) -> Int {
            rows.reduce(0) { $0 + $1.filter(isDrawn).count }
        }

        /// A cell that draws something: neither a space nor a box-drawing line.
        static func isDrawn(_ cell: Unicode.Scalar) -> Bool {
            cell != " " && !(0x2500...0x257F).contains(cell.value)
        }

        /// Whether a learner sees two pictures as different: a tenth more or less of the
        /// picture filled, or a tenth of what is drawn in other cells (a text a line lower:
        /// its baseline moved). A picture shifted by a fraction of a cell is no choice.
        ///
        /// Where a view stands in two frames of one size compares: the card sets them side
        /// by side. A frame is cropped to its views, though, views a learner never sees
        /// among them (a stack, a Spacer, a frame with nothing drawn in it), so two frames of
        /// different sizes compare only what is drawn inside them: a Text alone in a stack
        /// stretched to the whole width and the same Text alone in a stack that hugs it are
        /// one picture on the screen, and a card that offers both asks the learner to tell
        /// apart what nobody can see.
        func reallyDiffers(from other: PictureCells) -> Bool {
            if rows.count == other.rows.count && rows.first?.count == other.rows.first?.count {
                return Self.differ(rows, other.rows, drawn: (drawn, other.drawn))
            }
            return drawing.count != other.drawing.count
                || Self.differ(drawing, other.drawing, drawn: (drawnInside, other.drawnInside))
        }

        /// Whether `one` and `other` differ by a tenth of what they draw: in how much is
        /// drawn, or in the cells drawn differently, row by row from the left.
        private static func differ(_ one: [[Unicode.Scalar]], _ other: [[Unicode.Scalar]], drawn: (Int, Int)) -> Bool {
            let (a, b) = drawn
            if abs(a - b) * 10 >= max(a, b) && a != b { return true }
            var moved = 0
            for (row, otherRow) in zip(one, other) {
                for index in 0..<max(row.count, otherRow.count) {
                    let cell = index < row.count ? row[index] : " "
                    let otherCell = index < otherRow.count ? otherRow[index] : " "
                    if cell != otherCell && (isDrawn(cell) || isDrawn(otherCell)) { moved += 1 }
                }
            }
            return moved * 10 >= max(a, b) && moved >= 2
        }

        /// The rows inside the picture's frame with the empty rows above and below its
        /// drawing left out, the empty columns left of it and the spaces after it on each row:
        /// what the picture draws, wherever its frame puts it (its legend below it left out).
        static func drawingInside(_ rows: [[Unicode.Scalar]]) -> [[Unicode.Scalar]] {
            let bottom = rows.firstIndex { $0.first == "└" } ?? rows.count
            var inner = rows[min(1, bottom)..<bottom].map { row in Array(row.dropFirst().dropLast()) }
            let isEmpty = { (row: [Unicode.Scalar]) in row.allSatisfy { $0 == " " } }
            while let first = inner.first, isEmpty(first) { inner.removeFirst() }
            while let last = inner.last, isEmpty(last) { inner.removeLast() }
            let margin = inner.filter { !isEmpty($0) }.map { row in row.prefix { $0 == " " }.count }.min() ?? 0
            return inner.map { row in
                var trimmed = Array(row.dropFirst(margin))
                while trimmed.last == " " { trimmed.removeLast() }
                return trimmed
            }
        }
    }
}
