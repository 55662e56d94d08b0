import Foundation
import SwiftSyntax

/// SyntaxProblem's words: what is missing and what it closes, what was skipped and where,
/// what Swift cannot read.
enum SyntaxProblemWording {
    /// "a `)` is missing to close the function call", "an expression and a `)` are missing to
    /// close the function call", "three `}` are missing to close the closure": the token and
    /// the missing ones right after it in the same construct.
    static func missing(_ token: TokenSyntax) -> String {
        if token.tokenKind == .semicolon {
            return "two statements on one line need a `;` or a line break between them"
        }
        let context = SyntaxProblemWording.context(of: Syntax(token))
        // The missing tokens after it that belong to the same construct (an expression and
        // the `)` of one call; not the `"` of a string and the `)` of the call around it).
        // (A `;` missing after them is another problem, one a learner meets once these are in.)
        var missing = [token]
        while let next = missing.last!.nextToken(viewMode: .all), next.presence == .missing, next.tokenKind != .semicolon,
              SyntaxProblemWording.context(of: Syntax(next))?.node == context?.node {
            missing.append(next)
        }
        let what = listed(missing.map(describe))
        if missing.count == 1, case .keyword = token.tokenKind, let next = token.nextToken(viewMode: .sourceAccurate) {
            return "\(what) missing before `\(next.text)`"
        }
        guard let (container, name) = context else { return "\(what) missing" }
        let last = missing.last!
        if last.tokenKind.isClosing, container.lastToken(viewMode: .all) == last {
            return "\(what) missing to close the \(name)"
        }
        if token.tokenKind.isOpening, container.firstToken(viewMode: .all) == token {
            return "\(what) missing to open the \(name)"
        }
        return "\(what) missing in the \(name)"
    }

    /// "a `}` is missing to close the closure opened on line 4".
    static func unclosed(opened: Int, name: String?) -> String {
        "a `}` is missing to close the \(name ?? "block") opened on line \(opened)"
    }

    /// "a `}` too many: it closes nothing", else the code the parser skipped and where.
    static func unexpected(_ skipped: UnexpectedNodesSyntax) -> String {
        let code = shortened(skipped.trimmedDescription)
        let closers = Set("})]")
        if !code.isEmpty, code.allSatisfy({ closers.contains($0) || $0.isWhitespace }) {
            let extra = code.filter { closers.contains($0) }
            return extra.count == 1 ? "a `\(extra)` too many: it closes nothing" : "`\(extra)` too many: they close nothing"
        }
        return "unexpected code `\(code)`" + (context(of: Syntax(skipped)).map { " in the \($0.name)" } ?? "")
    }

    /// What the lexer could not read in `token`, as Xcode would say it to a learner.
    static func unreadable(_ token: TokenSyntax, _ diagnostic: TokenDiagnostic) -> String {
        let text = shortened(token.text)
        switch diagnostic.kind {
        case .editorPlaceholder:
            return "`\(text)` is a placeholder Xcode fills in, not code: write the value it stands for"
        case .equalMustHaveConsistentWhitespaceOnBothSides:
            return "`=` needs a space on both sides or on neither"
        case .invalidEscapeSequenceInStringLiteral, .expectedClosingBraceInUnicodeEscape, .expectedHexCodeInUnicodeEscape,
             .invalidNumberOfHexDigitsInUnicodeEscape:
            return "the string `\(text)` holds a `\\` escape Swift does not know"
        case .unterminatedBlockComment:
            return "a `/*` comment is never closed with `*/`"
        case .unexpectedBlockCommentEnd:
            return "a `*/` closes no comment"
        case .unicodeCurlyQuote:
            return "a curly quote (“ ”) stands where Swift wants a straight one (`\"`)"
        case .insufficientIndentationInMultilineStringLiteral:
            return "a line of a `\"\"\"` string is indented less than its closing `\"\"\"`"
        case .expectedBinaryExponentInHexFloatLiteral, .expectedDigitInFloatLiteral, .expectedHexDigitInHexLiteral,
             .invalidBinaryDigitInIntegerLiteral, .invalidDecimalDigitInIntegerLiteral, .invalidFloatingPointExponentCharacter,
             .invalidFloatingPointExponentDigit, .invalidHexDigitInIntegerLiteral, .invalidOctalDigitInIntegerLiteral:
            return "`\(text)` is no number Swift reads"
        default:
            return text.isEmpty ? "Swift cannot read a character here" : "Swift cannot read `\(text)` here"
        }
    }

    /// What a missing token stands for: "an expression", "a name", "a `)`", "an `else`".
    static func describe(_ token: TokenSyntax) -> String {
        switch token.parent?.kind {
        case .missingExpr?: return "an expression"
        case .missingType?: return "a type"
        case .missingPattern?: return "a name"
        case .missingDecl?: return "a declaration"
        case .missingStmt?: return "a statement"
        case .missing?: return "some code"
        default:
            if case .identifier = token.tokenKind { return "a name" }
            let startsWithVowel = token.text.first.map { "aeiou".contains($0) } ?? false
            return (startsWithVowel ? "an" : "a") + " `\(token.text)`"
        }
    }

    /// "a `)` is", "an expression and a `)` are", "three `}` are": one name a token, and
    /// tokens alike side by side counted.
    static func listed(_ names: [String]) -> String {
        var groups: [(name: String, count: Int)] = []
        for name in names {
            if groups.last?.name == name { groups[groups.count - 1].count += 1 } else { groups.append((name, 1)) }
        }
        let counted = groups.map { group in
            guard group.count > 1 else { return group.name }
            // "a `}`" ×3 → "three `}`", "an expression" ×2 → "two expressions".
            let bare = group.name.drop { $0 != " " }.dropFirst()
            return "\(numberWord(group.count)) \(bare)" + (bare.hasPrefix("`") ? "" : "s")
        }
        let plural = names.count > 1
        let joined = counted.count == 1 ? counted[0] : counted.dropLast().joined(separator: ", ") + " and " + counted.last!
        return joined + (plural ? " are" : " is")
    }

    static func numberWord(_ number: Int) -> String {
        let words = ["two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]
        return (2...10).contains(number) ? words[number - 2] : String(number)
    }

    /// The nearest enclosing construct a learner has a word for.
    static func context(of node: Syntax) -> (node: Syntax, name: String)? {
        var current = node.parent
        while let candidate = current {
            if let name = candidate.kind.learnerName { return (candidate, name) }
            current = candidate.parent
        }
        return nil
    }

    /// The code as one short line: its first line, at most 40 characters, cut between words.
    static func shortened(_ code: String) -> String {
        let firstLine = code.split(whereSeparator: \.isNewline).first.map(String.init) ?? code
        guard firstLine.count > 40 else { return firstLine }
        var cut = firstLine.prefix(41)
        if let space = cut.lastIndex(of: " "), cut.distance(from: cut.startIndex, to: space) >= 20 { cut = cut[..<space] }
        return String(cut.prefix(40)).trimmingCharacters(in: .init(charactersIn: ",:;")) + "…"
    }
}

private extension SyntaxKind {
    /// What a learner calls the construct; nil for the parts inside one (an argument list, a block).
    var learnerName: String? {
        switch self {
        case .closureExpr: "closure"
        case .functionCallExpr: "function call"
        case .subscriptCallExpr: "subscript"
        case .stringLiteralExpr: "string"
        case .arrayExpr: "array"
        case .dictionaryExpr: "dictionary"
        case .tupleExpr: "parentheses"
        case .structDecl: "struct"
        case .classDecl: "class"
        case .enumDecl: "enum"
        case .protocolDecl: "protocol"
        case .extensionDecl: "extension"
        case .functionDecl: "function"
        case .initializerDecl: "initializer"
        case .variableDecl: "declaration"
        case .accessorBlock: "property's body"
        case .ifExpr: "`if`"
        case .guardStmt: "`guard`"
        case .forStmt: "`for` loop"
        case .whileStmt: "`while` loop"
        case .switchExpr: "`switch`"
        case .switchCase: "`case`"
        case .attribute: "attribute"
        case .genericArgumentClause: "generic arguments"
        case .genericParameterClause: "generic parameters"
        case .functionParameterClause: "parameter list"
        case .closureSignature: "closure's parameters"
        case .ternaryExpr: "`? :` expression"
        case .keyPathExpr: "key path"
        case .macroExpansionExpr: "macro"
        default: nil
        }
    }
}

private extension TokenKind {
    var isClosing: Bool {
        switch self {
        case .rightBrace, .rightParen, .rightSquare, .rightAngle, .stringQuote, .multilineStringQuote: true
        default: false
        }
    }

    var isOpening: Bool {
        switch self {
        case .leftBrace, .leftParen, .leftSquare, .leftAngle: true
        default: false
        }
    }
}
