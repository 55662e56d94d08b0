/// An API a cheat sheet shows by its code alone: `## TextField` over a code block that
/// writes `TextField(…)`, `## 3. Auto-Fetching Models with `@Query`` over `@Query var
/// tasks`, or a lone `LazyVGrid` line over `LazyVGrid(columns: …)`. No sentence explains
/// it; the code is what the note keeps of it, and what a learner recalls from the name.
/// The card asks for the API and its back is the code.
extension ConceptExtractor {
    /// The most lines of code a back shows: a card, not the whole example.
    static let shownCodeLines = 12
    /// The most characters a line of that code shows.
    static let shownLineLength = 100

    /// The APIs the heading at `index` names (`terms`, as the extractor reads the heading),
    /// each with the code right under it that uses them; empty unless a code block follows
    /// the heading with no prose between and uses every API the heading names
    /// (`## GeometryReader, GeometryProxy`).
    static func codeShownUnderHeading(at index: Int, in blocks: [MarkdownBlock], terms: [String]) -> [(term: String, code: String)] {
        let title = LearnerTerms.headingTitle(blocks[index].text)
        var named = terms
        if named.isEmpty, let api = apiOfAStep(title) ?? apiDoneWith(title) { named = [api] }
        let shown = named.compactMap { codeShown(named: $0, after: index, in: blocks) }
        // (`## 볼드체` over `Text("…").bold()`: a gloss the code shows, `GlossedCodeHeadings`.)
        // (`#### 버튼 구현` over `Button(…)`: the type the heading spells in Hangul.)
        if shown.isEmpty, let api = glossedAPI(title, at: index, in: blocks) ?? transliteratedAPI(title, at: index, in: blocks),
           let code = codeShown(named: api, after: index, in: blocks) {
            return [code]
        }
        return shown.count == named.count ? shown : []
    }

    /// `Insert, Update, Delete with `ModelContext``: the API, marked as code, that a title
    /// says the section's work is done with; nil for any other title.
    static func apiDoneWith(_ title: String) -> String? {
        let words = title.trimming(".:").split(separator: " ")
        guard words.count >= 3, let last = words.last, last.count > 2, last.hasPrefix("`"), last.hasSuffix("`"),
              ["with", "using"].contains(words[words.count - 2].lowercased()) else { return nil }
        return String(last.dropFirst().dropLast())
    }

    /// The API a paragraph of its name alone labels (`LazyVGrid`, `GridItems`, `flexible`)
    /// and the code right under it, or nil unless the paragraph is one word outside any list
    /// and a code block that uses it follows. A list item of a name marked in bold or as code,
    /// over the code it holds (`- **onTapGesture**` over `Text("Click").onTapGesture { … }`,
    /// a gesture cheat sheet in OrchardNotes), labels that code as well.
    static func codeShownUnderLabel(at index: Int, in blocks: [MarkdownBlock]) -> (term: String, code: String)? {
        let block = blocks[index]
        // (A few lines that use it, not a file: `* `List`:` over `import SwiftUI` and the
        // note's model explains nothing of List.)
        let markedItem = block.listItem != nil && index + 1 < blocks.count && blocks[index + 1].listItem == block.listItem
            && block.spans.count == 1 && block.spans[0].kind != .emphasis
            && !blocks[index + 1].text.containsBytes("import ") && !blocks[index + 1].text.containsBytes("struct ")
        guard block.kind == .paragraph, block.listItem == nil || markedItem, block.blockQuote == nil, block.startLine == block.endLine else {
            return nil
        }
        let label = block.text.trimmingWhitespace.trimming(":")
        guard !label.contains(" "), label.count >= 3 else { return nil }
        return codeShown(named: label, after: index, in: blocks)
    }

    /// The texts of the lone names that label code (`codeShownUnderLabel`) in the section
    /// the heading at `index` opens.
    static func codeLabels(under index: Int, in blocks: [MarkdownBlock]) -> Set<String> {
        var labels = Set<String>()
        var cursor = index + 1
        while cursor < blocks.count, !blocks[cursor].isHeading {
            if codeShownUnderLabel(at: cursor, in: blocks) != nil, let text = blocks[cursor].proseText { labels.insert(text) }
            cursor += 1
        }
        return labels
    }

    /// `named` as the code after `index` writes it, and that code's first lines; nil unless
    /// the next block is code that uses the name as an API's: a type or a call in a capital
    /// (`TextField(`), an attribute (`@Query`), a member (`.flexible(`) or a camel case name.
    /// A plural label (`GridItems`) names the singular the code writes.
    static func codeShown(named: String, after index: Int, in blocks: [MarkdownBlock]) -> (term: String, code: String)? {
        guard index + 1 < blocks.count, case .code = blocks[index + 1].kind else { return nil }
        // (Only the code's own words: `Button("Login")` does not use a `Login`.)
        let code = withoutStringsAndComments(blocks[index + 1].text)
        let words = Set(code.letterAndDigitRuns())
        let marks = "`*_"
        let written = named.filter { !marks.contains($0) }
        var name = (written.hasSuffix("()") ? String(written.dropLast(2)) : written).trimming("@.")
        guard name.count >= 3, isASCIIName(name) else { return nil }
        if !words.contains(Substring(name)), name.hasSuffix("s"), words.contains(Substring(name.dropLast())) { name = String(name.dropLast()) }
        if !words.contains(Substring(name)), let member = TitleCasedMembers.member(name, in: code) { name = member }
        // (`ModelContext` over `@Environment(\.modelContext)`: a type and the environment
        // key that holds it, named alike.)
        let keyName = name.prefix(1).lowercased() + name.dropFirst()
        guard words.contains(Substring(name)) || name.first?.isUppercase == true && code.containsBytes("\\." + keyName) else {
            return nil
        }
        let capitalised = name.first?.isUppercase == true && name.count >= 4
        let camelCase = name.first?.isLowercase == true && name.contains(where: \.isUppercase)
        let attribute = written.hasPrefix("@") && code.containsBytes("@" + name)
        let member = code.containsBytes("." + name + "(") || code.containsBytes("." + name + " ")
        guard capitalised || camelCase || attribute || member else { return nil }
        let term = attribute ? "@" + name : written.hasPrefix(".") ? "." + name : name
        return (term, shownCode(blocks[index + 1].text))
    }

    /// `code` with its string literals emptied (`""`) and its comments removed, line by line.
    static func withoutStringsAndComments(_ code: String) -> String {
        var result = ""
        var inString = false, escaped = false, inBlockComment = false
        var previous: Character = " "
        var lineComment = false
        for character in code {
            if character == "\n" {
                lineComment = false
                inString = false
                result.append(character)
                previous = character
                continue
            }
            if lineComment { continue }
            if inBlockComment {
                inBlockComment = !(previous == "*" && character == "/")
                previous = inBlockComment ? character : " "
                continue
            }
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                    result.append(character)
                }
                continue
            }
            if previous == "/" && (character == "/" || character == "*") {
                result.removeLast()
                if character == "/" { lineComment = true } else { inBlockComment = true }
                previous = " "
                continue
            }
            if character == "\"" { inString = true }
            result.append(character)
            previous = character
        }
        return result
    }

    /// The code's first `shownCodeLines` lines, without the indentation they share and the
    /// blank lines around them; `…` on a line of its own when more follows.
    static func shownCode(_ code: String) -> String {
        var lines = code.splitLines(omittingEmpty: false).map { $0.replacingOccurrences(of: "\t", with: "    ") }
        while lines.first?.trimmingWhitespace.isEmpty == true { lines.removeFirst() }
        while lines.last?.trimmingWhitespace.isEmpty == true { lines.removeLast() }
        let cut = lines.count > shownCodeLines
        lines = Array(lines.prefix(shownCodeLines))
        let indent = lines.filter { !$0.trimmingWhitespace.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        // (A line longer than a card is wide, an image's data or a path, is cut.)
        let shown = lines.map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }
            .map { $0.count > shownLineLength ? $0.prefix(shownLineLength - 1) + "…" : $0 }
        return (shown + (cut ? ["…"] : [])).joined(separator: "\n")
    }
}
