import SwiftSyntax

/// Why code does not compile as written, in a learner's words: the first thing the parser
/// had to invent or skip ("a `}` is missing to close the closure"), a character or literal
/// Swift cannot read (`let a= 1`), a likely misspelled keyword (`unc` for `func`), never
/// the name of a syntax node. The words are SyntaxProblemWording's.
///
/// kb reads the parser's tree itself instead of asking swift-syntax's diagnostics generator:
/// that generator stops the whole process on some broken code (swift-syntax 602's `FixIt`
/// precondition "A Fix-It must have at least one change", found by `make fuzz`), and one
/// snippet in a note must never end an import.
enum SyntaxProblem {
    static let keywords = ["func", "struct", "var", "let", "return", "import", "some", "private", "static", "extension",
                           "init", "class", "enum", "case", "switch", "guard", "else", "while", "for"]

    static func first(in file: SourceFileSyntax, converter: SourceLocationConverter) -> (line: Int, message: String)? {
        let finder = FirstProblemFinder(viewMode: .all)
        finder.walk(file)
        func line(_ position: AbsolutePosition) -> Int { converter.location(for: position).line }
        switch finder.found {
        case .missing(let token)?:
            // `strcut Card: View {` reads as two statements, `strcut` and `Card: View {`.
            if token.tokenKind == .semicolon, let word = token.previousToken(viewMode: .sourceAccurate),
               startsAStatement(word), let misspelling = misspelledKeyword(word.text) {
                return (line(word.positionAfterSkippingLeadingTrivia), misspelling)
            }
            // The parser closes every `{` with the next `}` and misses the last one; the
            // learner left open the one whose `}` is indented less than its own line.
            if token.tokenKind == .rightBrace, let unclosed = UnclosedBrace.byIndentation(in: file, converter: converter) {
                return (unclosed.line, SyntaxProblemWording.unclosed(opened: unclosed.opened, name: unclosed.name))
            }
            // Where the parser wanted it: a keyword (`func`) before the code it introduces,
            // anything else (a `)`, a value) right after the code before it, not on the next line.
            let place = if case .keyword = token.tokenKind, let next = token.nextToken(viewMode: .sourceAccurate) {
                next.positionAfterSkippingLeadingTrivia
            } else {
                token.previousToken(viewMode: .sourceAccurate)?.endPositionBeforeTrailingTrivia ?? token.position
            }
            return (line(place), SyntaxProblemWording.missing(token))
        case .unexpected(let skipped)?:
            let first = skipped.firstToken(viewMode: .sourceAccurate)
            let place = first?.positionAfterSkippingLeadingTrivia ?? skipped.position
            // A keyword stands where a statement or a member starts, before a name (`fucn more()`):
            // a word elsewhere (`Text("a" foo)`) is no keyword misspelled.
            if let first, startsAStatement(first), first.nextToken(viewMode: .sourceAccurate)?.tokenKind.isIdentifier == true,
               let misspelling = misspelledKeyword(first.text) {
                return (line(place), misspelling)
            }
            return (line(place), SyntaxProblemWording.unexpected(skipped))
        case .unreadable(let token, let diagnostic)?:
            return (line(token.position.advanced(by: Int(diagnostic.byteOffset))), SyntaxProblemWording.unreadable(token, diagnostic))
        case nil:
            return nil
        }
    }

    /// Whether `token` opens a line, or follows a `{` or `;`.
    static func startsAStatement(_ token: TokenSyntax) -> Bool {
        if token.leadingTrivia.contains(where: \.isNewline) { return true }
        guard let previous = token.previousToken(viewMode: .sourceAccurate) else { return true }
        return previous.tokenKind == .leftBrace || previous.tokenKind == .semicolon
    }

    /// "`fucn` looks like a misspelled `func`", when `word` is one.
    static func misspelledKeyword(_ word: String) -> String? {
        keywords.first { isMisspelling(word, of: $0) }.map { "`\(word)` looks like a misspelled `\($0)`" }
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

/// The first place, in reading order, where the lexer could not read a token, or the parser
/// skipped code it could not read or stood in a token the code lacks.
private final class FirstProblemFinder: SyntaxAnyVisitor {
    enum Problem {
        case missing(TokenSyntax)
        case unexpected(UnexpectedNodesSyntax)
        case unreadable(TokenSyntax, TokenDiagnostic)
    }

    var found: Problem?

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        guard found == nil else { return .skipChildren }
        if let token = node.as(TokenSyntax.self) {
            if token.presence == .missing {
                found = .missing(token)
            } else if let diagnostic = token.tokenDiagnostic, diagnostic.severity == .error {
                found = .unreadable(token, diagnostic)
            }
        } else if let skipped = node.as(UnexpectedNodesSyntax.self),
                  skipped.tokens(viewMode: .sourceAccurate).contains(where: { $0.presence == .present }) {
            found = .unexpected(skipped)
        }
        return found == nil ? .visitChildren : .skipChildren
    }
}

private extension TokenKind {
    var isIdentifier: Bool {
        if case .identifier = self { return true }
        return false
    }
}
