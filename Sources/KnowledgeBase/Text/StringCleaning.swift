extension StringProtocol {
    /// The text without leading and trailing white space and newlines.
    public var trimmingWhitespace: String {
        guard let first = firstIndex(where: { !$0.isWhitespace }),
              let last = lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(self[first...last])
    }

    /// The text on one line: every run of white space, newlines included, becomes one space.
    public var collapsingWhitespace: String {
        var result = ""
        var pendingSpace = false
        for character in self {
            if character.isWhitespace {
                pendingSpace = !result.isEmpty
            } else {
                if pendingSpace { result.append(" ") }
                result.append(character)
                pendingSpace = false
            }
        }
        return result
    }
}

extension String {
    /// The text without the given characters at either end, compared by Unicode scalar:
    /// `"`frame`"`.trimming("`") is `frame`.
    public func trimming(_ characters: String) -> String {
        let unwanted = characters.unicodeScalars
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !unwanted.contains($0) }),
              let last = scalars.lastIndex(where: { !unwanted.contains($0) }) else { return "" }
        return String(Substring(scalars[first...last]))
    }

    /// Whether the text ends with `suffix`, compared by UTF-8 byte, which for NFC text is
    /// what `hasSuffix` answers, without breaking the text into characters.
    func hasUTF8Suffix(_ suffix: String) -> Bool {
        var index = utf8.endIndex
        var suffixIndex = suffix.utf8.endIndex
        while suffixIndex > suffix.utf8.startIndex {
            guard index > utf8.startIndex else { return false }
            utf8.formIndex(before: &index)
            suffix.utf8.formIndex(before: &suffixIndex)
            if utf8[index] != suffix.utf8[suffixIndex] { return false }
        }
        return true
    }
}
