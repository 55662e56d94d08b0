/// `- @State private var imageOffset: CGSize = .zero`: a list item, or a line, that is a
/// declaration of the note's code written without its fence. The attribute or type in it is
/// the declaration's, named and not explained, so no card asks for it; the prose about
/// `@State` explains it where the note does.
extension ConceptExtractor {
    static func isInADeclarationLine(_ concept: ParsedConcept, in block: MarkdownBlock) -> Bool {
        guard block.text.containsBytes("var ") || block.text.containsBytes("let ") else { return false }
        let lines = block.text.splitLines(omittingEmpty: false)
        let offset = concept.line - block.startLine
        // Code and nothing else: no inline code span (`` `@State var x = 0`처럼 … `` is a
        // sentence that shows one) and no Korean.
        guard lines.indices.contains(offset), !lines[offset].contains("`"),
              !lines[offset].unicodeScalars.contains(where: LearnerTerms.isHangul) else { return false }
        var words = lines[offset].split(separator: " ")[...]
        if let first = words.first, ["-", "*", "+"].contains(first) { words = words.dropFirst() }
        // Attributes and modifiers first (`@State`, `@Published`, `private`), then the keyword.
        words = words.drop { $0.hasPrefix("@") || declarationModifiers.contains(String($0)) }
        guard let keyword = words.first, ["var", "let"].contains(keyword), words.count >= 2,
              let name = words.dropFirst().first else { return false }
        // `var name: Type` or `var name = value`: a declaration, not a sentence that says `let`.
        return name.hasSuffix(":") || words.dropFirst(2).first.map { $0 == "=" || $0.hasPrefix(":") } == true
    }

    /// Words that come between a declaration's attributes and its `var` or `let`.
    static let declarationModifiers: Set<String> = ["private", "fileprivate", "public", "internal", "static", "lazy", "weak"]
}
