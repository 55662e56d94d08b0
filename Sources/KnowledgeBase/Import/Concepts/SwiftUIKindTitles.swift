/// `# Forms in SwiftUI`, `# SwiftUI Paths`: a title that names a kind of SwiftUI view in
/// the plural, over code that builds it (`Form { … }`, `Path { path in … }`), is about that
/// API, which the note shows how to use: the API, as Swift writes it, is the term. A title of
/// plain words (`SwiftUI Basics`, `SwiftUI Notes`) names no type the code writes, and a
/// singular one (`Preview in SwiftUI`) may name the section's subject in words.
extension ConceptExtractor {
    /// The type `title` names in the plural beside `SwiftUI`, when the code writes it; nil
    /// otherwise.
    static func swiftUIKindTitle(_ title: String, codeWords: Set<Substring>) -> String? {
        let words = title.trimming(".:!? ").split(separator: " ").map(String.init)
        let plural: String
        if words.count == 3, words[1] == "in", words[2] == "SwiftUI" {
            plural = words[0]
        } else if words.count == 2, words[0] == "SwiftUI" {
            plural = words[1]
        } else {
            return nil
        }
        guard plural.count >= 4, plural.hasSuffix("s"), !plural.hasSuffix("ss"), plural.first?.isUppercase == true,
              isASCIIName(Substring(plural)) else { return nil }
        let name = String(plural.dropLast())
        return codeWords.contains(Substring(name)) ? name : nil
    }
}
