/// The order of modifiers, where a note says that it matters: `그래서 순서가 결과를 바꾼다.`
/// in a paragraph about modifiers, `Modifiers have order.`, the question `modifier의 적용
/// 순서가 중요한가?` over its answer, or the heading `순서를 고려해야 한다` over code that
/// applies modifiers. Each modifier wraps the view before it, so the same modifiers in
/// another order draw another picture (Apple, "Configuring views": "the order of modifiers
/// matters"); notes state it in a sentence without a term, and the learner is asked it as
/// `modifier 순서` (`modifier order` in an English note; the note's own word for modifier,
/// `수정자 순서`, when it writes that).
extension ConceptExtractor {
    /// Words that say an order changes what is drawn, and (weaker) that it matters: a
    /// sentence that does not name modifiers itself must say the first (`그래서 순서가 결과를
    /// 바꾼다`), since `나중에 알게 되겠지만 가끔은 순서가 중요하다` explains nothing.
    static let koreanOrderChanges = ["바꾼", "바뀐", "바뀌", "달라", "영향"]
    static let koreanOrderMatters = ["중요", "고려", "순서대로 적용"]
    static let englishOrderChanges = ["changes the result", "change the result"]
    static let englishOrderMatters = ["matter", "have order", "has order", "important", "applied in order", "applied in the order"]

    /// The words notes use for a modifier.
    static let modifierWords = ["modifier", "수정자", "모디파이어"]

    /// The term for the order of modifiers when one sentence of `text` says it matters, or
    /// nil. `aboutModifiers` says the text is about modifiers though it does not name them
    /// (a heading over code that applies them).
    static func modifierOrderTerm(_ text: String, aboutModifiers: Bool) -> String? {
        let lower = text.lowercased()
        let named = modifierWords.first { lower.contains($0) }
        guard named != nil || aboutModifiers else { return nil }
        for sentence in sentences(in: Substring(lower)) {
            let namesModifiers = modifierWords.contains { sentence.contains($0) } || aboutModifiers
            let says = { (changes: [String], matters: [String]) in
                changes.contains { sentence.contains($0) } || namesModifiers && matters.contains { sentence.contains($0) }
            }
            if sentence.contains("순서"), says(koreanOrderChanges, koreanOrderMatters) {
                return (named ?? "modifier") + " 순서"
            }
            if sentence.split(separator: " ").contains(where: { $0.hasPrefix("order") }), says(englishOrderChanges, englishOrderMatters),
               !sentence.unicodeScalars.contains(where: LearnerTerms.isHangul) {
                return "modifier order"
            }
        }
        return nil
    }

    /// Whether a term names an order (`modifier의 적용 순서`, `Modifier Order`): the card of
    /// a sentence or heading that has one needs no second.
    static func namesOrder(_ term: String) -> Bool {
        term.lowercased().split(separator: " ").contains { $0.hasPrefix("order") } || term.contains("순서")
    }

    /// Whether `code` applies two different modifiers (`.padding()` and `.background(…)`):
    /// what a heading about order over it is about.
    static func appliesModifiers(_ code: String) -> Bool {
        let calls = code.splitLines().compactMap { line -> Substring? in
            let text = line.drop { $0 == " " || $0 == "\t" }
            guard text.first == ".", let open = text.firstIndex(of: "(") else { return nil }
            return text[..<open]
        }
        return Set(calls).count >= 2
    }

    /// Openings of a paragraph that gives an example of the one before it.
    static let exampleOpenings = ["e.g.", "for example", "예를 들어", "예를들어", "예)"]

    /// The order of modifiers that the paragraph at `index` says matters, and what explains
    /// it, as the card's back is: the paragraph, with the answer to it when it asks
    /// (`modifier의 적용 순서가 중요한가?`), or the example after it (`E.g. …`). Only a
    /// sentence: a title without its period (`- Why modifier order matters`) is a table of
    /// contents' entry.
    static func modifierOrder(at index: Int, in blocks: [MarkdownBlock]) -> (term: String, explanation: String)? {
        let text = blocks[index].text
        // `…적용됨`: a note's nominal ending (됨, 함, 음, 임) ends a sentence too.
        guard let last = text.last, ".?!。다요죠됨함음임".contains(last),
              let term = modifierOrderTerm(text, aboutModifiers: false) else { return nil }
        let next = blocks.proseTexts(from: index + 1, step: 1, atMost: 1).first ?? ""
        // A statement in bold heads the text under it, which shows why.
        if text.hasSuffix("?") || blocks[index].isBold(throughout: text.trimmingWhitespace) || exampleOpenings.contains(where: { next.lowercased().hasPrefix($0) }) {
            return (term, explaining([text, next].joined(separator: "\n")))
        }
        return (term, explaining(text))
    }

    /// The order of modifiers that the heading at `index` says matters (`순서를 고려해야
    /// 한다` over code that applies modifiers), and what explains it: the prose under it, or
    /// else the heading with the code, which shows the order; as the card's back is.
    static func modifierOrderHeading(at index: Int, in blocks: [MarkdownBlock]) -> (term: String, explanation: String)? {
        let title = blocks[index].text.lowercased()
        guard title.contains("순서") || title.contains("order") else { return nil }
        let code = blocks.codeUnderHeading(at: index).first
        let codeAppliesModifiers = code.map { appliesModifiers($0.text) } ?? false
        guard let term = modifierOrderTerm(blocks[index].text, aboutModifiers: codeAppliesModifiers) else { return nil }
        let prose = blocks.proseUnderHeading(at: index, atMost: 2)
        if !prose.isEmpty { return (term, explaining(prose.joined(separator: "\n"))) }
        // The code as written: read as sentences, its lines would lose what they point at.
        guard let code, codeAppliesModifiers else { return nil }
        return (term, blocks[index].text + "\n" + code.text.trimmingWhitespace)
    }
}
