/// `### Text Modifiers` over `- `.font()`: Changes the text's font.` and `- `.foregroundColor()`:
/// …`, `## Commands` over `- `option + command + enter`: Show the Canvas.`: a heading that names,
/// in the plural, the group a glossary's entries belong to heads the list. Each entry says
/// what it is, as a card of its own; the group's name is explained by none of them, and a
/// card `Text Modifiers → .font(): Changes the text's font.` asks for a category with an
/// example of it. A plural heading over prose (`### Environment modifiers` over `Many
/// modifiers can be applied to containers …`) names what the prose explains, and stays; so
/// does a heading in the singular over an entry (`## .alert` over `` `.alert`: … ``), as
/// `ColonDefinitions`' lead-in line over a glossary is (`headsAGlossary`) for the paragraph.
extension ConceptExtractor {
    static func isGroupOverGlossary(_ concept: ParsedConcept, in block: MarkdownBlock) -> Bool {
        // (The heading is the group's name and nothing else: `### WHY DOES SWIFTUI USES
        // STRUCT FOR VIEWS?` over `- First, because of performance: …` asks about its term.)
        guard concept.source == .heading, block.isHeading, isPluralName(concept.term) else { return false }
        let title = LearnerTerms.headingTitle(block.text).filter { !"`*_".contains($0) }
        guard title.lowercased() == concept.term.lowercased(),
              let first = concept.explanation.splitLines().first,
              let entry = MarkdownParser.parse(String(first)).first else { return false }
        return colonDefinition(entry) != nil
    }

    /// `Text Modifiers`, `Commands`, `Gestures`: a name whose last word is an English plural.
    static func isPluralName(_ term: String) -> Bool {
        guard let last = term.split(separator: " ").last, last.count >= 4, last.allSatisfy({ $0.isASCII && $0.isLetter }) else {
            return false
        }
        // (`Canvas`, `Focus`, `Axis` end in an `s` of their own.)
        return last.hasSuffix("s") && !["ss", "us", "is", "as"].contains(where: { last.lowercased().hasSuffix($0) })
            && last.dropFirst().allSatisfy(\.isLowercase)
    }

    /// `### Text Modifiers` over `- `.font(.subheadline)`` and `- `.fontWeight(.bold)``, `##
    /// Basic Elements` over `- A `Spacer()` will take up …` and `- `Image("ImageName")``: a
    /// heading in the plural over a list whose items open with the code of its members
    /// (KelpNotes' cheat sheet) heads the list as a glossary's group does; each member is
    /// explained, if at all, by its own item.
    static func headsListOfMembers(at index: Int, in blocks: [MarkdownBlock]) -> Bool {
        guard blocks.indices.contains(index + 1), blocks[index + 1].listItem != nil else { return false }
        var items = Set<Int>()
        var opened = 0
        for block in blocks[(index + 1)...] {
            guard let item = block.listItem, !block.isHeading else { break }
            guard block.kind == .paragraph, items.insert(item).inserted else { continue }
            if opensWithCode(block) { opened += 1 }
            if items.count == 3 { break }
        }
        return opened >= 2 && opened == items.count
    }

    /// `### 속성` over a table whose rows open with `.default`, `.delay(n)`, `.linear(duration: )`:
    /// the heading labels the table of members; each row is the member's card.
    static func headsTableOfMembers(at index: Int, in blocks: [MarkdownBlock]) -> Bool {
        var rows = 0, opened = 0
        for block in blocks[(index + 1)...] {
            guard case .tableRow(let cells, let isHeader) = block.kind else { break }
            guard !isHeader, let first = cells.first?.trimmingWhitespace, !first.isEmpty else { continue }
            rows += 1
            if first.hasPrefix("`"), first.hasSuffix("`") { opened += 1 }
        }
        // (A row whose cell spilt onto the next line, `, blendDuration(…) |`, makes a row of
        // its own: three rows in four are enough.)
        return opened >= 2 && opened * 4 >= rows * 3
    }

    /// `.font(.subheadline)`, `A `Spacer()` will …`: an item that opens with a code span,
    /// after an article at most.
    static func opensWithCode(_ block: MarkdownBlock) -> Bool {
        guard let code = block.spans.first(where: { $0.kind == .code }) else { return false }
        let before = block.text[..<code.range.lowerBound].trimmingWhitespace
        return ["", "A", "An", "The"].contains(before)
    }
}
