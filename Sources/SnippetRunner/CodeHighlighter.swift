import SwiftSyntax

/// Swift code in pieces by what they are, from swift-syntax's own tokens, so the command
/// line can colour keywords, strings, numbers, types and comments.
public enum CodeHighlighter {
    public enum Kind: Sendable {
        case plain, keyword, string, number, type, comment
    }

    public static func pieces(_ source: String) -> [(text: String, kind: Kind)] {
        // Code the parser would take too long over is shown plain (BracketNesting.swift).
        guard let parsed = BracketNesting.parsedIfShallow(source) else { return [(source, .plain)] }
        var pieces: [(String, Kind)] = []
        for token in parsed.tokens(viewMode: .sourceAccurate) {
            appendTrivia(token.leadingTrivia, to: &pieces)
            let kind: Kind
            switch token.tokenKind {
            case .keyword: kind = .keyword
            case .stringSegment, .stringQuote, .multilineStringQuote, .rawStringPoundDelimiter: kind = .string
            case .integerLiteral, .floatLiteral: kind = .number
            case .identifier(let name) where name.first?.isUppercase == true: kind = .type
            default: kind = .plain
            }
            pieces.append((token.text, kind))
            appendTrivia(token.trailingTrivia, to: &pieces)
        }
        return pieces
    }

    static func appendTrivia(_ trivia: Trivia, to pieces: inout [(String, Kind)]) {
        for piece in trivia {
            var text = ""
            piece.write(to: &text)
            switch piece {
            case .lineComment, .blockComment, .docLineComment, .docBlockComment: pieces.append((text, .comment))
            default: pieces.append((text, .plain))
            }
        }
    }
}
