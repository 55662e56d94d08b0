/// SF Symbols are Apple's and are not on this machine: kb draws each as a Unicode glyph
/// that looks like it (a star for `star.fill`, a heart for `heart`), found by the symbol's
/// name word by word, or as the name's initial when no glyph resembles it.
public enum SymbolGlyph {
    static let glyphs: [(word: String, filled: String, outlined: String)] = [
        ("star", "★", "☆"), ("heart", "♥", "♡"), ("circle", "●", "○"), ("square", "■", "□"),
        ("triangle", "▲", "△"), ("diamond", "◆", "◇"), ("plus", "+", "+"), ("minus", "−", "−"),
        ("xmark", "✕", "✕"), ("checkmark", "✓", "✓"), ("multiply", "×", "×"), ("divide", "÷", "÷"),
        ("chevron.right", "›", "›"), ("chevron.left", "‹", "‹"), ("chevron.up", "˄", "˄"), ("chevron.down", "˅", "˅"),
        ("arrow.right", "→", "→"), ("arrow.left", "←", "←"), ("arrow.up", "↑", "↑"), ("arrow.down", "↓", "↓"),
        ("arrow.clockwise", "↻", "↻"), ("arrow.counterclockwise", "↺", "↺"), ("bolt", "ϟ", "ϟ"),
        ("sun", "☀", "☼"), ("moon", "☾", "☾"), ("cloud", "☁", "☁"), ("flag", "⚑", "⚐"), ("bell", "♪", "♪"),
        ("music", "♫", "♫"), ("gear", "⚙", "⚙"), ("pencil", "✎", "✎"), ("trash", "⌫", "⌫"),
        ("envelope", "✉", "✉"), ("phone", "☎", "☏"), ("person", "⚇", "⚇"), ("house", "⌂", "⌂"),
        ("magnifyingglass", "⚲", "⚲"), ("info", "ⓘ", "ⓘ"), ("exclamationmark", "!", "!"),
        ("questionmark", "?", "?"), ("ellipsis", "⋯", "⋯"), ("line.3.horizontal", "☰", "☰"),
        ("list", "☰", "☰"), ("lock", "⚿", "⚿"), ("cart", "⛟", "⛟"), ("calendar", "▦", "▦"),
        ("clock", "◷", "◷"), ("globe", "◍", "◍"), ("play", "▶", "▷"), ("pause", "⏸", "⏸"),
        ("stop", "■", "□"), ("video", "▶", "▷"), ("doc", "▤", "▯"), ("folder", "▭", "▭"), ("bookmark", "⚑", "⚐"), ("photo", "▨", "▨"), ("camera", "◙", "◙"),
        ("table", "▦", "▦"), ("airplane", "✈", "✈"), ("icloud", "☁", "☁"),
    ]

    public static func glyph(for name: String) -> String {
        let filled = name.hasSuffix(".fill") || name.contains(".fill.")
        // The longest word that starts the name wins: `chevron.right` before `circle`.
        let matching = glyphs.filter { name == $0.word || name.hasPrefix($0.word + ".") }
            .max { $0.word.count < $1.word.count }
            ?? glyphs.first { name.split(separator: ".").contains(Substring($0.word)) }
        if let matching { return filled ? matching.filled : matching.outlined }
        return name.first.map { String($0).uppercased() } ?? "?"
    }
}

extension SymbolGlyph {
    /// The glyph's size: as large as the symbol's frame allows (a symbol is about as wide
    /// as it is high, and sized by the font). A chevron's glyph (`›`) is a small mark, about
    /// half an em high and a third wide, in a narrow frame (`chevron.right` is 0.6 as wide as
    /// high, ImageLayout): drawn at the frame's height, it is about as tall as the symbol
    /// and still fits the frame's width.
    public static func fontSize(in rect: Rect, glyph: String) -> Double {
        max(chevrons.contains(glyph) ? rect.height : min(rect.width, rect.height), 1)
    }

    static let chevrons: Set<String> = ["›", "‹"]
}
