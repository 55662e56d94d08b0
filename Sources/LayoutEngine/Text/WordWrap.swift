/// Greedy word wrapping by any measure (points of a font, cells of a terminal): words
/// join a line while they fit; a word wider than a whole line is broken between its
/// characters, the way UIKit breaks it.
public enum WordWrap {
    /// A hair of tolerance, so text exactly as wide as its line still fits.
    static let tolerance = 0.0001

    public static func lines(_ paragraph: Substring, width: Double, measure: (Substring) -> Double) -> [String] {
        var lines: [String] = []
        var line = ""
        let space = measure(" ")
        var lineWidth = 0.0
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
            let wordWidth = measure(word)
            if !line.isEmpty, lineWidth + space + wordWidth <= width + tolerance {
                line += " " + word
                lineWidth += space + wordWidth
                continue
            }
            if !line.isEmpty {
                lines.append(line)
                (line, lineWidth) = ("", 0)
            }
            if wordWidth <= width + tolerance {
                (line, lineWidth) = (String(word), wordWidth)
                continue
            }
            for character in word {
                let characterWidth = measure(Substring(String(character)))
                if !line.isEmpty, lineWidth + characterWidth > width + tolerance {
                    lines.append(line)
                    (line, lineWidth) = ("", 0)
                }
                line.append(character)
                lineWidth += characterWidth
            }
        }
        lines.append(line)
        return lines
    }
}
