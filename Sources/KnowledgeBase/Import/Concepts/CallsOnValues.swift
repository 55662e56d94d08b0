import Foundation

/// `path.append("detail") // or any Hashable type`, `viewModel.shuffle() // We are changing
/// the position of the cards`: a commented call on a value the example's code names (a
/// variable, lowercase, not `self`) changes the example's own data; the comment says what
/// this line does to it, not what a modifier is. A modifier's comment stays a card
/// (`.lineLimit(1) // …`, `Text("Important").layoutPriority(100) // …`,
/// `self.modifier(Watermark(text: text)) // …`), on a view held by a name too
/// (`content.padding() // …` in a `ViewModifier`'s `body(content:)`, `titleView.bold()`).
extension ConceptExtractor {
    static func isCallOnAValue(_ concept: ParsedConcept, in block: MarkdownBlock) -> Bool {
        guard concept.source == .codeComment, case .code(_, let fenced) = block.kind else { return false }
        let lines = block.text.splitLines(omittingEmpty: false)
        let index = concept.line - block.startLine - (fenced ? 1 : 0)
        guard lines.indices.contains(index) else { return false }
        let code = lines[index].prefix { $0 != "/" }.trimmingWhitespace
        let name = concept.term.trimming(".")
        guard let call = code.range(of: "." + name + "(", options: .backwards) else { return false }
        return isValuePath(code[..<call.lowerBound])
    }

    /// `path`, `animal.isOwned`: a value's name and its properties, starting lowercase, and
    /// not a view's name.
    static func isValuePath(_ receiver: Substring) -> Bool {
        let names = receiver.split(separator: ".", omittingEmptySubsequences: false)
        guard let first = names.first, first != "self", first.first?.isLowercase == true,
              let last = names.last, !viewNames.contains(String(last)), !last.hasSuffix("View") else { return false }
        return names.allSatisfy { name in
            !name.isEmpty && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        }
    }

    /// The names a view goes by in SwiftUI code: `ViewModifier.body(content:)`'s `content`,
    /// and a view kept in a name of its kind.
    static let viewNames: Set<String> = ["content", "view", "image", "text", "label", "body", "shape"]
}
