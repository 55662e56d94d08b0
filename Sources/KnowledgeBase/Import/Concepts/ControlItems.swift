/// `* Stepper` over `* 생성자` (its signature and the parameters it takes) and `* 예제` (code
/// that calls `Stepper(…)`), `* Button의 생성자` over its declaration: a note that walks through
/// controls one item each (the seeds' `기타 컨트롤들`). The item names the control, though
/// Swift writes the name in one word with no capital inside, or misspelt (`* Sidler` over
/// `Slider(…)`); the card asks for the control, and its back is what the items under it say
/// of its parameters, then the code that calls it.
extension ConceptExtractor {
    /// The API a capitalised word of an item names, as its own items' code calls it: the word
    /// itself, or its letters swapped (`Sidler` over `Slider(…)`). Nil when the code calls no
    /// such name.
    static func apiCalledUnderItem(_ word: String, at index: Int, in blocks: [MarkdownBlock]) -> String? {
        guard word.count >= 4, word.first?.isUppercase == true, word.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        let letters = word.sorted()
        for block in blocksOfItem(at: index, in: blocks) {
            guard case .code = block.kind else { continue }
            let code = withoutStringsAndComments(block.text)
            if calls(word, in: code) { return word }
            for name in code.letterAndDigitRuns() where name.count == word.count && name.first == word.first && name.sorted() == letters {
                if calls(String(name), in: code) { return String(name) }
            }
        }
        return nil
    }

    /// The blocks after the list item at `index` that are its own, up to 16: its text's
    /// further blocks and the items nested under it, past which come the next item beside it
    /// or text outside the list. Empty for a block outside a list.
    static func blocksOfItem(at index: Int, in blocks: [MarkdownBlock]) -> ArraySlice<MarkdownBlock> {
        guard let item = blocks[index].listItem else { return [] }
        let sibling = blocks[index].outerListItem
        return blocks[(index + 1)...].prefix(16).prefix { block in
            block.listItem.map { $0 == item || $0 > item && block.outerListItem != sibling } ?? false
        }
    }

    /// Words for an API's initializer, which an item names as the API's own (`Button의 생성자`).
    static let initializerWords: Set<String> = ["생성자", "이니셜라이저", "initializer", "init"]

    /// `Button` of `Button의 생성자`: the API whose initializer the words name; nil for others.
    static func initializerOwner(_ words: [String]) -> String? {
        guard words.count == 2, initializerWords.contains(words[1].lowercased()), words[0].hasSuffix("의") else { return nil }
        let owner = String(words[0].dropLast())
        return owner.count >= 3 && owner.first?.isUppercase == true && owner.allSatisfy({ $0.isASCII && $0.isLetter }) ? owner : nil
    }

    /// The back of the control the item at `index` names (`apiCalledUnderItem`): the texts of
    /// the items under it that are not a section's label (`생성자`, `예제`), then the code that
    /// calls it; nil when the item names no control so.
    static func controlItemBack(_ term: String, at index: Int, in blocks: [MarkdownBlock]) -> String? {
        let word = blocks[index].text.trimmingWhitespace
        guard !word.contains(" "), apiCalledUnderItem(word, at: index, in: blocks) == term else { return nil }
        var texts: [String] = []
        var call: String?
        for block in blocksOfItem(at: index, in: blocks) {
            if case .code = block.kind {
                if call == nil, calls(term, in: withoutStringsAndComments(block.text)) { call = shownCode(block.text) }
            } else if let text = block.proseText?.trimmingWhitespace, !text.isEmpty, !isSectionLabel(text), texts.count < 5 {
                texts.append(text)
            }
        }
        let back = (texts + [call].compactMap { $0 }).joined(separator: "\n")
        return back.isEmpty ? nil : back
    }

    /// Whether `code` calls the type `name`: `Stepper(…)`, `SecureField.init(…)` or `Text {`,
    /// as a name of its own (not the end of `LazyVGrid(` for `Grid`).
    static func calls(_ name: String, in code: String) -> Bool {
        guard code.containsBytes(name) else { return false }
        return code.ranges(of: name).contains { range in
            let before = range.lowerBound == code.startIndex ? nil : code[code.index(before: range.lowerBound)]
            let after = code[range.upperBound...]
            return !(before.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false)
                && (after.hasPrefix("(") || after.hasPrefix(".init(") || after.hasPrefix(" {"))
        }
    }

    /// A section's label on its own: `생성자`, `예제`, `initializer`.
    static func isSectionLabel(_ text: String) -> Bool {
        let label = text.trimming(":").lowercased()
        return sectionWords.contains(label) || initializerWords.contains(label) || ["example", "examples", "예제 코드", "사용 예시"].contains(label)
    }
}
