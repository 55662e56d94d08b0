/// `## Navigation split view` over code that writes `NavigationSplitView`: a heading in
/// sentence case spells an API's name in words, as a title does, capitalising only the
/// first; the code under it says how Swift writes the name, which is the term.
/// Only over text that explains it: over code alone, a phrase in sentence case is as
/// often the example's caption (`### Drag gesture` over an example that drags a circle
/// with `DragGesture`) as the API's name. (`## Navigation Split View`, every word
/// capitalised, is `spellsAPIName`'s, over code alone too.)
extension ConceptExtractor {
    static func sentenceCaseAPIName(_ words: [String], under code: some Sequence<MarkdownBlock>) -> String? {
        guard (2...3).contains(words.count), words[0].first?.isUppercase == true,
              words.allSatisfy({ $0.count >= 2 && $0.allSatisfy { $0.isASCII && $0.isLetter } }),
              words.dropFirst().allSatisfy({ $0.allSatisfy(\.isLowercase) }) else { return nil }
        let name = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        // The whole name of the code's, not a piece of a longer one (`NavigationViewStyle`).
        return code.contains { $0.text.letterAndDigitRuns().contains(Substring(name)) } ? name : nil
    }
}
