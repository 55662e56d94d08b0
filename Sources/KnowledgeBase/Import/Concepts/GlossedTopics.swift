import Foundation

/// Terms with their translation in parentheses: sentences that open on one and make it
/// their topic (`단일 원천 자료(single source of truth)는 …`, `Source of truth(원천 자료)란
/// …`), and list items that head the items under them with one.
/// The gloss says the note is introducing a term; it is often too long for `koreanTopic`,
/// which reads a sentence's first words only.
extension ConceptExtractor {
    static let topicParticles = ["이란", "란", "은", "는"]

    static func glossedTopics(_ block: MarkdownBlock) -> [(String, Int)] {
        guard block.text.utf8.contains(UInt8(ascii: "(")) else { return [] }
        return sentencesWithLines(of: block.text, from: block.startLine).compactMap { sentence, line in
            glossedTopic(sentence).map { ($0, line) }
        }
    }

    /// The term `sentence` opens on, when a gloss in the other script and a topic particle
    /// follow it: `단일 원천 자료(single source of truth)는 …` → 단일 원천 자료.
    static func glossedTopic(_ sentence: Substring) -> String? {
        guard let open = sentence.firstIndex(of: "("), let close = sentence[open...].firstIndex(of: ")") else { return nil }
        let head = sentence[..<open].filter { $0 != "`" && $0 != "*" }.trimmingWhitespace
        let gloss = sentence[sentence.index(after: open)..<close]
        let after = sentence[sentence.index(after: close)...]
        guard !head.isEmpty, !gloss.isEmpty, !gloss.contains("("),
              topicParticles.contains(where: { particle in
                  after.hasPrefix(particle) && (after.dropFirst(particle.count).first.map { $0 == " " || $0 == "," } ?? true)
              }) else { return nil }
        let headIsHangul = head.unicodeScalars.contains(where: LearnerTerms.isHangul)
        guard headIsHangul != gloss.unicodeScalars.contains(where: LearnerTerms.isHangul) else { return nil }

        // Every word of the term joins the next: `부모가 정한 크기(size)는` is a clause.
        let words = head.split(separator: " ")
        guard words.dropLast().allSatisfy({ word in !phraseBreakingEndings.contains { word.hasSuffix($0) } }) else { return nil }
        guard isTopicTerm(head) else { return nil }
        return LearnerTerms.glossingType(gloss, of: head) ?? head
    }

    /// `- **부모가 제공하는 공간을 가득 채우는 뷰**(Expand to fill the space offered by their
    /// parent)` over nested items: a bold Korean phrase glossed in English, alone on a list
    /// item, names a kind the note introduces, even when the phrase is a clause over its
    /// noun; the gloss and the items under it explain it. Nil for any other item.
    static func glossedListHead(at index: Int, in blocks: [MarkdownBlock]) -> (term: String, gloss: String)? {
        let block = blocks[index]
        guard let item = block.listItem, index + 1 < blocks.count, blocks[index + 1].kind == .paragraph,
              blocks[index + 1].listItem == item || blocks[index + 1].outerListItem == item,
              let bold = block.spans.first, bold.kind == .strong, block.text.hasPrefix(bold.text) else { return nil }
        let rest = block.text.dropFirst(bold.text.count).trimmingWhitespace
        guard rest.hasPrefix("("), rest.hasSuffix(")"), !rest.dropFirst().dropLast().contains(where: { "()".contains($0) }) else { return nil }
        let gloss = String(rest.dropFirst().dropLast()).trimmingWhitespace
        let words = bold.text.split(separator: " ")
        guard gloss.contains(where: \.isLetter), !gloss.unicodeScalars.contains(where: LearnerTerms.isHangul),
              (1...8).contains(words.count), bold.text.count <= 40,
              let last = words.last.map(String.init), last.unicodeScalars.allSatisfy(LearnerTerms.isHangul),
              !LearnerTerms.isVerbStem(last), !["다", "요", "함", "음", "기"].contains(where: { last.hasSuffix($0) }) else { return nil }
        return (bold.text, gloss)
    }
}
