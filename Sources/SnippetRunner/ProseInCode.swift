/// Prose a note writes inside its code fence: a Korean sentence between two declarations
/// (`그럴 때 이렇게 @ViewBuilder 파라미터를 사용하여 …`), or a word after a call that names
/// it (`NavigationLink(titleKey, value) 사용법`). Outliners such as Logseq put a block's
/// text and its code in one fence easily. Swift reads neither; the reader reads past them.
extension TypoRepairs {
    /// `source` with each line of prose made a comment (`// 그럴 때 …`), and a call's
    /// trailing words after `//`; and the lines changed. Nil when none is.
    static func commentingProse(_ source: String) -> (code: String, lines: [Int])? {
        guard source.unicodeScalars.contains(where: isHangulSyllable) else { return nil }
        let inText = MultilineStrings.lineIndices(in: source)
        return repairingLines(of: source) { index, lines in
            let line = lines[index]
            guard !inText.contains(index) else { return nil }
            let indent = line.prefix { $0 == " " || $0 == "\t" }
            let text = line.dropFirst(indent.count)
            if isProse(text) { return indent + "// " + text }
            // `NavigationLink(titleKey, value) 사용법`: Hangul words after the call's last `)`,
            // on a line without a string (whose `)` may be its text: `"(선택) 메모"`) or an `=`.
            guard !text.contains("\""), !text.contains("="), let close = text.lastIndex(of: ")") else { return nil }
            let tail = text[text.index(after: close)...]
            guard tail.first == " ", isProse(tail.drop { $0 == " " }), !text[..<close].contains("//") else { return nil }
            return indent + text[...close] + " //" + tail
        }
    }

    /// Words mostly in Hangul, the first among them (`그럴 때 이렇게 …`, `DetailsView가
    /// 실행됨`): a sentence, not a statement. Brackets and quotes are code's (`Text("안녕")`)
    /// unless the sentence is longer and opens in Hangul; `=` always is (`let 이름 = 1`).
    static func isProse(_ text: Substring) -> Bool {
        let words = text.split(separator: " ")
        let hangul = words.filter { $0.unicodeScalars.contains(where: isHangulSyllable) }
        guard let first = words.first, first.unicodeScalars.contains(where: isHangulSyllable), hangul.count * 2 >= words.count,
              !text.contains("=") else { return false }
        guard text.contains(where: { "(){}[]\"".contains($0) }) else { return true }
        return first.unicodeScalars.first.map(isHangulSyllable) == true && hangul.count >= 3 && hangul.count * 3 >= words.count * 2
    }

    static func isHangulSyllable(_ scalar: Unicode.Scalar) -> Bool { (0xAC00...0xD7A3).contains(scalar.value) }
}
