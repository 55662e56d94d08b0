/// The two lines a chat assistant's code box puts above its code when a learner copies the
/// whole answer: the language's name and the copy button's label, in the reader's language
/// (`swift` over `Copy code`, `Sao chép mã`, `코드 복사`). Pasted into a note's fence, they
/// stop Swift's parser; the reader reads past them.
extension TypoRepairs {
    /// Names a chat gives a Swift code box.
    static let chatLanguageNames: Set<String> = ["swift", "swiftui"]

    /// Words of a copy button's label, lowercased, in the languages notes are written in.
    static let copyWords = ["copy", "복사", "sao chép", "复制", "複製", "コピー", "kopier", "copiar", "copier", "copia"]

    /// `source` with the language line and the copy label under it, at the code's top, made
    /// comments; and those lines. Nil when the code does not open so.
    static func commentingChatHeader(_ source: String) -> (code: String, lines: [Int])? {
        var lines = source.splitLines(omittingEmpty: false).map(String.init)
        guard let first = lines.firstIndex(where: { !$0.trimmingWhitespace.isEmpty }) else { return nil }
        var header: [Int] = []
        if chatLanguageNames.contains(lines[first].trimmingWhitespace.lowercased()) { header.append(first) }
        let labelIndex = header.isEmpty ? first : lines[(first + 1)...].firstIndex { !$0.trimmingWhitespace.isEmpty }
        if let labelIndex, isCopyLabel(lines[labelIndex]) { header.append(labelIndex) }
        guard !header.isEmpty else { return nil }
        for index in header { lines[index] = "// " + lines[index].trimmingWhitespace }
        return (lines.joined(separator: "\n"), header.map { $0 + 1 })
    }

    /// `Copy code`, `Sao chép mã`: a line of at most four words, letters only, that says to copy.
    static func isCopyLabel(_ line: String) -> Bool {
        let text = line.trimmingWhitespace.lowercased()
        let words = text.split(separator: " ")
        guard (1...4).contains(words.count), text.allSatisfy({ $0.isLetter || $0 == " " }) else { return false }
        return copyWords.contains { text.contains($0) }
    }
}
