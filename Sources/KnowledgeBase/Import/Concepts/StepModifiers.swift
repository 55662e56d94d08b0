/// `## Showing alert messages` over code that calls `.alert(…)`, `## Presenting a sheet` over
/// `.sheet(isPresented:)`: a step whose object is a modifier the section's code calls is about
/// that modifier (RidgeNotes' 100 Days log); the text under it explains it. Only the first
/// noun after the gerund (and an article) is read: `Creating views in a loop` calls no `.views`.
/// `### Getting screen size from GeometryReader` over `GeometryReader로 … 크기 가져올 수 있음`:
/// a step done with an API named after its preposition is about that API (CliffNotes).
extension ConceptExtractor {
    static func stepModifier(_ title: String, code: [String]) -> String? {
        let words = title.split(separator: " ").map { String($0).lowercased().trimming("`*:.") }
        guard (2...5).contains(words.count), let first = words.first, first.count > 4, first.hasSuffix("ing"),
              let noun = words.dropFirst().first(where: { !["a", "an", "the", "your", "my", "our"].contains($0) }),
              noun.count >= 3, noun.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        let singular = noun.hasSuffix("s") ? String(noun.dropLast()) : noun
        for name in [noun, singular] where code.contains(where: { $0.containsBytes("." + name + "(") || $0.containsBytes("." + name + " {") }) {
            return "." + name
        }
        return nil
    }

    /// `## Creating Pickers in a form` over `We create a picker using Picker(label:…)`: the
    /// step's object is an API the text under it writes as Swift does (capitalised, as one
    /// word), in the singular.
    static func stepObjectAPI(_ title: String, prose: [String]) -> String? {
        let words = title.split(separator: " ").map { String($0).trimming("`*:.") }
        guard (2...6).contains(words.count), let first = words.first, first.count > 4, first.hasSuffix("ing"),
              let noun = words.dropFirst().first(where: { !["a", "an", "the", "your", "my", "our"].contains($0.lowercased()) }),
              noun.count >= 4, noun.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        let singular = LearnerTerms.singular(noun)
        let name = singular.prefix(1).uppercased() + singular.dropFirst()
        guard name.dropFirst().allSatisfy(\.isLowercase) || isIdentifierLike(name),
              prose.contains(where: { writesMidSentence(name, in: $0) }) else {
            return nil
        }
        return name
    }

    /// Whether `text` writes `name` capitalised inside a sentence (`… using Picker(label:…)`),
    /// as Swift writes an API's name; at a sentence's start (`Navigation bars get added …`)
    /// a capital says nothing.
    static func writesMidSentence(_ name: String, in text: String) -> Bool {
        text.ranges(of: name).contains { range in
            let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
            guard after.map({ !$0.isLetter && !$0.isNumber }) ?? true, range.lowerBound > text.startIndex else { return false }
            let before = text[..<range.lowerBound]
            guard before.last == " " || before.last == "`" else { return false }
            let previous = before.dropLast().last
            return previous.map { $0.isLetter || $0.isNumber || $0 == "," } ?? false
        }
    }

    /// The API a step's title says it is done with or from (`Getting screen size from
    /// GeometryReader`, `Building a grid with `LazyVGrid``): a name as Swift writes one,
    /// after the title's last `from`, `with`, `using` or `via`, and the title's last word.
    static func stepTool(_ title: String) -> String? {
        let words = title.split(separator: " ").map { String($0).trimming("`*:.") }
        guard (3...7).contains(words.count), let first = words.first, first.count > 4, first.hasSuffix("ing"),
              first.first?.isUppercase == true, words.count >= 2,
              ["from", "with", "using", "via"].contains(words[words.count - 2].lowercased()),
              let name = words.last, isIdentifierLike(name) else { return nil }
        return name
    }
}
