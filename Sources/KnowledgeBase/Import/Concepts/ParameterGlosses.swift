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
        guard !layoutParameters.contains(term), let signature = declaredSignature(in: withoutStringsAndComments(blocks[first - 1].text)) else {
            return false
        }
        let labels = parameterLabels(in: String(signature))
        var last = index
        while last + 1 < blocks.count, sameList(blocks[last + 1]) { last += 1 }
        let itemTerms = blocks[first...last].compactMap { item in
            item.text.split(separator: ":", maxSplits: 1).first.map { $0.filter { $0 != "`" }.trimmingWhitespace }
        }
        let named = itemTerms.filter { labels.contains($0) }.count
        return named * 2 >= itemTerms.count
    }

    /// A stack's and a layout's own parameters, which notes explain as concepts of their own
    /// (`alignment: 자식 뷰를 정렬하는 기준`, `spacing: 자식 뷰 사이의 간격`).
    static let layoutParameters: Set<String> = ["alignment", "spacing", "axis", "axes", "edges", "anchor"]

    /// The parameter list of the initializer or function the code declares (`init(`, `public
    /// init<S>(`, `func font(`), from its `(` to the `)` that closes it; nil when the code only
    /// calls one (`.init(top: 4)`, `VStack(alignment: .leading)`).
    static func declaredSignature(in code: String) -> Substring? {
        for line in code.split(separator: "\n") {
            let words = line.trimmingWhitespace.split(separator: " ").drop { ["public", "static", "convenience", "required", "override", "mutating", "@MainActor", "nonisolated"].contains($0) }
            guard let first = words.first, first.hasPrefix("init(") || first.hasPrefix("init<") || first == "func" else { continue }
            guard let open = code[line.startIndex...].firstIndex(of: "(") else { return nil }
            var depth = 0
            var index = open
            while index < code.endIndex {
                if code[index] == "(" { depth += 1 } else if code[index] == ")" { depth -= 1 }
                if depth == 0 { return code[code.index(after: open)..<index] }
                index = code.index(after: index)
            }
            return nil
        }
        return nil
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
