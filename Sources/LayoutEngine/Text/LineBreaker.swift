/// Text set in lines: what a `Text` shows for a proposal.
struct TextLines: Equatable, Sendable {
    var lines: [String]
    var font: Font
    /// Whether text was cut and ends in `…`.
    var truncated: Bool

    var width: Double { lines.map { FontMetrics.width(of: $0, in: font) }.max() ?? 0 }
    var height: Double { Double(max(lines.count, 1)) * font.lineHeight }
    var size: Size { Size(width: width, height: height) }
    var firstBaseline: Double { font.ascent }
    var lastBaseline: Double { Double(max(lines.count, 1) - 1) * font.lineHeight + font.ascent }
}

/// Breaks text into lines the way UIKit's text system does for SwiftUI's Text: at spaces,
/// inside a word only when the word alone is wider than the line, and with a `…` at the
/// end of the last line when the lines run out.
enum LineBreaker {
    static let tolerance = WordWrap.tolerance

    static func lines(_ text: String, font: Font, width: Double?, maxLines: Int?) -> TextLines {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if let width {
                lines += wrap(paragraph, font: font, width: width)
            } else {
                lines.append(String(paragraph))
            }
        }
        guard let maxLines, lines.count > max(maxLines, 1) else {
            return TextLines(lines: lines, font: font, truncated: false)
        }
        let kept = max(maxLines, 1)
        let rest = lines[(kept - 1)...].joined(separator: " ")
        var result = Array(lines.prefix(kept - 1))
        result.append(truncating(rest, font: font, width: width))
        return TextLines(lines: result, font: font, truncated: true)
    }

    /// `text` cut at its end so that it and a `…` fit `width`.
    static func truncating(_ text: String, font: Font, width: Double?) -> String {
        guard let width else { return text + "…" }
        var characters = Array(text)
        // A longer prefix is never narrower, so the longest that fits is found by halving
        // the range: dropping one character at a time measured a 10,000-character line
        // 10,000 times, for minutes.
        var kept = 0, tooMany = characters.count + 1
        while tooMany - kept > 1 {
            let middle = (kept + tooMany) / 2
            if FontMetrics.width(of: String(characters[..<middle]) + "…", in: font) > width + tolerance {
                tooMany = middle
            } else {
                kept = middle
            }
        }
        characters.removeLast(characters.count - kept)
        while characters.last == " " { characters.removeLast() }
        return String(characters) + "…"
    }

    static func wrap(_ paragraph: Substring, font: Font, width: Double) -> [String] {
        WordWrap.lines(paragraph, width: width) { FontMetrics.width(of: $0, in: font) }
    }
}
