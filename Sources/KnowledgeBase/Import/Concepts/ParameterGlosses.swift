/// `* title: 입력이 없을 때 컨트롤 내부에 표시되는 text` under `public init<S>(_ title: S,
/// text: Binding<String>, …)`: a list that glosses the parameters of the signature above it,
/// one `label: 설명` item each. A plain word glossed by a phrase there (`title`, `value`,
/// `step`) is a label of that one initializer, no concept a learner recalls on its own; one
/// explained in sentences (`id: 각 요소를 고유하게 식별할 수 있는 요소, KeyPath로 되어 있음.
/// Hashable을 준수해야 함`) and a name the writer marked or wrote as Swift's own
/// (`` `onEditingChanged` ``) stay concepts, as before.
extension ConceptExtractor {
    /// Whether the colon item at `index` glosses the plain-word `term` by a phrase, as a
    /// parameter of the signature in the code right above its list: half the list's items or
    /// more name that code's parameter labels (one misspelt, `vlaue`, is still of the list).
    static func isParameterGloss(_ term: String, _ explanation: String, at index: Int, in blocks: [MarkdownBlock]) -> Bool {
        let block = blocks[index]
        guard block.listItem != nil, !term.isEmpty, !explanation.trimming(".").containsBytes(". "), term.allSatisfy({ $0.isASCII && $0.isLowercase }),
              !block.spans.contains(where: { $0.kind == .code && $0.text == term }) else { return false }
        let sameList = { (other: MarkdownBlock) in
            other.kind == .paragraph && other.listItem != nil && other.outerListItem == block.outerListItem
        }
        var first = index
        while first > 0, sameList(blocks[first - 1]) { first -= 1 }
        guard first > 0, case .code = blocks[first - 1].kind else { return false }
        let code = withoutStringsAndComments(blocks[first - 1].text)
        guard code.containsBytes("init(") || code.containsBytes("init<") || code.containsBytes("func ") else { return false }
        let labels = parameterLabels(in: code)
        var last = index
        while last + 1 < blocks.count, sameList(blocks[last + 1]) { last += 1 }
        let itemTerms = blocks[first...last].compactMap { item in
            item.text.split(separator: ":", maxSplits: 1).first.map { $0.filter { $0 != "`" }.trimmingWhitespace }
        }
        let named = itemTerms.filter { labels.contains($0) }.count
        return named * 2 >= itemTerms.count
    }

    /// The argument labels and parameter names a signature declares: `title` and `value` of
    /// `_ title: S, value: Binding<V>`.
    static func parameterLabels(in code: String) -> Set<String> {
        var labels = Set<String>()
        for line in code.split(separator: "\n") {
            for piece in line.split(separator: ",") {
                let words = piece.split(whereSeparator: { $0 == " " || $0 == "(" })
                guard let colon = words.firstIndex(where: { $0.hasSuffix(":") }) else { continue }
                for word in words[...colon] {
                    let name = String(word).trimming(":")
                    if !name.isEmpty, name != "_", name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) { labels.insert(name) }
                }
            }
        }
        return labels
    }
}
