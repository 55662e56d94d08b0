/// How wide text is: the advance widths of Inter for Latin text and of Noto Sans CJK KR for
/// Hangul, kana and Han, from tables generated once from the fonts
/// (`Scripts/generate-font-metrics.py`), at the weight nearest the font's.
enum FontMetrics {
    /// The width of `text` in `font`, in points.
    static func width(of text: some StringProtocol, in font: Font) -> Double {
        var thousandths = 0
        let (latin, cjk) = tables(for: font.weight)
        for scalar in text.unicodeScalars {
            thousandths += Int(advance(of: scalar, latin: latin, cjk: cjk))
        }
        return Double(thousandths) * font.size / 1000
    }

    static func advance(of scalar: Unicode.Scalar, latin: [UInt32: UInt16],
                        cjk: (hangul: UInt16, kana: UInt16, han: UInt16, jamo: UInt16)) -> UInt16 {
        if let width = latin[scalar.value] { return width }
        switch scalar.value {
        case 0xAC00...0xD7A3: return cjk.hangul
        case 0x1100...0x11FF, 0x3130...0x318F: return cjk.jamo
        case 0x3040...0x30FF: return cjk.kana
        case 0x3000...0x303F, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF00...0xFFEF: return cjk.han
        case 0x1F000...0x1FAFF: return 1200  // emoji: wider than an em, as Apple Color Emoji is
        default:
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .format, .control: return 0
            default: return latin[0x6F] ?? 560  // an unknown letter is as wide as an "o"
            }
        }
    }

    static func tables(for weight: Font.Weight) -> ([UInt32: UInt16], (hangul: UInt16, kana: UInt16, han: UInt16, jamo: UInt16)) {
        switch weight {
        case .ultraLight, .thin, .light, .regular: return (regularLatin, regularCJK)
        case .medium: return (mediumLatin, mediumCJK)
        case .semibold: return (semiBoldLatin, semiBoldCJK)
        case .bold, .heavy, .black: return (boldLatin, boldCJK)
        }
    }
}
