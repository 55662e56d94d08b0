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
    static let abilityEndings = ["수 있습니다", "수 있다", "수 있어요", "수 있음", "수도 있습니다", "수도 있다", "수도 있어요",
                                 // `반복가능`, `설정 가능함`: a note's short form of the same.
                                 "가능합니다", "가능하다", "가능함", "가능"]

    /// The clause of `sentence` before its ability ending (`일부를 생략할`), or nil when it
    /// does not end in one.
    static func beforeAbility(_ sentence: some StringProtocol) -> Substring? {
        let clause = Substring(sentence).trimmingWhitespace.trimming(".!")
        guard let ending = abilityEndings.first(where: { clause.hasSuffix($0) }) else { return nil }
        return Substring(clause.dropLast(ending.count))
    }

    /// The APIs a sentence says to use for what it can do: one, or two joined by `and`
    /// after a purpose (`If we want to avoid this, we can use `LazyVStack` and `LazyHStack``).
    static func usedAsMeans(_ sentence: Substring, codeWords: Set<Substring> = []) -> [String] {
        koreanMeans(sentence).map { [$0] } ?? englishMeans(sentence, codeWords: codeWords)
    }

    /// `X를 사용해서 … 수 있다`: a name marked as an API's (a capital, a capital inside as in
    /// `lineLimit`, a leading `.` or a trailing `()`) that the sentence uses to do what it
    /// says can be done. A plain lowercase word (`offset을 사용해서`) may be any word.
    static func koreanMeans(_ sentence: Substring) -> String? {
        guard sentence.contains("수") || sentence.contains("가능"), meansVerbs.contains(where: { sentence.contains($0) }),
              let clause = beforeAbility(sentence) else { return nil }
        // `repeatForever() 를 통해`: a particle typed apart belongs to the word before it
        // (not to the last word of a longer code span, `` `a.b = .none` 을 ``).
        var words: [String] = []
        var previousRaw: Substring = ""
        for raw in clause.split(separator: " ") {
            let word = String(raw.filter { !"`*_".contains($0) })
            let endsLongerSpan = previousRaw.hasSuffix("`") && !previousRaw.hasPrefix("`")
            if ["을", "를"].contains(word), !endsLongerSpan, let last = words.popLast() {
                words.append(last + word)
            } else {
                words.append(word)
            }
            previousRaw = raw
        }
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
    /// `GeometryReader` view``, ``If we want to avoid this, we can use `LazyVStack` ``: a
    /// function's name written as a call, or a name marked as code, that the sentence says
    /// to use.
    static func englishMeans(_ sentence: Substring, codeWords: Set<Substring> = []) -> [String] {
        guard sentence.contains("()") || sentence.contains("`") || !codeWords.isEmpty else { return [] }
        let words = sentence.split(separator: " ")
        for (index, word) in words.enumerated() where ["use", "using"].contains(word.lowercased()) || isAnnotatingWith(words, at: index) {
            var next = index + 1
            if next < words.count, ["the", "a"].contains(words[next].lowercased()) { next += 1 }
            // `use the modifier `allowsHitTesting``: the kind word may come first.
            let kindFirst = next + 1 < words.count && SubjectPosition.kindWords.contains(words[next].lowercased())
                && words[next + 1].hasPrefix("`")
            if kindFirst { next += 1 }
            // (`Understanding When to Use .task() vs .onAppear`: a title's words, no use.)
            guard next < words.count, let written = usedName(words[next]) ?? codeTypeName(words[next], codeWords: codeWords),
                  !isInTitle(Substring(words[...index].joined(separator: " "))) else { continue }
            // A name marked as code says what it is for with its kind word or a purpose
            // (``use the `GeometryReader` view``, ``use `Section` to group rows``, ``To fix
            // this, use `Spacer` ``); in passing (``using `.frame` and `.background` ``,
            // ``use `private` with these``) it does not.
            let after = next + 1 < words.count ? words[next + 1].lowercased().trimming(",.:;") : ""
            let saysWhat = SubjectPosition.kindWords.contains(after) || ["to", "for"].contains(after)
            let purposeFirst = opensWithPurpose(words[..<index])
            // ``We present new views using `NavigationLink` ``: what we do, then the API that
            // does it, ending the sentence.
            let doneWith = index > 1 && next + 1 == words.count && ["we", "you"].contains(words[0].lowercased())
                && words[index].lowercased() == "using"
            // (`Use Sections to separate …`: a type the note's code makes, named unmarked, says
            // what it is for with its purpose.)
            let marked = words[next].hasPrefix("`") || written != String(words[next]).trimming(",.:;")
            guard written.hasSuffix("()") || (marked || saysWhat) && (saysWhat || purposeFirst || kindFirst || doneWith) else { continue }
            // `… we can use `LazyVStack` and `LazyHStack``: both serve the purpose.
            if purposeFirst, after == "and", next + 2 < words.count, words[next + 2].hasPrefix("`"),
               let second = usedName(words[next + 2]) {
                return [written, second]
            }
            return [written]
        }
        return []
    }

    /// ``we annotate it with `@ViewBuilder` ``, ``mark the class with `@Observable` ``: the
    /// `with` of marking a declaration with an attribute, which uses it as `use` does.
    static func isAnnotatingWith(_ words: [Substring], at index: Int) -> Bool {
        guard words[index].lowercased() == "with", index >= 1 else { return false }
        let verbs: Set<String> = ["annotate", "annotated", "annotating", "mark", "marked", "marking"]
        return words[max(0, index - 3)..<index].contains { verbs.contains($0.lowercased()) }
    }

    /// A word that names an API as a sentence writes it to be used: a call (`resizable()`)
    /// or a name marked as code (`` `GeometryReader` ``, `` `.onChange(of:)` ``,
    /// `` `@Attribute(.unique)` ``), without the marks.
    private static func usedName(_ word: Substring) -> String? {
        let marked = String(word).trimming(",.:;")
        let written = marked.filter { $0 != "`" }
        let isCall = written.hasSuffix("()")
        let isMarked = marked.hasPrefix("`") && marked.hasSuffix("`")
        // A marked name may carry its arguments' labels or values: its name is what comes
        // before them.
        let base = isMarked && !isCall && written.hasSuffix(")") ? written.prefix { $0 != "(" } : Substring(written)
        let name = String(isCall ? base.dropLast(2) : base).trimming(".@")
        guard isCall || isMarked, name.count >= 3, isASCIIName(name) else { return nil }
        return written
    }

    /// `Sections` of `Use Sections to …` → Section: a capitalised word, or its plural, that
    /// names a type the note's code uses (`Section {`), as that code spells it.
    private static func codeTypeName(_ word: Substring, codeWords: Set<Substring>) -> String? {
        let plain = String(word).trimming(",.:;")
        guard plain.count >= 4, plain.first?.isUppercase == true, isASCIIName(plain) else { return nil }
        if codeWords.contains(Substring(plain)) { return String(plain) }
        let singular = plain.hasSuffix("s") ? String(plain.dropLast()) : ""
        return codeWords.contains(Substring(singular)) ? singular : nil
    }

    /// `If we want to avoid this, we can …`, `To fix this we need to …`, `In order to …`:
    /// the words before a use open with what it is for.
    static func opensWithPurpose(_ words: ArraySlice<Substring>) -> Bool {
        let opening = words.prefix(3).map { $0.lowercased().trimming(",") }
        guard let first = opening.first else { return false }
        if first == "to", opening.count > 1, !["the", "a", "an", "this", "that"].contains(opening[1]) { return true }
        if first == "if", opening.count > 2, ["you", "we"].contains(opening[1]),
           ["want", "need", "wish"].contains(opening[2]) { return true }
        return first == "in" && opening.count > 2 && opening[1] == "order" && opening[2] == "to"
    }
}
