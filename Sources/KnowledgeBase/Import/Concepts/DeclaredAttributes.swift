/// Attributes a Korean note tells to declare: `` 사용하는 View에서는 `@ObservedObject`를 선언하여
/// 사용하며 ``, `부모뷰인 ContentView에 @StateObject를 선언해주어 …`, `[[@Bindable]]을 선언할 때`.
/// A property wrapper is declared, not called: the sentence that says where to declare it
/// and what for teaches it, as `AttachedSigils` reads one a note tells to attach. What a
/// note declares of its own is a plain name (`CGFloat을 선언해`, `count 변수를 선언`), and
/// `선언적` (declarative) says how, not what is declared.
extension ConceptExtractor {
    static func declaredAttributes(_ block: MarkdownBlock) -> [(String, Int)] {
        guard block.text.containsBytes("선언"), block.text.containsBytes("@") else { return [] }
        return sentencesWithLines(of: block.text, from: block.startLine).flatMap { sentence, line -> [(String, Int)] in
            // A particle may stand apart from the code it follows (`` `@State` 를 선언 ``).
            let words = unmarkedWords(sentence).reduce(into: [String]()) { words, word in
                if ["을", "를"].contains(word), let object = words.last { words[words.count - 1] = object + word } else { words.append(word) }
            }
            return zip(words, words.dropFirst()).compactMap { object, verb -> (String, Int)? in
                guard verb.hasPrefix("선언"), !verb.hasPrefix("선언적"),
                      let particle = ["을", "를"].first(where: { object.hasSuffix($0) }) else { return nil }
                // (`[[@Bindable]]`: a wiki link to the note of that name.)
                let name = String(object.dropLast(particle.count)).trimming("[]")
                return isAttribute(name) ? (name, line) : nil
            }
        }
    }
}
