/// `` `alignment`를 `bottomTrailing`으로 설정하여 쌓이는 뷰를 구현했다 ``, `id를 **인덱스**로 잡으면
/// 행의 identity가 곧 위치가 된다`: a name written as the value a sentence gives a setting
/// (`A를 B로 설정하면`, A set to B) is the example's choice; the sentence tells what the choice
/// does to A, and a card `bottomTrailing → …` asks for a value it never explains. A value
/// named without the setting it is given to (`` `avoidNo` 같은 **안정적인 키**로 잡으면 … ``) is
/// read as any term is.
extension ConceptExtractor {
    static func isValueGivenToASetting(_ concept: ParsedConcept, in block: MarkdownBlock) -> Bool {
        guard concept.source == .markedTerm || concept.source == .topicSentence,
              valueGivingVerbs.contains(where: block.text.containsBytes),
              let (before, after) = surroundings(of: concept, in: block) else { return false }
        // The setting, an object right before the value: `alignment를 `, `id를 `.
        guard before.hasSuffix("를 ") || before.hasSuffix("을 "), before.dropLast(2).last.map({ $0 != " " }) == true else { return false }
        let verb = after.hasPrefix("으로 ") ? after.dropFirst(3) : after.hasPrefix("로 ") ? after.dropFirst(2) : nil
        return verb.map { verb in valueGivingVerbs.contains { verb.hasPrefix($0) } } ?? false
    }

    /// Verbs that give a setting its value: set, specify, take as, change to.
    static let valueGivingVerbs = ["설정", "지정", "잡", "세팅", "바꾸", "바꿔", "변경"]
}
