/// Text measured in terminal cells: Hangul, CJK and emoji take two cells, combining marks
/// none, so wrapped Korean lines end where the terminal's own lines do.
enum TerminalText {
    static func cells(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value == 0 { return 0 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }

    static func cells(_ text: some StringProtocol) -> Int {
        text.unicodeScalars.reduce(0) { $0 + cells($1) }
    }

    /// `text` in lines of at most `width` cells, broken at spaces, and inside a word only
    /// when the word alone is wider than a line. Line breaks in the text are kept.
    static func wrap(_ text: String, width: Int) -> [String] {
        let width = max(width, 4)
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            var lineCells = 0
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                let wordCells = cells(word)
                if lineCells > 0, lineCells + 1 + wordCells > width {
                    lines.append(line)
                    (line, lineCells) = ("", 0)
                }
                if lineCells > 0 {
                    line += " "
                    lineCells += 1
                }
                for character in word {
                    let characterCells = cells(String(character))
                    if lineCells + characterCells > width {
                        lines.append(line)
                        (line, lineCells) = ("", 0)
                    }
                    line.append(character)
                    lineCells += characterCells
                }
            }
            lines.append(line)
        }
        return lines
    }
}
