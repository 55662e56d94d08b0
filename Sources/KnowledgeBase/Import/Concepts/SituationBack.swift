/// A back that opens by pointing at the situation before it: `이 때 사용하는 것이
/// @ViewBuilder 속성이다.` answers a problem the paragraph before it states (`if else를 body
/// 내부에 표현하면 오류가 난다.`). Alone, such a back tells the learner when to use the term
/// without saying what "this" is; with the paragraph before it, the card says both.
extension ConceptExtractor {
    /// Openings that point back at a situation the text before them describes.
    static let situationOpenings = [
        "이 때", "이때", "그 때", "그때", "이럴 때", "그럴 때", "이 경우", "이런 경우", "그런 경우", "이를 위해", "이를 해결",
        "In this case", "In that case", "This is where", "That's where", "To solve this", "To fix this",
    ]

    /// Endings of a sentence that tells how to do what the text before it wants done:
    /// `` `View` extension을 이용해 메서드를 생성하면 된다.`` after `일반 수정자처럼 `.`을 이용해서
    /// 호출하면 더 좋아보일 것이다.`
    static let answerEndings = ["면 된다", "면 됩니다", "면 돼요", "면 돼"]

    /// Whether a paragraph is one sentence that answers the text before it.
    static func answersTheTextBefore(_ paragraph: String) -> Bool {
        var sentence = Substring(paragraph.trimmingWhitespace)
        while sentence.last == "." || sentence.last == "!" { sentence = sentence.dropLast() }
        return answerEndings.contains { sentence.hasSuffix($0) }
            && sentences(in: Substring(paragraph)).filter { !$0.trimmingWhitespace.isEmpty }.count == 1
    }

    /// The paragraph at `index` as a card's back (`explaining`), with the paragraph or list
    /// item before it first (past pictures, not past a heading or code) when it opens by
    /// pointing back at a situation (`situationOpenings`) or is one sentence that answers
    /// it (`answerEndings`), and both fit in one back.
    static func explainingWithSituation(at index: Int, in blocks: [MarkdownBlock], text: String) -> String {
        let opening = text.trimmingWhitespace
        // `` `navigationDestination(for:destination:)` 모디파이어로 뷰를 데이터 타입과 연결후, ``
        // over `같은 타입의 데이터를 표시하는 NavigationLink를 초기화 함`: a paragraph that ends in
        // a comma runs on into the next one.
        // (Within one item or quote, or between paragraphs outside them: a comma at the end
        // of an item does not run into the next item.)
        if opening.hasSuffix(","), index + 1 < blocks.count, blocks[index + 1].kind == .paragraph,
           blocks[index + 1].listItem == blocks[index].listItem, blocks[index + 1].blockQuote == blocks[index].blockQuote,
           let next = blocks[index + 1].proseText, !next.isEmpty {
            let joined = opening + "\n" + next
            return explaining(joined.utf8.count <= NoteParser.proseLimit ? joined : text)
        }
        // `` `animatableData` is a read/write property: `` over the items that say what it
        // does: the sentence leads into them, and they are its back with it.
        if opening.hasSuffix(":"), let items = itemsLedInto(at: index, in: blocks) {
            let joined = ([opening] + items).joined(separator: "\n")
            return explaining(joined.utf8.count <= NoteParser.proseLimit ? joined : text)
        }
        // `Use Sections to separate different parts of the form:` over the code that does
        // it: the sentence says what it says, and only its colon leads into the code.
        if let statement = statementOverCode(opening, at: index, in: blocks) { return explaining(statement) }
        guard index > 0, situationOpenings.contains(where: { opening.hasPrefix($0) }) || answersTheTextBefore(opening) else {
            return explaining(text)
        }
        // Past the pictures between them (`![](…)`), to the paragraph or list item before.
        var cursor = index - 1
        while cursor > 0, blocks[cursor].proseText == "" { cursor -= 1 }
        guard blocks[cursor].kind == .paragraph, let situation = blocks[cursor].proseText, !situation.isEmpty else {
            return explaining(text)
        }
        let joined = situation + "\n" + opening
        return explaining(joined.utf8.count <= NoteParser.proseLimit ? joined : text)
    }

    /// `paragraph` ending in a full stop instead of the colon that leads into the code block
    /// after it, when it is one English sentence of five words or more that says something
    /// (`Use Sections to separate different parts of the form:`); nil for a lead-in that only
    /// points at the code (`Here's how:`, `as follows:`) or anything else.
    static func statementOverCode(_ paragraph: String, at index: Int, in blocks: [MarkdownBlock]) -> String? {
        guard paragraph.hasSuffix(":"), index + 1 < blocks.count, case .code = blocks[index + 1].kind,
              !paragraph.contains("\n"), paragraph.split(separator: " ").count >= 5,
              !paragraph.unicodeScalars.contains(where: LearnerTerms.isHangul) else { return nil }
        let sentence = String(paragraph.dropLast()).trimmingWhitespace
        let lower = sentence.lowercased()
        guard sentences(in: Substring(sentence)).filter({ !$0.trimmingWhitespace.isEmpty }).count == 1,
              !CardBack.leadIns.contains(where: { lower.contains($0) }),
              !CardBack.exampleOpenings.contains(where: { lower.hasPrefix($0) }),
              let last = lower.split(separator: " ").last, !CardBack.danglingWords.contains(String(last)) else { return nil }
        return sentence + "."
    }

    /// The first two list items a block leads into: those nested under its own item, or,
    /// for a paragraph outside a list, the items of the list right after it. Nil when none.
    static func itemsLedInto(at index: Int, in blocks: [MarkdownBlock]) -> [String]? {
        let block = blocks[index]
        guard index + 1 < blocks.count else { return nil }
        let first = blocks[index + 1]
        guard first.kind == .paragraph, first.listItem != nil else { return nil }
        if let item = block.listItem {
            guard first.outerListItem == item else { return nil }
        } else if block.kind != .paragraph || first.outerListItem != nil {
            return nil
        }
        let siblings = blocks[(index + 1)...].prefix { $0.kind == .paragraph && $0.listItem != nil && $0.outerListItem == first.outerListItem }
        let items = siblings.prefix(2).compactMap(\.proseText).filter { !$0.isEmpty }
        return items.isEmpty ? nil : items
    }
}
