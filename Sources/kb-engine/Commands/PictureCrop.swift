/// A card's terminal pictures without the empty rows above and below what they draw. A
/// picture of a whole phone screen, or of a narrow stack a Spacer makes as tall as the
/// screen, runs to a hundred rows, and a view at its top left a card of rows to scroll past.
/// Pictures of the same height lose the same rows (down to one empty row from the nearest
/// drawing in any of them), so where the views stand still compares from one picture to the
/// next; pictures of different heights (each cropped to its own views already) are cropped
/// each alone.
enum PictureCrop {
    static func cropped(_ pictures: [String]) -> [String] {
        let split = pictures.map { $0.splitLines(omittingEmpty: false).map(String.init) }
        let bottoms = split.map(bottomEdge)
        guard bottoms.allSatisfy({ $0 == bottoms.first }) else { return split.map { together([$0])[0] } }
        return together(split)
    }

    /// A card's choices as it shows them: cropped, unless cropping each alone (pictures of
    /// different heights) made two of them alike; then every picture is shown whole.
    static func shown(_ pictures: [String]) -> [String] {
        apart(cropped(pictures)) ?? pictures
    }

    /// `pictures` when every two of them really differ, else nil.
    static func apart(_ pictures: [String]) -> [String]? {
        let cells = pictures.map(PictureQuestions.PictureCells.init)
        let alike = cells.indices.contains { i in cells.indices.contains { j in j > i && !cells[i].reallyDiffers(from: cells[j]) } }
        return alike ? nil : pictures
    }

    /// Pictures of the same height, cropped to the rows any of them draws on.
    private static func together(_ split: [[String]]) -> [String] {
        let unchanged = split.map { $0.joined(separator: "\n") }
        guard let bottom = split.first.flatMap(bottomEdge), bottom > 1 else { return unchanged }
        let drawn = split.flatMap { lines in (1..<bottom).filter { !isEmptyRow(lines[$0]) } }
        guard let first = drawn.min(), let last = drawn.max() else { return unchanged }
        let kept = max(first - 1, 1)...min(last + 1, bottom - 1)
        return split.map { lines in (lines[0...0] + lines[kept] + lines[bottom...]).joined(separator: "\n") }
    }

    /// The line of the picture's bottom edge (what follows it is the legend).
    static func bottomEdge(of lines: [String]) -> Int? { lines.firstIndex { $0.hasPrefix("└") } }

    /// A row with nothing between its two edges (`│`, three bytes each), read as bytes: a
    /// card's pictures hold thousands of cells.
    static func isEmptyRow(_ line: String) -> Bool {
        let edge = "│".utf8.count
        return line.utf8.count >= 2 * edge && line.utf8.dropFirst(edge).dropLast(edge).allSatisfy { $0 == UInt8(ascii: " ") }
    }
}
