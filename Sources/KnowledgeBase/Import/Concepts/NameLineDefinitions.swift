/// An API's name on a line of its own, and the lines under it in the same paragraph that
/// say what it is: a glossary a note writes without a colon or a list.
///
///     @Binding
///     상위 뷰가 가진 상태를 하위 뷰에서 사용하고 수정할 수 있게 해주는 파생 자료
///
/// The name reads as Swift writes an API's (`@Binding`, `objectWillChange`,
/// `ObservableObject`), or as a plain word whose attribute the lines under it write (`State`
/// over `… as a @State, …`); any other plain word on its own line (`Example`, `정리`) is a
/// label.
/// A list item that opens on its name says more plainly that the lines under it are its
/// entry, so there a view's one-word name (`Spacer`, or one the note's code writes) and a
/// Swift file's name (`ContentView.swift`, whose type is the term) name the entry too:
///
///     - ContentView.swift
///         Simulator를 실행하면 맨 처음 출력되는 SwiftUI View로 …
///     - Spacer
///         iOS13부터 추가된 구조체로, view layout 내부에 임의의 공간을 부여한다.
extension ConceptExtractor {
    static func nameLineDefinition(_ block: MarkdownBlock, codeWords: Set<Substring> = []) -> (term: String, explanation: String)? {
        guard block.kind == .paragraph, block.text.contains("\n") else { return nil }
        let lines = block.text.splitLines(omittingEmpty: false)
        let line = lines[0].trimmingWhitespace.filter { $0 != "`" }
        // `Spacer` over `*expands to make its containing view …` lines: bullets typed without
        // their space, which CommonMark leaves in the paragraph, make an entry as a list's
        // item does (OrchardNotes).
        let under = lines.dropFirst().map { $0.trimmingWhitespace }.filter { !$0.isEmpty }
        let gluedBullets = under.allSatisfy { $0.hasPrefix("*") && $0.dropFirst().first?.isLetter == true }
        // (A list item's first line may be a short phrase too: `PhraseEntries`.)
        // `State` over `When you declare a property as a @State, …`: a plain word whose
        // attribute the lines under it write names that attribute (RimeNotes' Scrumdinger log).
        let attribute = line.count >= 3 && line.first?.isUppercase == true && line.allSatisfy({ $0.isASCII && $0.isLetter })
            && under.contains(where: { $0.contains("@" + line) }) ? "@" + line : nil
        let name = isIdentifierLike(line) ? line : attribute != nil ? attribute
            : block.listItem == nil && !gluedBullets ? nil : entryName(line, codeWords: codeWords) ?? entryPhrase(line, over: lines[1])
        guard let name, name.count >= 3 else { return nil }
        let rest = under.map { gluedBullets ? String($0.dropFirst()) : String($0) }.joined(separator: "\n")
        // The lines under it are prose, not more names or code.
        guard rest.contains(where: \.isLetter), !isCodeOnly(rest), rest.split(separator: " ").count >= 2 else { return nil }
        return (name, rest)
    }

    /// The name a list item's first line gives its entry beyond an identifier's: a view's
    /// one-word name, or the type a Swift file is named for.
    static func entryName(_ line: String, codeWords: Set<Substring>) -> String? {
        let name = line.hasSuffix(".swift") ? String(line.dropLast(".swift".count)) : line
        guard name.first?.isUppercase == true, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else { return nil }
        if name != line || isIdentifierLike(name) { return name }
        return oneWordViewNames.contains(name) || codeWords.contains(Substring(name)) ? name : nil
    }
}
