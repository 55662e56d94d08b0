/// `## Showing alert messages` over code that calls `.alert(…)`, `## Presenting a sheet` over
/// `.sheet(isPresented:)`: a step whose object is a modifier the section's code calls is about
/// that modifier (RidgeNotes' 100 Days log); the text under it explains it. Only the first
/// noun after the gerund (and an article) is read: `Creating views in a loop` calls no `.views`.
extension ConceptExtractor {
    static func stepModifier(_ title: String, code: [String]) -> String? {
        let words = title.split(separator: " ").map { String($0).lowercased().trimming("`*:.") }
        guard (2...5).contains(words.count), let first = words.first, isStepGerund(first),
              // (`Spring animation` over `.spring()`: the heading's first word is the call's.)
              !code.contains(where: { $0.containsBytes("." + first + "(") }),
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
    /// (`prose`, the text under the heading, is read only for a title that opens a step.)
    static func stepObjectAPI(_ title: String, prose: () -> [String]) -> String? {
        let words = title.split(separator: " ").map { String($0).trimming("`*:.") }
        guard (2...6).contains(words.count), let first = words.first, isStepGerund(first),
              let noun = words.dropFirst().first(where: { !["a", "an", "the", "your", "my", "our"].contains($0.lowercased()) }),
              noun.count >= 4, noun.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        let singular = LearnerTerms.singular(noun)
        let name = singular.prefix(1).uppercased() + singular.dropFirst()
        // (Written as a call or as code, `Picker(label:…)`: `building WeSplit` names a project.)
        guard prose().contains(where: { writesMidSentence(name, in: $0) && ($0.contains(name + "(") || $0.contains("`" + name)) }) else {
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

    /// `Splitting Text` over code that calls `Text(…)`: the view a step of two words acts on.
    static func stepView(_ title: String, code: [String]) -> String? {
        let words = title.split(separator: " ").map { String($0).trimming("`*:.") }
        guard words.count == 2, isStepGerund(words[0]), let noun = words.last,
              case let name = noun.prefix(1).uppercased() + noun.dropFirst(),
              code.contains(where: { calls(name, in: $0) }) else { return nil }
        return name
    }

    /// Nouns that end in `ing` and open a heading as its subject, no step: `Spring animation`,
    /// `Padding values`, `String interpolation`.
    static let nounsEndingInIng: Set<String> = ["spring", "string", "strings", "padding", "spacing", "binding", "bindings",
                                                "heading", "setting", "settings", "thing", "things", "drawing", "rendering",
                                                "ring", "anything", "something", "nothing", "everything", "ceiling"]

    /// Whether `word` opens a step's title: a gerund (`Showing`, `Creating`), not a noun
    /// that ends as one.
    static func isStepGerund(_ word: String) -> Bool {
        word.count > 4 && word.lowercased().hasSuffix("ing") && !nounsEndingInIng.contains(word.lowercased())
    }
}
