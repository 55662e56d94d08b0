extension String {
    /// Whether `needle` occurs in the text, compared byte for byte in UTF-8. Every snippet
    /// of an import is classified by looking for a score of words in it; Foundation's
    /// `contains` bridges each string to NSString and compares UTF-16, several times slower.
    func containsBytes(_ needle: String) -> Bool {
        var text = self
        var needle = needle
        return text.withUTF8 { haystack in
            needle.withUTF8 { pattern in
                guard let first = pattern.first else { return true }
                guard pattern.count <= haystack.count else { return false }
                for start in 0...(haystack.count - pattern.count) where haystack[start] == first {
                    if (1..<pattern.count).allSatisfy({ haystack[start + $0] == pattern[$0] }) { return true }
                }
                return false
            }
        }
    }
}

extension String {
    /// The text without white space and newlines at either end, read by Unicode scalar
    /// rather than through Foundation's character sets.
    var trimmingWhitespace: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[first...last])
    }
}
