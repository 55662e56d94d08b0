/// Names the note's code declares besides its types and camel-case properties
/// (`LearnerTerms.declaredNames`): the cases of its own enum and a property a sentence
/// declares in inline code. Lowercased, as `declaredNames` gives them.
extension LearnerTerms {
    /// `enum FastFoodMenuItem { case drink(String, ounces: Int) … }`: the cases of an enum the
    /// note's code declares are the tutorial's own (`drink`, BrookNotes). `case .drink:` in a
    /// `switch` uses a case; `case let` binds one.
    static func enumCases(in code: String) -> Set<String> {
        guard code.contains("enum ") else { return [] }
        var cases = Set<String>()
        let words = code.letterAndDigitRuns()
        for (word, next) in zip(words, words.dropFirst()) where word == "case" {
            let between = code[word.endIndex..<next.startIndex]
            guard between.allSatisfy({ $0 == " " }), next.first?.isLowercase == true, !["let", "var"].contains(next) else { continue }
            cases.insert(next.lowercased())
        }
        return cases
    }

    /// ``- `@State var isFaceUp` `` in a sentence: a camel-case property declared in inline
    /// code is the tutorial's own, as one declared in a code block is (`isFaceUp`, RiverNotes).
    static func inlineDeclarations(in text: String) -> Set<String> {
        var names = Set<String>()
        for (offset, span) in text.split(separator: "`", omittingEmptySubsequences: false).enumerated() where !offset.isMultiple(of: 2) {
            let words = span.split(separator: " ")
            guard let keyword = words.firstIndex(where: { propertyKeywords.contains($0) }), keyword + 1 < words.count else { continue }
            let name = words[keyword + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            guard name.first?.isLowercase == true, name.dropFirst().contains(where: \.isUppercase),
                  !requiredPropertyNames.contains(name.lowercased()) else { continue }
            names.insert(name.lowercased())
        }
        return names
    }
}

extension LearnerTerms {
    /// `count 변수는 @State로 선언되어 …`, `the count variable`: a lower-case name the text
    /// calls a variable is one the tutorial declared (BrookNotes), whether or not its code is
    /// in the note; an API's member is called a property (`isStoredInMemoryOnly property`).
    static func isCalledAVariable(_ term: String, in text: String) -> Bool {
        let name = term.filter { $0 != "`" }
        guard name.first?.isLowercase == true, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }) else {
            return false
        }
        return calls(name, by: ["변수", "variable"], in: text.filter { $0 != "`" })
    }

    /// Whether `text` writes one of `kinds` right before or after `name`.
    static func calls(_ name: String, by kinds: [String], in text: String) -> Bool {
        kinds.contains { text.contains("\(name) \($0)") || text.contains("\($0) \(name)") }
    }
}

extension LearnerTerms {
    /// `Started project **Memorize**`, `Memorize 프로젝트`: the name of the project the note
    /// builds is the tutorial's own (MistNotes), as its types are.
    static func isCalledAProject(_ term: String, in text: String) -> Bool {
        let name = term.filter { $0 != "`" }
        guard name.first?.isUppercase == true, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else { return false }
        return calls(name.lowercased(), by: ["project", "프로젝트"], in: text.filter { $0 != "`" && $0 != "*" && $0 != "_" }.lowercased())
    }
}
