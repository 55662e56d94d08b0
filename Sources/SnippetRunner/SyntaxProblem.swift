import SwiftDiagnostics
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Why code does not compile as written, in a learner's words: the parser's first
/// diagnostic ("expected '}' to end closure"), a likely misspelled keyword (`unc` for
/// `func`), never the name of a syntax node.
enum SyntaxProblem {
    static let keywords = ["func", "struct", "var", "let", "return", "import", "some", "private", "static", "extension",
                           "init", "class", "enum", "case", "switch", "guard", "else", "while", "for"]

    static func first(in file: SourceFileSyntax, converter: SourceLocationConverter) -> (line: Int, message: String)? {
        guard let diagnostic = ParseDiagnosticsGenerator.diagnostics(for: file).first else { return nil }
        let line = diagnostic.location(converter: converter).line
        // The code the parser could not read: quoted in its message, else its node.
        let quoted = diagnostic.message.split(separator: "'", omittingEmptySubsequences: false)
        let found = quoted.count >= 3 ? String(quoted[1]) : diagnostic.node.trimmedDescription
        if let word = found.split(whereSeparator: { !$0.isLetter }).first.map(String.init),
           let keyword = keywords.first(where: { isMisspelling(word, of: $0) }) {
            return (line, "`\(word)` looks like a misspelled `\(keyword)`")
        }
        return (line, reworded(diagnostic.message))
    }

    /// "expected '}' to end closure" → "a `}` is missing to close the closure".
    static func reworded(_ message: String) -> String {
        if message.hasPrefix("expected '"), let end = message.range(of: "' to end ") {
            let token = message[message.index(message.startIndex, offsetBy: 10)..<end.lowerBound]
            return "a `\(token)` is missing to close the \(message[end.upperBound...])"
        }
        return message.replacingOccurrences(of: "'", with: "`")
    }

    /// One letter left out, added, changed or two side by side swapped, and not the keyword itself.
    static func isMisspelling(_ word: String, of keyword: String) -> Bool {
        guard word != keyword, abs(word.count - keyword.count) <= 1, word.count >= 3 else { return false }
        let a = Array(word), b = Array(keyword)
        if a.count == b.count {
            let differing = a.indices.filter { a[$0] != b[$0] }
            if differing.count == 1 { return true }
            return differing.count == 2 && differing[1] == differing[0] + 1
                && a[differing[0]] == b[differing[1]] && a[differing[1]] == b[differing[0]]
        }
        // One letter more or less: dropping one letter of the longer gives the shorter.
        let (long, short) = a.count > b.count ? (a, b) : (b, a)
        return long.indices.contains { index in
            var dropped = long
            dropped.remove(at: index)
            return dropped == short
        }
    }
}
