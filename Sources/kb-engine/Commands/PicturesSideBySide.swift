import LayoutEngine

/// The choices of a "which picture" card drawn two to a row when they are tall: a whole
/// phone screen drawn 60 columns wide is some 60 rows, and three or four of them stacked
/// made a card of 200 to 300 lines that a learner scrolls through to compare. Drawn 36
/// columns wide, two fit side by side on an 80-column terminal. Another layout card's one
/// tall picture is drawn 36 columns wide too.
enum PicturesSideBySide {
    /// Each picture's width in terminal columns, edges included.
    static let columns = 36
    /// A picture taller than this (in lines, at the cards' 60 columns) is one the learner
    /// scrolls past: a terminal shows 24 rows.
    static let tallLines = 30

    static func isTall(_ picture: String) -> Bool {
        picture.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) } >= tallLines
    }

    /// A layout card's one picture: `picture` (cropped), or when it is tall, `narrow` (the
    /// same layout drawn `columns` wide), cropped, unless narrowing cut a text.
    static func narrowedIfTall(_ picture: String, narrow: () -> String?) -> String {
        guard isTall(picture), let narrow = narrow() else { return picture }
        return PictureCrop.cropped([narrow])[0]
    }

    /// The narrow drawing, or nil when it cuts a line of text the wide one shows whole:
    /// `Hello, W` for `Hello, World!` tells the learner less than a longer picture does.
    static func narrowUnlessCut(_ narrow: TerminalPicture.Drawing, wide: TerminalPicture.Drawing) -> String? {
        narrow.cutsMoreText(than: wide) ? nil : narrow.picture
    }

    /// Tall pictures, each drawn `columns` wide, two to a row, when each still really differs
    /// from the others at that size (a label cut shorter may hide what set two pictures
    /// apart): cropped, or whole where cropping made two alike.
    static func drawn(_ narrow: [String?], letters: [String]) -> String? {
        // A text cut short in one of them (nil): they are drawn wide, one under another.
        let whole = narrow.compactMap { $0 }
        guard whole.count == narrow.count else { return nil }
        return (PictureCrop.apart(PictureCrop.cropped(whole)) ?? PictureCrop.apart(whole)).map { joined($0, letters: letters) }
    }

    /// The pictures under their letters, two to a row, each line padded to its picture's
    /// width (a Korean label takes two columns a character: `TextWidth`).
    static func joined(_ pictures: [String], letters: [String]) -> String {
        let labelled = zip(letters, pictures).map { letter, picture in
            [letter] + picture.trimmingTrailingNewlines.splitLines(omittingEmpty: false).map(String.init)
        }
        return stride(from: 0, to: labelled.count, by: 2).map { start in
            guard start + 1 < labelled.count else { return labelled[start].joined(separator: "\n") }
            let (left, right) = (labelled[start], labelled[start + 1])
            let width = left.map(TextWidth.cells).max() ?? 0
            return (0..<max(left.count, right.count)).map { row in
                let leftLine = row < left.count ? left[row] : ""
                let rightLine = row < right.count ? right[row] : ""
                guard !rightLine.isEmpty else { return leftLine }
                return leftLine + String(repeating: " ", count: width - TextWidth.cells(leftLine) + 2) + rightLine
            }.joined(separator: "\n")
        }.joined(separator: "\n\n")
    }
}
