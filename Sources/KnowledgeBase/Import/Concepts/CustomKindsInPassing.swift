import Foundation

/// ``커스텀 `Shape`에서 `strokeBorder`를 쓰려면 …``: a custom kind (`CustomTerms`) named only
/// as the place where another thing is used is not what its sentence explains. The custom
/// kind a sentence is about takes its particle (`커스텀 도형을 그리기 위해`, `커스텀 타입이
/// 있는 경우`, `Custom Environment를 활용해`), or heads a longer name (`커스텀 정렬 조건을
/// 구현할 수도 있다`), and stays.
extension ConceptExtractor {
    static func isCustomKindInPassing(_ concept: ParsedConcept, in block: MarkdownBlock) -> Bool {
        guard concept.source == .custom,
              let prefix = customPrefixes.first(where: { concept.term.hasPrefix($0) }) else { return false }
        let noun = String(concept.term.dropFirst(prefix.count))
        let uses = block.text.byteRanges(of: prefix).map { found in
            block.text[found.upperBound...].prefix { !$0.isWhitespace && !",.;:!?()".contains($0) }.filter { !"`*_".contains($0) }
        }.filter { $0.hasPrefix(noun) }
        return !uses.isEmpty && uses.allSatisfy { ["에서", "에서는", "에선"].contains(String($0.dropFirst(noun.count))) }
    }
}
