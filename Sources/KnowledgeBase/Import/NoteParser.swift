import Foundation

/// A note read into chapters, each with its concepts, snippets and images.
struct ParsedNote: Equatable {
    var title: String
    var tags: [String]
    /// In document order; a chapter's parent comes before it.
    var chapters: [ParsedChapter]
    var warnings: [ImportWarning]
}

struct ParsedChapter: Equatable {
    /// Index of the parent in `ParsedNote.chapters`.
    var parent: Int?
    /// The heading level; 0 for the chapter that holds what comes before the first heading.
    var level: Int
    var heading: ChapterHeading
    var startLine: Int
    var endLine: Int
    /// The chapter's headings, paragraphs, list items, table rows and quotes, in order.
    var passages: [ParsedPassage] = []
    var concepts: [ParsedConcept] = []
    var snippets: [ParsedSnippet] = []
    var images: [ImageReference] = []
    var cards: [ParsedCard] = []
}

struct ParsedConcept: Equatable {
    var term: String
    var explanation: String
    var line: Int
    var source: ConceptSource
    /// The explanation is the code under the concept's heading (`CodeShownAlone`), which
    /// search finds as its snippet.
    var isShownCode = false
    /// The term as the note wrote it where kb spells it otherwise (`TypoTwins`): the card's
    /// identity reads it, so that a learner's reviews stay with the card whichever spelling
    /// the note comes to write more often.
    var writtenTerm: String?
}

struct ParsedSnippet: Equatable {
    /// The language named by the fence (`swift`, `Swift` → swift); nil when none is named.
    var language: String?
    var code: String
    var startLine: Int
    var endLine: Int
    var fenced: Bool
    /// What the learner was told just before the code.
    var proseBefore: String
    /// What the note says after it: usually the result the code shows.
    var proseAfter: String
    /// The checks of a `<!-- kb:expect … -->` comment after it, as written.
    var expectations = ""
}

/// A problem found in a note that did not stop its import.
public struct ImportWarning: Equatable, Sendable, CustomStringConvertible {
    public var line: Int?
    public var message: String
    public var description: String { line.map { "line \($0): \(message)" } ?? message }
}

/// Reads a note's markdown into chapters following the heading hierarchy.
enum NoteParser {
    static func parse(_ text: String, fileStem: String) -> ParsedNote {
        let (frontMatter, body, frontMatterProblem) = FrontMatter.split(text)
        let markdown = WikiLinks.rewritten(body)
        var blocks = MarkdownParser.parse(markdown)
        let lineCount = body.utf8.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        var warnings = frontMatterProblem.map { [ImportWarning(line: 1, message: $0)] } ?? []
        if let mended = OverrunFences.mended(markdown, blocks: blocks) {
            blocks = MarkdownParser.parse(mended.body)
            warnings += mended.warnings
        }
        warnings += FenceWarnings.find(in: blocks)

        let firstH1 = blocks.first { $0.kind == .heading(level: 1) }
        let noteTitle = frontMatter?.title ?? firstH1?.text.collapsingWhitespace ?? fileStem
        let contentStart = (frontMatter?.lineCount ?? 0) + 1

        // Blocks before the first heading belong to a chapter named after the note.
        var chapters: [ParsedChapter] = []
        var blockChapter: [Int] = []  // chapter index of each block
        var open: [Int] = []  // the chapters a new heading may nest in, outermost first
        let hasPreamble = blocks.first.map { !$0.isHeading } ?? true
        if hasPreamble {
            chapters.append(ParsedChapter(
                parent: nil, level: 0, heading: ChapterHeading(number: nil, title: frontMatter?.title ?? fileStem),
                startLine: contentStart, endLine: lineCount))
            open.append(0)
        }
        for block in blocks {
            if case .heading(let level) = block.kind {
                while let last = open.last, chapters[last].level >= level {
                    chapters[last].endLine = block.startLine - 1
                    open.removeLast()
                }
                chapters.append(ParsedChapter(
                    parent: open.last, level: level, heading: ChapterHeading(block.text),
                    startLine: block.startLine, endLine: lineCount))
                open.append(chapters.count - 1)
            }
            blockChapter.append(chapters.count - 1)
        }

        for (index, block) in blocks.enumerated() {
            let chapter = blockChapter[index]
            chapters[chapter].images += block.images
            if case .code(let info, let fenced) = block.kind {
                chapters[chapter].snippets.append(ParsedSnippet(
                    language: language(fromInfo: info), code: block.text,
                    startLine: block.startLine, endLine: block.endLine, fenced: fenced,
                    proseBefore: prose(before: index, in: blocks), proseAfter: prose(after: index, in: blocks),
                    expectations: expectations(after: index, in: blocks)))
            }
        }
        let declared = LearnerTerms.declaredNames(in: blocks)
        let codeWords = LearnerTerms.codeWords(in: blocks)
        let titleKey = noteTitle.collapsingWhitespace.lowercased()
        let noteTerms = NoteTerms(declared: declared, title: titleKey, codeWords: codeWords)
        let projectSections = ConceptExtractor.projectSectionBlocks(blocks)
        var chapterRanges: [(chapter: Int, blocks: Range<Int>)] = []
        var found: [[ParsedConcept]] = []  // the concepts each range of blocks explains
        var start = 0
        while start < blocks.count {
            let chapter = blockChapter[start]
            var end = start
            while end < blocks.count, blockChapter[end] == chapter { end += 1 }
            let chapterBlocks = Array(blocks[start..<end])
            chapters[chapter].passages = PassageExtractor.passages(in: chapterBlocks)
            let chapterProjectSections = Set(projectSections.filter { (start..<end).contains($0) }.map { $0 - start })
            // A heading alone in its chapter is explained by its subsections' first prose.
            let sectionProse = end - start == 1 ? blocks.proseOfSection(headedAt: start, atMost: 3) : []
            found.append(ConceptExtractor.concepts(in: chapterBlocks, projectSections: chapterProjectSections,
                                                   sectionProse: sectionProse, noteTerms: noteTerms))
            chapterRanges.append((chapter, start..<end))
            start = end
        }
        // `**Today's Progress**:` under every day of a log is its form, no concept (`TemplateLabels`).
        found = TemplateLabels.withoutLabels(found)
        // A name the note misspells beside its right spelling is that name (`TypoTwins`).
        let rightSpellings = TypoTwins.rightSpellings(in: found, text: body)
        // One concept, so one card, per term in a note: the first passage that explains
        // it. A later explanation in the same chapter joins its back; one in another
        // chapter stays a searchable passage.
        var conceptKeys = Set<ConceptSpelling>()
        var spellings: [String: [ConceptSpelling]] = [:]  // a term's `LearnerTerms.conceptName`: the concepts the note spells it as
        for ((chapter, _), concepts) in zip(chapterRanges, found) {
            var firstInChapter: [ConceptSpelling: Int] = [:]
            for var concept in concepts {
                let respelt = TypoTwins.respelt(concept.term, rightSpellings: rightSpellings)
                if respelt != concept.term { (concept.writtenTerm, concept.term) = (concept.writtenTerm ?? concept.term, respelt) }
                // The concept the note already has of this term, unless the two are spelt
                // apart (`ConceptSpelling.isApart`, a modifier and the attribute its name
                // spells); even those are one concept when the same words explain both.
                let own = ConceptSpelling(concept.term)
                let plain = own.name
                let known = spellings[plain, default: []]
                let key = known.first { !$0.isApart(from: own) } ?? known.first { spelling in
                    firstInChapter[spelling].map { CardBack.overlaps(chapters[chapter].concepts[$0].explanation, concept.explanation) } ?? false
                } ?? own
                if !known.contains(key) { spellings[plain, default: []].append(key) }
                // A term with nothing to say (a title over a list) leaves its card to a later passage.
                let saysSomething = !concept.explanation.isEmpty && concept.explanation != concept.term
                if saysSomething ? conceptKeys.insert(key).inserted : !conceptKeys.contains(key) {
                    if saysSomething { firstInChapter[key] = chapters[chapter].concepts.count }
                    chapters[chapter].concepts.append(concept)
                } else if saysSomething, let first = firstInChapter[key] {
                    chapters[chapter].concepts[first].term = LearnerTerms.mergedTerm(chapters[chapter].concepts[first].term,
                                                                                     concept.term)
                    chapters[chapter].concepts[first].explanation = CardBack.joined(chapters[chapter].concepts[first].explanation,
                                                                                    concept.explanation)
                }
            }
        }
        let apart = CardExtractor.termsApart(chapters.flatMap(\.concepts))
        for (chapter, range) in chapterRanges {
            chapters[chapter].cards = CardExtractor.cards(in: Array(blocks[range]), concepts: chapters[chapter].concepts,
                                                         note: fileStem + "\u{1F}" + noteTitle, apart: apart)
        }
        return ParsedNote(title: noteTitle, tags: frontMatter?.tags ?? [], chapters: chapters, warnings: warnings)
    }

    /// `swift`, `Swift`, `swift title="x"`, `{.swift}` → swift.
    static func language(fromInfo info: String) -> String? {
        let word = info.split(whereSeparator: { $0.isWhitespace || $0 == "," }).first.map(String.init) ?? ""
        let cleaned = word.lowercased().trimming("{}.")
        return cleaned.isEmpty ? nil : cleaned
    }

    static let proseLimit = 600

    /// The checks of the first `<!-- kb:expect … -->` comment after a code block, before
    /// the next code block or heading.
    static func expectations(after index: Int, in blocks: [MarkdownBlock]) -> String {
        var cursor = index + 1
        while cursor < blocks.count {
            switch blocks[cursor].kind {
            case .code, .heading: return ""
            case .html:
                let text = blocks[cursor].text
                if let start = text.range(of: "kb:expect") {
                    let rest = text[start.upperBound...]
                    return String(rest[..<(rest.range(of: "-->")?.lowerBound ?? rest.endIndex)]).trimmingWhitespace
                }
            default: break
            }
            cursor += 1
        }
        return ""
    }

    /// The paragraphs just before a code block, up to the previous heading or code block.
    static func prose(before index: Int, in blocks: [MarkdownBlock]) -> String {
        let paragraphs = blocks.proseTexts(from: index - 1, step: -1, atMost: 2).reversed()
        return clipped(paragraphs.joined(separator: "\n"), keepingEnd: true)
    }

    /// The paragraphs just after a code block, up to the next heading or code block; the
    /// paragraph right before the next code block introduces that one, so it is left out.
    static func prose(after index: Int, in blocks: [MarkdownBlock]) -> String {
        var texts = blocks.proseTexts(from: index + 1, step: 1, atMost: 3)
        var end = index + 1, textCount = 0
        while blocks.indices.contains(end), let text = blocks[end].proseText {
            if !text.isEmpty { textCount += 1 }
            end += 1
        }
        if blocks.indices.contains(end), case .code = blocks[end].kind, textCount == texts.count, !texts.isEmpty {
            texts.removeLast()
        }
        return clipped(texts.joined(separator: "\n"), keepingEnd: false)
    }

    /// The text cut to `proseLimit` characters, with `…` where it was cut.
    static func clipped(_ text: String, keepingEnd: Bool) -> String {
        // Characters are counted only up to the limit: counting a whole paragraph's
        // characters for each of its concepts was a tenth of concept extraction.
        guard text.utf8.count > proseLimit,
              let limit = text.index(text.startIndex, offsetBy: proseLimit, limitedBy: text.endIndex),
              limit < text.endIndex else { return text }
        return keepingEnd ? "…" + text.suffix(proseLimit) : text.prefix(proseLimit) + "…"
    }
}

extension MarkdownBlock {
    var isHeading: Bool {
        if case .heading = kind { return true }
        return false
    }

    /// The block as prose around a snippet: its text, empty for blocks that only show
    /// images or hold HTML, nil for blocks that end the prose (headings, code, rules).
    var proseText: String? {
        switch kind {
        case .heading, .code, .thematicBreak:
            return nil
        case .html:
            return ""
        case .paragraph, .tableRow:
            let withoutImages = images.reduce(text) { $0.replacingOccurrences(of: $1.placeholder, with: "") }
            return withoutImages.trimmingWhitespace.isEmpty ? "" : text.trimmingWhitespace
        }
    }
}

extension [MarkdownBlock] {
    /// The texts of up to `limit` prose blocks from `start` on, walking by `step` (1 onward,
    /// -1 back) until a heading, a code block or a break; blank ones are passed over.
    /// The prose under the heading at `index`, code blocks skipped, up to the next heading.
    func proseUnderHeading(at index: Int, atMost limit: Int) -> [String] {
        var texts: [String] = []
        var cursor = index + 1
        while indices.contains(cursor), texts.count < limit, !self[cursor].isHeading {
            // (A table of contents, `* [Navigation bar](#navigation-bar)`, names what comes
            // later; it explains nothing.)
            if !self[cursor].isLinkOnly, let text = self[cursor].proseText, !text.isEmpty { texts.append(text) }
            cursor += 1
        }
        return texts
    }

    /// The code blocks under the heading at `index`, up to the next heading.
    func codeUnderHeading(at index: Int) -> [MarkdownBlock] {
        self[(index + 1)...].prefix { !$0.isHeading }.filter { if case .code = $0.kind { true } else { false } }
    }

    /// The prose indented under the list item at `index`: its own further paragraphs and
    /// its nested items, not the next item; and under a nested item that asks a question
    /// (`- 붙이지 않았다면?`), the items that answer it.
    func textUnderItem(at index: Int) -> [String] {
        guard let item = self[index].listItem else { return [] }
        var questions = Set<Int>()
        var texts: [String] = []
        for block in self[(index + 1)...] {
            let isOwn = block.listItem == item || block.outerListItem == item
            guard isOwn || block.outerListItem.map(questions.contains) == true else { break }
            guard let text = block.proseText else { continue }
            if isOwn, let nested = block.listItem, nested != item, text.hasSuffix("?") || text.hasSuffix("？") { questions.insert(nested) }
            texts.append(text)
        }
        return texts
    }

    func proseTexts(from start: Int, step: Int, atMost limit: Int) -> [String] {
        var texts: [String] = []
        var cursor = start
        while indices.contains(cursor), texts.count < limit, let text = self[cursor].proseText {
            if !text.isEmpty { texts.append(text) }
            cursor += step
        }
        return texts
    }
}
