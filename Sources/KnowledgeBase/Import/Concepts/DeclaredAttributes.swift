/// Attributes a Korean note tells to declare: `` 사용하는 View에서는 `@ObservedObject`를 선언하여
/// 사용하며 ``, `부모뷰인 ContentView에 @StateObject를 선언해주어 …`, `[[@Bindable]]을 선언할 때`.
/// A property wrapper is declared, not called: the sentence that says where to declare it
/// and what for teaches it, as `AttachedSigils` reads one a note tells to attach. What a
/// note declares of its own is a plain name (`CGFloat을 선언해`, `count 변수를 선언`), and
/// `선언적` (declarative) says how, not what is declared. English says the same with
/// `add`, `declare`, `create`, or `mark` and `annotate` … `with` (`Add the `@Observable`
/// macro to the class`, `Mark some properties with @Published so that …`), unless the
/// sentence says not to (`There is no need to create a @Binding`).
extension ConceptExtractor {
    static func declaredAttributes(_ block: MarkdownBlock) -> [(String, Int)] {
        guard block.text.containsBytes("@") else { return [] }
        return sentencesWithLines(of: block.text, from: block.startLine).flatMap { sentence, line -> [(String, Int)] in
            // A particle may stand apart from the code it follows (`` `@State` 를 선언 ``).
            let words = unmarkedWords(sentence).reduce(into: [String]()) { words, word in
                if ["을", "를"].contains(word), let object = words.last { words[words.count - 1] = object + word } else { words.append(word) }
            }
            if let english = englishDeclaredAttribute(words) { return [(english, line)] }
            return zip(words, words.dropFirst()).compactMap { object, verb -> (String, Int)? in
                guard verb.hasPrefix("선언"), !verb.hasPrefix("선언적"),
                      let particle = ["을", "를"].first(where: { object.hasSuffix($0) }) else { return nil }
                // (`[[@Bindable]]`: a wiki link to the note of that name.)
                let name = String(object.dropLast(particle.count)).trimming("[]")
                return isAttribute(name) ? (name, line) : nil
            }
        }
    }

    /// Verbs that put an attribute on a declaration; `mark` and `annotate` take it after `with`.
    /// Only the verb's plain form tells to do it: `If a parent view has declared a @State
    /// variable …` says what was done, in passing.
    static let declaringVerbs: Set<String> = ["add", "declare", "create", "mark", "annotate"]
    /// Words that say a sentence's verb is not to be done.
    static let negations: Set<String> = ["no", "not", "don't", "doesn't", "never", "cannot", "can't", "avoid"]

    /// The attribute an English sentence's `words` put on a declaration, within the four
    /// words after the verb: `add the @Observable`, `mark some properties with @Published`.
    static func englishDeclaredAttribute(_ words: [String]) -> String? {
        for (index, word) in words.enumerated() where declaringVerbs.contains(word.lowercased()) {
            guard !words[..<index].contains(where: { negations.contains($0.lowercased()) }) else { return nil }
            let object = words[(index + 1)...].prefix(4).map { $0.trimming(",.:;") }
            guard let name = object.first(where: { $0.first == "@" }), isAttribute(name) else { continue }
            return name
        }
        return nil
    }
}
