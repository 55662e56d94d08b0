extension [MarkdownBlock] {
    /// The prose of the first subsection of the heading at `index`, when the heading has
    /// nothing of its own under it: what explains it (`# List` over `## ForEach를 이용한
    /// 리스트 구성` and its paragraph; `## @EnvironmentObject ?` over `### 모든 view가 …` and
    /// its items; `# Environment` over `## What is Environment?`).
    /// A heading whose first subsection is one of its parts heads a group, no concept, and
    /// gets none: a numbered part (`# WeSplit` over `### 1. Form`), a name of its own
    /// (`## Property Wrappers` over `### @State`), a task or a situation (`## Button` over
    /// `### 버튼 스타일 커스터마이징 하기`), or a question other than what the heading is
    /// (`# iExpense` over `## Why @State only works with Structs`).
    func proseOfSection(headedAt index: Int, atMost limit: Int) -> [String] {
        guard case .heading(let level) = self[index].kind, indices.contains(index + 1),
              case .heading(let subLevel) = self[index + 1].kind, subLevel > level,
              !headsAPart(self[index + 1].text) else { return [] }
        return proseUnderHeading(at: index + 1, atMost: limit)
    }

    private func headsAPart(_ heading: String) -> Bool {
        let chapter = ChapterHeading(heading)
        let title = chapter.title.trimmingWhitespace
        let bare = title.filter { !"`*_[]".contains($0) }
        // (`8-1. 기본기 다지기`: a number `ChapterHeading` does not read is a number still;
        // `1 Way binding` is a name.)
        let lowercased = bare.lowercased()
        let words = lowercased.split(separator: " ")
        guard let opening = words.first else { return true }
        if chapter.number != nil || opening.first?.isNumber == true && opening.contains(where: { "-.)".contains($0) })
            && opening.allSatisfy({ $0.isNumber || "-.)".contains($0) }) {
            return true
        }
        if bare.hasPrefix("@") || bare.hasPrefix(".") || ConceptExtractor.isIdentifierLike(bare) { return true }
        if title.hasSuffix("?") || title.hasSuffix("？") {
            return ConceptExtractor.askedWhatItIs(title) == nil && !["what is ", "what are "].contains { lowercased.hasPrefix($0) }
        }
        return SectionProse.partEndings.contains { words.last?.hasSuffix($0) == true }
            || SectionProse.partOpenings.contains(String(opening))
            // (`Changing the image size`, `Creating a form`: a gerund opens a task.)
            || words.count >= 2 && opening.count > 4 && opening.hasSuffix("ing")
    }
}

/// The words a subsection's title ends or opens with when it is one task or situation of
/// the section, not the section's subject explained.
enum SectionProse {
    /// `… 만들기`, `… 하기`, `… 사용하는 법`, `… 파란색일 때`.
    static let partEndings = ["하기", "만들기", "법", "방법", "때"]
    /// `How to …`, `Why …`, `When …`.
    static let partOpenings: Set<String> = ["how", "why", "when"]
}

extension ConceptExtractor {
    /// What explains a heading alone in its chapter, of the prose of its first subsection
    /// (`proseOfSection`): that prose, when it does not name the heading's one term. Prose
    /// that names it (`## 레이아웃` over `### 들어가며` and `- 레이아웃이란 …`, `## State` over
    /// `### 참고` and `` - `@State`는 … ``) makes its own card in its own chapter, where a
    /// search finds the passage under the term; the heading adds none. A heading of several
    /// terms (`# Environment & EnvironmentObject`) heads a comparison that its subsection's
    /// first words do not explain term by term: nothing either.
    static func sectionExplanation(_ prose: [String], of terms: [String]) -> [String] {
        guard terms.count == 1, !prose.contains(where: { mentions($0, terms[0]) }) else { return [] }
        return prose
    }
}
