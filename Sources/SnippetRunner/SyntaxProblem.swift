import Foundation
import SwiftSyntax

/// Why code does not compile as written, in a learner's words: the first thing the parser
/// had to invent or skip ("a `}` is missing to close the closure"), a likely misspelled
/// keyword (`unc` for `func`), never the name of a syntax node.
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
        switch finder.found {
        case .missing(let token)?:
            // Where the parser wanted it: a keyword (`func`) before the code it introduces,
            // anything else (a `)`, a value) right after the code before it, not on the next line.
            let place = if case .keyword = token.tokenKind, let next = token.nextToken(viewMode: .sourceAccurate) {
                next.positionAfterSkippingLeadingTrivia
            } else {
                token.previousToken(viewMode: .sourceAccurate)?.endPositionBeforeTrailingTrivia ?? token.position
            }
            return (converter.location(for: place).line, missingMessage(token))
        case .unexpected(let nodes)?:
            let place = nodes.firstToken(viewMode: .sourceAccurate)?.positionAfterSkippingLeadingTrivia ?? nodes.position
            let code = shortened(nodes.trimmedDescription)
            let line = converter.location(for: place).line
            if let word = code.split(whereSeparator: { !$0.isLetter }).first.map(String.init),
               let keyword = keywords.first(where: { isMisspelling(word, of: $0) }) {
                return (line, "`\(word)` looks like a misspelled `\(keyword)`")
            }
            return (line, unexpectedMessage(nodes, code: code))
        case nil:
            return nil
        }
    }

    /// "a `)` is missing to close the function call", "an expression and a `)` are missing to
    /// close the function call": the token and the missing ones right after it.
    static func missingMessage(_ token: TokenSyntax) -> String {
        if token.tokenKind == .semicolon {
            return "two statements on one line need a `;` or a line break between them"
        }
        // (A `;` missing after them is another problem, one a learner meets once these are in.)
        var missing = [token]
        while let next = missing.last!.nextToken(viewMode: .all), next.presence == .missing, next.tokenKind != .semicolon {
            missing.append(next)
        }
        let described = missing.map(describe)
        let what = described.count == 1 ? described[0] + " is"
            : described.dropLast().joined(separator: ", ") + " and " + described.last! + " are"
        if missing.count == 1, case .keyword = token.tokenKind, let next = token.nextToken(viewMode: .sourceAccurate) {
            return "\(what) missing before `\(next.text)`"
        }
        let last = missing.last!
        if last.tokenKind.isClosing, let (container, name) = context(of: Syntax(last)),
           container.lastToken(viewMode: .all) == last {
            return "\(what) missing to close the \(name)"
        }
        guard let (container, name) = context(of: Syntax(token)) else { return "\(what) missing" }
        if token.tokenKind.isOpening, container.firstToken(viewMode: .all) == token {
            return "\(what) missing to open the \(name)"
        }
        return "\(what) missing in the \(name)"
    }

    /// What a missing token stands for: "an expression", "a name", "a `)`".
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
            return "a `\(token.text)`"
        }
    }

    /// "a `}` too many: it closes nothing", else the code the parser skipped and where.
    static func unexpectedMessage(_ skipped: UnexpectedNodesSyntax, code: String) -> String {
        let closers = Set("})]")
        if !code.isEmpty, code.allSatisfy({ closers.contains($0) || $0.isWhitespace }) {
            let extra = code.filter { closers.contains($0) }
            return extra.count == 1 ? "a `\(extra)` too many: it closes nothing" : "`\(extra)` too many: they close nothing"
        }
        return "unexpected code `\(code)`" + (context(of: Syntax(skipped)).map { " in the \($0.name)" } ?? "")
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

/// The first place, in reading order, where the parser skipped code it could not read or
/// stood in a token the code lacks.
private final class FirstProblemFinder: SyntaxAnyVisitor {
    enum Problem {
        case missing(TokenSyntax)
        case unexpected(UnexpectedNodesSyntax)
    }

    var found: Problem?

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        guard found == nil else { return .skipChildren }
        if let token = node.as(TokenSyntax.self), token.presence == .missing {
            found = .missing(token)
        } else if let skipped = node.as(UnexpectedNodesSyntax.self),
                  skipped.tokens(viewMode: .sourceAccurate).contains(where: { $0.presence == .present }) {
            found = .unexpected(skipped)
        }
        return found == nil ? .visitChildren : .skipChildren
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
