import SwiftSyntax

/// Which `{` a learner left open, read from the code's indentation. The parser closes each
/// `{` with the next `}` it meets, so a `}` left out inside a `ForEach { … }` shows only at
/// the end, as the struct's `}` that is missing. Code in notes is indented by its blocks:
/// the first `}` that starts a line indented less than the line of the `{` it was matched
/// with closes an outer block, and the `{` it was matched with is the one left open.
enum UnclosedBrace {
    /// The line the missing `}` belongs after (the block's last line indented past its `{`
    /// line), the line of the `{` left open, and what it opens, or nil when the indentation
    /// shows none.
    static func byIndentation(in file: SourceFileSyntax, converter: SourceLocationConverter)
        -> (line: Int, opened: Int, name: String?)? {
        for close in file.tokens(viewMode: .sourceAccurate) where close.tokenKind == .rightBrace {
            guard close.leadingTrivia.contains(where: \.isNewline), let block = close.parent,
                  let open = block.children(viewMode: .sourceAccurate).lazy.compactMap({ $0.as(TokenSyntax.self) })
                      .first(where: { $0.tokenKind == .leftBrace }) else { continue }
            let opened = converter.location(for: open.positionAfterSkippingLeadingTrivia)
            let closed = converter.location(for: close.positionAfterSkippingLeadingTrivia)
            let indentation = indentation(ofLineOf: open, converter: converter)
            guard closed.line > opened.line, closed.column < indentation else { continue }
            // The block's code ends where a line is no longer indented past the `{` line's.
            var end = open
            while let next = end.nextToken(viewMode: .sourceAccurate), next != close,
                  !(next.leadingTrivia.contains(where: \.isNewline)
                      && converter.location(for: next.positionAfterSkippingLeadingTrivia).column <= indentation) {
                end = next
            }
            let line = converter.location(for: end.endPositionBeforeTrailingTrivia).line
            return (line, opened.line, SyntaxProblemWording.context(of: Syntax(open))?.name)
        }
        return nil
    }

    /// The column of the first token on `token`'s line.
    static func indentation(ofLineOf token: TokenSyntax, converter: SourceLocationConverter) -> Int {
        var first = token
        while !first.leadingTrivia.contains(where: \.isNewline), let previous = first.previousToken(viewMode: .sourceAccurate) {
            first = previous
        }
        return converter.location(for: first.positionAfterSkippingLeadingTrivia).column
    }
}
