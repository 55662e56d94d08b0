extension StringProtocol {
    /// The text without leading and trailing white space and newlines, read by Unicode
    /// scalar: every concept and snippet is trimmed, and finding each end by Character
    /// breaks graphemes to no purpose in NFC text.
    public var trimmingWhitespace: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(decoding: utf8[first..<scalars.index(after: last)], as: UTF8.self)
    }

    /// The text on one line: every run of white space, newlines included, becomes one space.
    /// Read by Unicode scalar: the text is NFC, where white space is a scalar of its own,
    /// and breaking every heading and term into characters was slow.
    public var collapsingWhitespace: String {
        var result = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in unicodeScalars {
            if scalar.isWhitespace {
                pendingSpace = !result.isEmpty
            } else {
                if pendingSpace { result.append(" ") }
                result.append(scalar)
                pendingSpace = false
            }
        }
        return String(result)
    }
}

extension Unicode.Scalar {
    /// White space as `Character.isWhitespace` has it, newlines included.
    var isWhitespace: Bool {
        value < 0x80 ? value == 0x20 || (0x09...0x0D).contains(value) : properties.isWhitespace
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
