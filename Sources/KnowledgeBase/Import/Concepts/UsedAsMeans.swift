/// Sentences that say what an API's name is used for, wherever in the sentence it stands:
/// `긴 문장에 대해서는 truncationMode를 사용해서 일부를 생략할 수도 있다`, `we need to use the
/// resizable() modifier like this`, `… relative to its container using containerRelativeFrame()`.
/// The opening forms (`Spacer를 선언하면`, `padding으로 … 줄 수 있다`) are `TopicSentences`'.
extension ConceptExtractor {
    /// Verbs of using a thing as the means of doing something, read as a word's start.
    static let meansVerbs = ["사용해", "사용하여", "이용해", "이용하여", "활용해", "활용하여", "써서", "통해", "통하여",
                             "추가해", "추가하여", "적용해", "적용하여"]

    /// The endings of a sentence that says something can be done: `생략할 수 있다`,
    /// `생략할 수도 있다`.
    static let abilityEndings = ["수 있습니다", "수 있다", "수 있어요", "수 있음", "수도 있습니다", "수도 있다", "수도 있어요"]

    /// The clause of `sentence` before its ability ending (`일부를 생략할`), or nil when it
    /// does not end in one.
    static func beforeAbility(_ sentence: some StringProtocol) -> Substring? {
        let clause = Substring(sentence).trimmingWhitespace.trimming(".!")
        guard let ending = abilityEndings.first(where: { clause.hasSuffix($0) }) else { return nil }
        return Substring(clause.dropLast(ending.count))
    }

    /// The API a sentence says to use for what it can do, or nil.
    static func usedAsMeans(_ sentence: Substring) -> String? {
        koreanMeans(sentence) ?? englishMeans(sentence)
    }

    /// `X를 사용해서 … 수 있다`: a name marked as an API's (a capital, a capital inside as in
    /// `lineLimit`, a leading `.` or a trailing `()`) that the sentence uses to do what it
    /// says can be done. A plain lowercase word (`offset을 사용해서`) may be any word.
    static func koreanMeans(_ sentence: Substring) -> String? {
        guard sentence.contains("수"), meansVerbs.contains(where: { sentence.contains($0) }),
              let clause = beforeAbility(sentence) else { return nil }
        let words = unmarkedWords(clause)
        for (index, word) in words.enumerated().dropLast() where meansVerbs.contains(where: { words[index + 1].hasPrefix($0) }) {
            guard let particle = ["을", "를"].first(where: { word.hasSuffix($0) }) else { continue }
            let written = String(word.dropLast(particle.count))
            let name = written.trimming(".()")
            guard name.count >= 3, isASCIIName(name),
                  name.first?.isUppercase == true || name.contains(where: \.isUppercase) || written != name else { continue }
            // As written: `.padding` and `resizable()` say they are an API's names.
            return written
        }
        return nil
    }

    /// `use the resizable() modifier`, `using containerRelativeFrame()`, ``use the
    /// `GeometryReader` view``: a function's name written as a call, or a name marked as
    /// code, that the sentence says to use.
    static func englishMeans(_ sentence: Substring) -> String? {
        guard sentence.contains("()") || sentence.contains("`") else { return nil }
        let words = sentence.split(separator: " ")
        for (index, word) in words.enumerated() where ["use", "using"].contains(word.lowercased()) {
            var next = index + 1
            if next < words.count, ["the", "a"].contains(words[next].lowercased()) { next += 1 }
            guard next < words.count else { continue }
            let marked = String(words[next]).trimming(",.:;")
            let written = marked.filter { $0 != "`" }
            let name = String(written.hasSuffix("()") ? written.dropLast(2) : Substring(written)).trimming(".@")
            // A name marked as code says what it is for with its kind word or a purpose
            // (``use the `GeometryReader` view``, ``use `Section` to group rows``); in passing
            // (``using `.frame` and `.background` ``, ``use `private` with these``) it does not.
            let after = next + 1 < words.count ? words[next + 1].lowercased().trimming(",.:;") : ""
            let saysWhat = SubjectPosition.kindWords.contains(after) || ["to", "for"].contains(after)
            guard written.hasSuffix("()") || marked.hasPrefix("`") && marked.hasSuffix("`") && saysWhat,
                  name.count >= 3, isASCIIName(name) else { continue }
            return written
        }
        return nil
    }
}
