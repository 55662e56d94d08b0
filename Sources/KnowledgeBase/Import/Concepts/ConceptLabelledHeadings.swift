/// `### 개념 2: 프로그래밍 방식 탭 전환`: a section label before a colon (`sectionLabels`),
/// counting the sections it opens, says what kind of section the heading opens; the words
/// after it are what the section is about. A label that calls the section a concept (`개념`,
/// `Key Concept`) makes those words the concept even where, unlabelled, they read as a task
/// done (`프로그래밍 방식 탭 전환`, switching tabs from code), which names no term.
extension ConceptExtractor {
    /// The labels that say a section is about a concept.
    static let conceptLabels: Set<String> = ["key concept", "core concept", "concept", "개념", "핵심 개념"]

    /// What a heading labelled as a concept names, though it reads as a task (`개념 2:
    /// 프로그래밍 방식 탭 전환`, a switch of tabs done in code): the label says it is the
    /// concept. Not a name with its gloss after a dash (`TabView — 탭으로 화면 전환`), which
    /// the text under it names, nor a sentence.
    static func labelledConcept(_ named: String, label: String) -> String? {
        let named = named.trimmingWhitespace
        guard conceptLabels.contains(label), !named.isEmpty, !named.contains(" — "), !named.contains(" - "),
              !named.hasSuffix("."), !named.hasSuffix("다"), !named.hasSuffix("요"), named.split(separator: " ").count <= 5 else { return nil }
        return named
    }

    /// A section label without the number that counts its sections: `개념 2` → `개념`,
    /// `Concept 3` → `Concept`; a label without one is as it is.
    static func withoutSectionCount(_ label: Substring) -> Substring {
        guard let space = label.lastIndex(of: " "), case let count = label[label.index(after: space)...],
              !count.isEmpty, count.allSatisfy(\.isASCIIDigit) else { return label }
        return label[..<space]
    }
}
