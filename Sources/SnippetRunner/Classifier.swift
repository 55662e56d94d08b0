import Foundation
import SwiftSyntax

/// Tells code that shows no layout from code that does.
enum Classifier {
    /// Why the snippet is no layout example, or nil when it may be one.
    static func notALayoutExample(_ source: String, knownViews: Set<String> = []) -> String? {
        let trimmed = source.trimmingWhitespace
        if trimmed.isEmpty { return "empty code" }
        let testWords = ["XCTAssert", "XCTestCase", "import XCTest", "XCUIApplication", "app.buttons", "app.staticTexts"]
        if testWords.contains(where: trimmed.containsBytes) {
            return "test code (XCTest)"
        }
        if trimmed.hasPrefix(".") { return "a modifier on its own, without the view it modifies" }
        let promptPrefixes = ["(lldb)", "po ", "p ", "$ "]
        if promptPrefixes.contains(where: trimmed.hasPrefix),
           trimmed.split(separator: "\n").allSatisfy({ line in promptPrefixes.contains(where: line.hasPrefix) }) {
            return "debugger or shell commands"
        }
        let swiftUIWords = ["View", "Text(", "Stack", "Color", "Image(", "frame(", "padding", "Spacer", "GeometryReader",
                            "Button", "List", "Shape", "Circle", "Rectangle", "Preview", "Label", "modifier", "some View"]
        if !swiftUIWords.contains(where: trimmed.containsBytes), !knownViews.contains(where: { trimmed.containsBytes($0 + "(") }),
           !startsWithTypeCall(trimmed) {
            return "Swift code without views"
        }
        return nil
    }

    /// `Badge()`, `EventRow(title: "x")`, `Card { … }`: code that opens with a call of a
    /// capitalised name is a view in notes about SwiftUI, even one the notes never declare
    /// (it runs as a placeholder).
    static func startsWithTypeCall(_ code: String) -> Bool {
        guard let first = code.first, first.isUppercase else { return false }
        let rest = code.drop { $0.isLetter || $0.isNumber || $0 == "_" }
        return rest.hasPrefix("(") || rest.hasPrefix("{") || rest.hasPrefix(" {")
    }

    /// The first syntax error, where the parser found it.
    static func firstSyntaxError(_ file: SourceFileSyntax, converter: SourceLocationConverter) -> (line: Int, message: String)? {
        final class Finder: SyntaxVisitor {
            var found: Syntax?
            override func visit(_ node: MissingDeclSyntax) -> SyntaxVisitorContinueKind { record(node) }
            override func visit(_ node: MissingExprSyntax) -> SyntaxVisitorContinueKind { record(node) }
            override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind { record(node) }
            override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
                if token.presence == .missing { return record(token) }
                return .visitChildren
            }
            func record(_ node: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
                if found == nil { found = Syntax(node) }
                return .skipChildren
            }
        }
        let finder = Finder(viewMode: .all)
        finder.walk(file)
        guard let node = finder.found else { return nil }
        let line = node.startLocation(converter: converter).line
        let text = node.trimmedDescription
        return (line, text.isEmpty ? "the code is incomplete here (a syntax error)" : "syntax error near `\(text.prefix(40))`")
    }
}
