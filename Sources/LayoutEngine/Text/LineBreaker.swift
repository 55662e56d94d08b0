/// Text set in lines: what a `Text` shows for a proposal.
struct TextLines: Equatable, Sendable {
    var lines: [String]
    var font: Font
    /// Whether text was cut and ends in `…`.
    var truncated: Bool
    /// Points between one line's bottom and the next one's top (`lineSpacing(_:)`).
    var spacing: Double = 0

    var width: Double { lines.map { FontMetrics.width(of: $0, in: font) }.max() ?? 0 }
    var height: Double { Double(max(lines.count, 1)) * font.lineHeight + Double(max(lines.count, 1) - 1) * spacing }
    var size: Size { Size(width: width, height: height) }
    var firstBaseline: Double { font.ascent }
    var lastBaseline: Double { Double(max(lines.count, 1) - 1) * linePitch + font.ascent }
    /// From one line's top to the next one's.
    var linePitch: Double { font.lineHeight + spacing }
}

/// Breaks text into lines the way UIKit's text system does for SwiftUI's Text: at spaces,
/// inside a word only when the word alone is wider than the line, and with a `…` at the
/// end of the last line when the lines run out.
enum LineBreaker {
    static let tolerance = WordWrap.tolerance

    static func lines(_ text: String, font: Font, width: Double?, maxLines: Int?, truncation: TruncationMode = .tail) -> TextLines {
        var lines: [String] = []
        for paragraph in text.splitLines(omittingEmpty: false) {
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
        result.append(truncating(rest, font: font, width: width, mode: truncation))
        return TextLines(lines: result, font: font, truncated: true)
    }

    /// The last line, cut where `mode` says. UIKit, which draws SwiftUI's Text, cuts the
    /// last line of text that runs out of lines (`NSLineBreakMode.byTruncatingHead`: "the
    /// end fits in the container and the missing text at the beginning of the line is
    /// indicated by an ellipsis glyph").
    static func truncating(_ text: String, font: Font, width: Double?, mode: TruncationMode) -> String {
        switch mode {
        case .tail:
            return truncating(text, font: font, width: width)
        case .head:
            let characters = Array(text)
            let kept = longestFitting(characters.count, width: width, font: font) { "…" + String(characters.suffix($0)) }
            return "…" + String(characters.suffix(kept)).drop { $0 == " " }
        case .middle:
            // As many characters after the `…` as before it, one more before when odd.
            let characters = Array(text)
            let kept = longestFitting(characters.count, width: width, font: font) {
                String(characters.prefix(($0 + 1) / 2)) + "…" + String(characters.suffix($0 / 2))
            }
            let head = String(characters.prefix((kept + 1) / 2)).reversed().drop { $0 == " " }.reversed()
            return String(head) + "…" + String(characters.suffix(kept / 2)).drop { $0 == " " }
        }
    }

    /// The largest count up to `total` whose line, as `line` makes it, fits `width`;
    /// found by halving the range, as a longer line is never narrower.
    static func longestFitting(_ total: Int, width: Double?, font: Font, _ line: (Int) -> String) -> Int {
        guard let width else { return total }
        var kept = 0, tooMany = total + 1
        while tooMany - kept > 1 {
            let middle = (kept + tooMany) / 2
            if FontMetrics.width(of: line(middle), in: font) > width + tolerance { tooMany = middle } else { kept = middle }
        }
        return kept
    }

    /// `text` cut at its end so that it and a `…` fit `width`.
    static func truncating(_ text: String, font: Font, width: Double?) -> String {
        guard width != nil else { return text + "…" }
        var characters = Array(text)
        // Found by halving: dropping one character at a time measured a 10,000-character
        // line 10,000 times, for minutes.
        let kept = longestFitting(characters.count, width: width, font: font) { String(characters[..<$0]) + "…" }
        characters.removeLast(characters.count - kept)
        while characters.last == " " { characters.removeLast() }
        return String(characters) + "…"
    }

    static func wrap(_ paragraph: Substring, font: Font, width: Double) -> [String] {
        WordWrap.lines(paragraph, width: width) { FontMetrics.width(of: $0, in: font) }
    }
}
