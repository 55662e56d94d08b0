/// `* 모든 변경사항은 항상 View hierarchy를 통해 아래로 이동`, `모든 State 변경은 Store를 통해
/// 이루어진다`, `contentView의 모든 childView들은 …`: a sentence about every one of its
/// subjects states a rule that holds for each of them; it does not say what they are, and
/// the words it quantifies are often a fragment of a longer name (`State 변경`). The
/// sentence stays a passage that search finds; a sentence about one thing (`변경사항은 …`)
/// or about each one in turn (`각 ModifiedContent는 …`, which explains the kind) is read as
/// any sentence is.
extension ConceptExtractor {
    static func isQuantifiedSubject(_ concept: ParsedConcept, in block: MarkdownBlock) -> Bool {
        guard concept.source == .topicSentence || concept.source == .markedTerm,
              quantifierSpellings.contains(where: { block.text.containsBytes($0) }) else { return false }
        let lines = block.text.splitLines(omittingEmpty: false)
        let offset = concept.line - block.startLine
        guard lines.indices.contains(offset) else { return false }
        let line = lines[offset].filter { !"`*".contains($0) }.lowercased()
        let term = concept.term.filter { !"`*".contains($0) }.lowercased()
        guard let found = line.range(of: term) else { return false }
        let before = line[..<found.lowerBound]
        // (`모든 modifier는 새로운 View를 리턴하고 있는데`: the card of a claim, named by its
        // words, is the claim's, whoever it holds for; a quantified subject is a name followed
        // by its particle.)
        guard let next = line[found.upperBound...].first, subjectFollowers.contains(next) else { return false }
        return quantifiers.contains { before == $0 || before.hasSuffix(" " + $0) }
    }

    /// What follows a sentence's subject: a Korean subject or topic particle, the plural `들`,
    /// or the space after an English noun.
    static let subjectFollowers: Set<Character> = ["은", "는", "이", "가", "들", " "]

    /// Words that put every one of what follows them in the sentence: `모든`, `all`, `every`.
    static let quantifiers = ["모든 ", "all ", "every "]
    /// The quantifiers as a block may write them, looked for in its bytes before any line is
    /// read (most blocks hold none).
    static let quantifierSpellings = quantifiers.flatMap { [$0, $0.capitalized, $0.uppercased()] }
}
