import Foundation

/// `term: explanation` lines.
extension ConceptExtractor {
    static let colonStopWords: Set<String> = [
        "tip", "tips", "note", "notes", "참고", "주의", "예", "예시", "예제", "결과", "reference", "references",
        "출처", "이유", "warning", "todo", "정리", "summary", "ex", "e.g", "source", "link", "see", "참조",
        "quick summary", "nota bene", "n.b", "nb",
        // The facets of a log's entry (`- Input: It takes a sequence …`, `**Next ideas**`, RimeNotes).
        "input", "inputs", "outputs", "required", "optional", "next ideas", "next steps", "ideas",
        // What an example prints or shows: `Output: Logs 100 messages on load.`
        "output", "result", "출력", "실행 결과",
        // What a question-and-answer note labels its parts with: `**Answer:** …`, `**Fix**: …`.
        "answer", "answers", "답", "답변", "정답", "question", "질문", "fix", "solution", "해결", "해결책", "해결 방법",
        // Where a quote comes from: `공식문서 : A flexible space …`.
        "공식문서", "공식 문서", "애플 공식문서", "애플 문서", "documentation", "apple documentation", "official documentation",
    ]

    /// `Great tip: Use a View extension …`, `Side note:`, `Key takeaway:`: a word or two
    /// before the label of a box or an aside still make a label, not a term.
    static func isQualifiedLabel(_ term: String) -> Bool {
        let words = term.lowercased().split(separator: " ")
        guard (2...3).contains(words.count), let last = words.last else { return false }
        return asideLabels.contains(String(last)) && words.dropLast().allSatisfy { $0.allSatisfy(\.isLetter) }
    }

    static let asideLabels: Set<String> = ["tip", "tips", "note", "notes", "reminder", "fact", "facts",
                                           "caveat", "gotcha", "takeaway", "takeaways", "lesson", "lessons", "warning"]

    /// `term: explanation` on the first line: `modifier: UIKit의 …`, `**firstTextBaseline** : …`.
    static func colonDefinition(_ block: MarkdownBlock) -> (String, String)? {
        let text = block.text
        let firstLineEnd = text.utf8.firstIndex(of: UInt8(ascii: "\n")) ?? text.endIndex
        guard text.utf8[..<firstLineEnd].contains(UInt8(ascii: ":")) else { return nil }
        var cursor = text.startIndex
        // `push(_:): 경로를 …`, `NavigationStack(path:): …`: a colon inside a call's
        // parentheses labels an argument; the definition's colon comes after them.
        var depth = 0
        while cursor < firstLineEnd {
            if let span = block.spans.first(where: { $0.kind == .code && $0.range.contains(cursor) }) {
                cursor = span.range.upperBound
                continue
            }
            if text[cursor] == "(" || text[cursor] == "（" { depth += 1 } else if text[cursor] == ")" || text[cursor] == "）" { depth = max(0, depth - 1) }
            if text[cursor] == ":", depth == 0 {
                let after = text.index(after: cursor)
                // `` `term`:설명 ``: a Korean explanation may follow a marked term's colon unspaced.
                let gluedAfterCode = cursor > text.startIndex && after < text.endIndex && text[text.index(before: cursor)] == "`"
                    && text[after].unicodeScalars.first.map(LearnerTerms.isHangul) == true
                guard after == text.endIndex || text[after].isWhitespace || gluedAfterCode else { return nil }
                var term = String(text[..<cursor]).trimmingWhitespace
                // `var body: some View {}` written as prose: a declaration's colon, not a
                // definition's (marked as code, `` `var body: some View`: … ``, it names the code).
                if let first = term.split(separator: " ").first, ["var", "let", "func", "static", "private"].contains(first) {
                    return nil
                }
                term = withoutTypedArguments(term.droppingListNumber.trimming("`*_ "))
                // `` `View` protocol`` is View protocol; `VStack. VStack(spacing` and
                // `can add a header` are a sentence cut at a colon, not a term.
                term = term.filter { $0 != "`" }
                guard !isCutSentence(term) else { return nil }
                // `- Creating a form: `Form` have a limit of 10 children`: a step of a course
                // is about its object when that is one word (`form`), else it names no term
                // (`Adding a navigation bar`, `Modifying program state`).
                if isSectionTitle(term, byPreposition: false) {
                    let object = withoutGerund(term)
                    guard object != term else { return nil }
                    // (Spelled as the line's code spells it: `form` is `Form`.)
                    term = block.spans.first { $0.kind == .code && $0.text.lowercased() == object.lowercased() }?.text ?? object
                }
                let explanation = String(text[after...]).trimmingWhitespace
                // `Example of flexible views: `RoundedRectangle``: an example named, not a term.
                guard isTermLike(term), !colonStopWords.contains(term.lowercased()), !isQualifiedLabel(term), !isExampleLabel(term), !isInstruction(term),
                      isSentenceLike(explanation),
                      !explanation.hasPrefix("http"), !explanation.hasPrefix("//") else {
                    return nil
                }
                // `Read the full article: [Understanding …](…)`: words before a link's text alone
                // point at what the link holds and say nothing themselves; an API's name glossed
                // by a link's text (`` `ZStack`: [겹쳐 쌓는 스택](…) ``) is explained by it. (The
                // marks kb puts around an API's name are no part of the link's text.)
                let unmarked = explanation.filter { $0 != "`" }.trimming(".")
                if !isIdentifierLike(term), writtenAPIName(term) == nil,
                   block.linkedTexts.contains(where: { $0.filter { $0 != "`" }.trimmingWhitespace == unmarked }) { return nil }
                // `**Current Status:** Done ✅`: one English word is a label's value, not an
                // explanation (a Korean gloss of one word, `.fill: 채우기`, may be one).
                if isLabelValue(explanation) { return nil }
                return (term, explanation)
            }
            cursor = text.index(after: cursor)
        }
        return nil
    }
}

extension ConceptExtractor {
    /// `Observe an object: ObservableObject without retaining.`: a verb with its object,
    /// as a step says what to do, labels what follows; it names no term (WrenNotes).
    static func isInstruction(_ term: String) -> Bool {
        let words = term.lowercased().split(separator: " ").map(String.init)
        return words.count >= 3 && (imperativeVerbs.contains(words[0]) || instructionVerbs.contains(words[0]))
            && ["a", "an", "the", "your", "our"].contains(words[1])
    }

    /// Verbs a cheat sheet's label opens with, beside a step's (`imperativeVerbs`).
    static let instructionVerbs: Set<String> = ["observe", "mark", "use", "read", "store", "manage", "track"]

    /// `Example of flexible views`, `Examples of inflexible views`: a label over examples.
    static func isExampleLabel(_ term: String) -> Bool {
        let lower = term.lowercased()
        return ["example of ", "examples of ", "e.g. ", "for example "].contains { lower.hasPrefix($0) }
    }

    /// `repeatCount, repeatForever: 반복 수준`: a colon definition's API names listed with
    /// commas, each explained by the text after the colon; any other term stays whole.
    static func eachListedName(_ term: String) -> [String] {
        let names = term.split(separator: ",").map { String($0).trimmingWhitespace }
        guard names.count >= 2, names.allSatisfy({ isIdentifierLike($0) }) else { return [term] }
        return names
    }

    /// English verbs of what a subject does (`SwiftUI uses …`), which no name of two words or
    /// more has as its second.
    static let actionVerbs: Set<String> = ["uses", "has", "makes", "lets", "needs", "takes", "gives", "provides", "supports",
                                           "allows", "requires", "returns", "creates", "offers", "handles", "manages"]

    /// Words a clause opens with, never a term.
    static let clauseWords: Set<String> = ["can", "could", "should", "would", "will", "must", "use", "add", "we", "you", "it",
                                           "this", "that", "if", "when", "then", "also", "just", "there", "there's", "here's",
                                           "it's", "that's", "let's", "i", "i'm"]

    /// Text before a colon that is a sentence cut there: an open parenthesis, a sentence
    /// end inside it, or a clause's opening word.
    static func isCutSentence(_ term: String) -> Bool {
        let opens = term.filter { $0 == "(" }.count, closes = term.filter { $0 == ")" }.count
        if opens != closes || term.containsBytes(". ") { return true }
        // `SwiftUI uses declarative lifecycle:` over a list: a subject and its verb (NookNotes).
        // (`Structs are **value types** – …` keeps its stressed name: `is` and `are` name.)
        let words = term.split(separator: " ")
        if words.count >= 3, actionVerbs.contains(words[1].lowercased()) { return true }
        return words.first.map { clauseWords.contains($0.lowercased()) } ?? false
    }

    /// `Done ✅`, `Passing`: fewer than two English words, a label's value rather than an
    /// explanation (a Korean gloss of one word, `채우기`, may be one).
    static func isLabelValue(_ text: some StringProtocol) -> Bool {
        text.split(separator: " ").filter { $0.contains(where: \.isLetter) }.count < 2
            && !text.unicodeScalars.contains(where: LearnerTerms.isHangul)
    }

    /// Whether an explanation says something: two words at least, and not a title
    /// (`Introduction`, `View Extensions for Better Code Readability`, a bare `Image`).
    static func isSentenceLike(_ text: String) -> Bool {
        let words = text.split(whereSeparator: \.isWhitespace)
        guard words.count >= 2 else { return false }
        let long = words.filter { $0.count > 3 }
        let isTitle = !long.isEmpty && long.allSatisfy { $0.first?.isUppercase == true && $0.allSatisfy(\.isASCII) }
        // (`WeSplit: Wrap Up`: two capitalised words are a title too.)
        let isShortTitle = words.count == 2 && words.allSatisfy { $0.first?.isUppercase == true && $0.allSatisfy(\.isLetter) && $0.allSatisfy(\.isASCII) }
        return (!isTitle || words.count < 3) && !isShortTitle
    }
}

extension ConceptExtractor {
    /// A line that heads the text under it, as a heading would: `Sizing:` over a list,
    /// `1. **alignment**` over its explanation. Its term, or nil.
    static func headingLikeTerm(_ block: MarkdownBlock) -> String? {
        let text = block.text.trimmingWhitespace
        guard !text.contains("\n"), text.utf8.count <= 80 else { return nil }
        let item = text.droppingListNumber
        let isWholeBold = item.hasPrefix("**") && item.hasSuffix("**") && item.count > 4
            || block.isBold(throughout: item)
        guard item.hasSuffix(":") || isWholeBold else {
            return markedName(ofTitle: item, spans: block.spans)
        }
        let term = LearnerTerms.withoutLeadingSymbols(String(item.trimming(":").trimming("`*_ ")).droppingListNumber)
        // `**(1) ObservedObject란?**`: a bold line that asks what a thing is heads the text
        // under it as the heading `## ObservedObject란?` would.
        if isWholeBold, let asked = askedWhatItIs(term) { return asked }
        // A section title names a term only when it says what a step uses.
        if isSectionTitle(term) { return usedSubject(term) }
        guard isTermLike(term), !colonStopWords.contains(term.lowercased()), !headingStopWords.contains(term.lowercased()),
              !isListOfReading(term), !isCutSentence(term) else {
            return nil
        }
        return term
    }

    /// `Group {} 여러뷰를 하나의 단위로 묶을 수 있음`, `ZStack {}` over `스크린 - 사용자 방향 순서로 …`:
    /// an API's name written with empty braces or parentheses, as a note writes a view it
    /// introduces, and then what it does. The term and its explanation, or nil.
    static func introducedByEmptyCall(_ block: MarkdownBlock) -> (String, String)? {
        let text = block.text.trimmingWhitespace
        let name = text.prefix { $0.isLetter || $0.isNumber || $0 == "@" || $0 == "." }
        guard name.count >= 3, isIdentifierLike(String(name)) || name.first?.isUppercase == true && name.dropFirst().allSatisfy(\.isLetter)
        else { return nil }
        let afterName = text.dropFirst(name.count).drop { $0 == " " }
        guard let call = ["{}", "{ }", "()"].first(where: { afterName.hasPrefix($0) }) else { return nil }
        let explanation = afterName.dropFirst(call.count).trimmingWhitespace
        // What follows says something: Korean words, or three English words.
        guard !explanation.isEmpty, !explanation.hasPrefix("."), !explanation.hasPrefix("{"),
              explanation.unicodeScalars.contains(where: LearnerTerms.isHangul)
                || explanation.split(separator: " ").filter({ $0.allSatisfy(\.isLetter) }).count >= 3 else { return nil }
        return (String(name), String(explanation))
    }

    /// `2.1 @State`, `2.3 @ObservedObject와 ObservableObject`: a line numbered as a section
    /// (two numbers or more, joined by dots) that names APIs heads the text under it, as the
    /// heading `### @State` would. The APIs it names, or nil.
    static func numberedTitleTerms(_ block: MarkdownBlock) -> [String]? {
        let text = block.text.trimmingWhitespace
        guard block.listItem == nil, !text.contains("\n"), text.utf8.count <= 80, let title = sectionTitle(text) else { return nil }
        let names = splitConjunction(title)
        guard !names.isEmpty, names.count <= 3, names.allSatisfy({ isIdentifierLike($0) && !isPlatform($0) }) else { return nil }
        return names
    }

    /// `2.1 @State` → `@State`: the words after a section's number of two numbers or more,
    /// without code marks; nil for any other line.
    static func sectionTitle(_ line: String) -> String? {
        let heading = ChapterHeading(line)
        guard let number = heading.number, number.contains("."), heading.title != line.collapsingWhitespace else { return nil }
        return heading.title.filter { $0 != "`" && $0 != "*" }
    }

    /// Whether the list item at `index` holds nested items that open as `term: explanation`
    /// or `term - explanation` entries.
    static func headsAGlossary(at index: Int, in blocks: [MarkdownBlock]) -> Bool {
        guard let item = blocks[index].listItem, index + 1 < blocks.count,
              blocks[index + 1].outerListItem == item, blocks[index + 1].listItem != item else { return false }
        return colonDefinition(blocks[index + 1]) != nil || dashDefinition(blocks[index + 1]) != nil
    }

    /// `> 상태 프로퍼티` over the paragraph that explains it: a short noun phrase quoted
    /// alone on its line, as a subtitle, heads the text under the quote as a heading would.
    static func quotedTitleTerm(at index: Int, in blocks: [MarkdownBlock]) -> String? {
        let block = blocks[index]
        guard let quote = block.blockQuote, block.listItem == nil, index + 1 < blocks.count,
              blocks[index + 1].kind == .paragraph, blocks[index + 1].blockQuote != quote else { return nil }
        let text = LearnerTerms.withoutLeadingSymbols(block.text.trimmingWhitespace.filter { $0 != "*" && $0 != "_" })
        let words = text.split(separator: " ")
        // (`> 💡 **Overview**` titles a quote as a section's heading does.)
        guard !text.contains("\n"), (1...4).contains(words.count), !text.contains(where: { ".!?:,()[]".contains($0) }),
              !headingStopWords.contains(text.lowercased()), !colonStopWords.contains(text.lowercased()),
              ownOrJoin(words.dropLast().map(String.init)), isTermLike(text) else { return nil }
        return text.filter { $0 != "`" }
    }

    /// A list item whose first line is a noun phrase alone, with its explanation indented
    /// under it in the same item (`* Stack의 정렬` over `  정렬은 …`): it heads that text as
    /// a heading would; so does a question (`* modifier의 적용 순서가 중요한가?`), about its
    /// subject. Its term, or nil. A clause (`* 테스트를 하려면`) heads nothing.
    static func listHeadTerm(at index: Int, in blocks: [MarkdownBlock]) -> String? {
        let block = blocks[index]
        guard let item = block.listItem else { return nil }
        // (`- `.background` view modifier:` over its example's code, then the items that
        // explain it: the code in the item is not its text.)
        var next = index + 1
        while next < blocks.count, case .code = blocks[next].kind, blocks[next].listItem == item { next += 1 }
        guard next < blocks.count, blocks[next].kind == .paragraph else { return nil }
        // `- `sheet`` over a nested list that explains it: the nested items are the text
        // under it, as an indented paragraph is.
        let nested = blocks[next].outerListItem == item && blocks[next].listItem != item
        guard blocks[next].listItem == item || nested else { return nil }
        if let topic = askedTopic(block.text) { return topic }
        // `- `environmentObject(_:)`` over nested items: a function named by its signature,
        // as Apple's documentation names it, alone on the item.
        if nested, block.spans.count == 1, let only = block.spans.first, only.kind == .code,
           only.text.count + 2 >= block.text.trimmingWhitespace.count, calledName(only.text) != nil {
            return only.text
        }
        // `- `HStack` and `VStack` (the most basic kinds of layouts):`, `- `Grid` (e.g. tables)`:
        // the colon that opens the items and a gloss in parentheses after the names are not
        // words of the term.
        let text = withoutTrailingGloss(block.text.trimmingWhitespace.trimming(":")).filter { $0 != "`" && $0 != "*" }
        // (A modifier marked as code keeps its dot: `- `.background` view modifier:`.)
        let unpunctuated = text.split(separator: " ").map { word in
            block.spans.contains { $0.kind == .code && $0.text == word } ? String(word).trimming(".") : String(word)
        }.joined(separator: " ")
        // `- Spacer()` over what it does: a call as Swift writes it, alone on its item.
        if nested, !text.contains(" "), text.hasSuffix(")"), writtenAPIName(text) != nil, isTermLike(text) { return text }
        guard !text.contains("\n"), text.count <= 40, !unpunctuated.contains(where: { ".!?:,()".contains($0) }) else { return nil }
        var words = text.split(separator: " ").map(String.init)
        // `view modifier` is one kind word.
        if words.count == 3, words[1].lowercased() == "view", SubjectPosition.kindWords.contains(words[2].lowercased()) {
            words.remove(at: 1)
        }
        guard let last = words.last, (1...4).contains(words.count) else { return nil }
        // `- `contentMode` 인자`: an API's name with its kind word heads what the nested
        // items say of it; so does a plain word the item marks as code (`- `task` 수정자`).
        // A capitalised word before an API's kind is a type's name too (`- Layout protocol`);
        // before `Views` or `Modifiers` it names a group (`- Leaf Views` in a table of contents).
        let markedAsCode = block.spans.contains { $0.kind == .code && $0.text == words[0] }
        let namedByKind = words[0].first?.isUppercase == true && words[0].allSatisfy { $0.isASCII && $0.isLetter }
            && ["protocol", "modifier", "macro", "struct", "type", "property", "wrapper"].contains(last.lowercased())
        if words.count == 2, SubjectPosition.kindWords.contains(last.lowercased()), isIdentifierLike(words[0]) || markedAsCode || namedByKind,
           isTermLike(words[0]), !LearnerTerms.isGenericSubject(words[0]) {
            return words[0]
        }
        // A nested list under a plain word is a list of its kinds or examples (`- 정렬` over
        // `- leading`, `- center`): only an API's name heads it, marked as code, written as
        // Swift writes it (`- GeometryReader`), two joined by `and` (`- LazyHStack and
        // LazyVStack`), or spelled in words that the items write as Swift does (`- View
        // Modifier` over `- ViewModifier 프로토콜`).
        // (`- class` and `- struct` under `- class & struct`: Swift's kinds of type head what
        // the items under them say of each.)
        let calledUnder = nested && words.count == 1 ? apiCalledUnderItem(words[0], at: index, in: blocks) : nil
        // (`* Sidler` over `Slider(…)`: the name as the code spells it.)
        if let calledUnder, calledUnder != words[0] { return calledUnder }
        let namesAPIs = words.count == 1 && (block.spans.contains(where: { $0.kind == .code }) || isIdentifierLike(words[0])
                                             || nested && typeKindKeywords.contains(words[0])
                                             || calledUnder != nil)
            || words.count == 3 && ["and", "&", "/"].contains(words[1]) && isIdentifierLike(words[0]) && isIdentifierLike(words[2])
        if nested, !namesAPIs,
           !spellsAPIName(words, under: blocks[next...].prefix { $0.outerListItem == item || $0.listItem == item }) {
            return nil
        }
        // Words before the last may only own it (`View의`); the last is a noun.
        guard ownOrJoin(words.dropLast()) else { return nil }
        // `* Button의 생성자` over its signature and what its parameters do: how the API is
        // made is what the item explains of it, and the card asks for the API.
        if let owner = initializerOwner(words) { return owner }
        // A Korean noun last names a task (`데이터 읽기`, `화면 분할`) unless it is a property
        // of what the item owns (`Stack의 정렬`).
        if last.unicodeScalars.last.map(LearnerTerms.isHangul) == true,
           phraseBreakingEndings.contains(where: { last.hasSuffix($0) }) || LearnerTerms.isVerbStem(last)
            || !words.dropLast().contains(where: { $0.hasSuffix("의") }) {
            return nil
        }
        let lowerLast = last.lowercased()
        guard !headingStopWords.contains(lowerLast), !colonStopWords.contains(lowerLast), isTermLike(text) else { return nil }
        return text
    }

    /// Swift's keywords for a kind of type, which a note compares item by item.
    static let typeKindKeywords: Set<String> = ["class", "struct", "enum", "protocol", "actor", "extension"]

    /// `HStack and VStack (the most basic kinds of layouts)` → `HStack and VStack`: the words
    /// before a gloss in parentheses that ends the line, when there are any.
    static func withoutTrailingGloss(_ line: String) -> String {
        guard line.hasSuffix(")"), let open = line.lastIndex(of: "("), open > line.startIndex,
              line[line.index(before: open)] == " " else { return line }
        return line[..<open].trimmingWhitespace
    }

    /// `View Modifier` over items that write `ViewModifier`: two or three capitalised
    /// English words whose joined spelling the items under them use.
    static func spellsAPIName(_ words: [String], under items: some Sequence<MarkdownBlock>) -> Bool {
        guard (2...3).contains(words.count),
              words.allSatisfy({ $0.first?.isUppercase == true && $0.allSatisfy { $0.isASCII && $0.isLetter } }) else { return false }
        let joined = words.joined()
        return items.contains { $0.text.containsBytes(joined) }
    }

    /// Whether each Hangul word of `words` owns the words after it (`View의`) or joins them
    /// as a noun (`적용`), carrying no particle, verb ending or adverb: the words of one noun
    /// phrase before its last.
    static func ownOrJoin<Words: Sequence>(_ words: Words) -> Bool where Words.Element == String {
        words.allSatisfy { word in
            word.unicodeScalars.last.map(LearnerTerms.isHangul) != true || word.hasSuffix("의")
                || !phraseBreakingEndings.contains(where: { word.hasSuffix($0) }) && !isAdverb(word)
        }
    }

    /// A line of three words or more that titles a step of the text rather than naming a
    /// term: opening with a gerund (`Handling Complex View Hierarchies`, `Using the Ternary
    /// Operator`) or joined by a preposition (`Focus on several topics`). An API name in it
    /// makes it a term. (A title that states a rule, `Modifiers Create New Views`, names
    /// what the text explains, and stays.)
    static func isSectionTitle(_ term: String, byPreposition: Bool = true) -> Bool {
        let words = term.split(separator: " ")
        // `Environment vs regular modifiers`: a comparison is one concept (`isComparison`).
        guard words.count >= 3, !words.contains(where: { isIdentifierLike(String($0)) }), !isComparison(term) else {
            return false
        }
        let opensWithGerund = words[0].count > 4 && words[0].hasSuffix("ing") && words[0].first?.isUppercase == true
        return opensWithGerund || byPreposition && words.contains { SubjectPosition.connectives.contains($0.lowercased()) }
    }

    /// What a section title is about when it says what a step uses: `Using the Ternary
    /// Operator` → Ternary Operator, `Using Stacks With Spacers` → Stacks. Nil for any other
    /// title (`Handling Complex View Hierarchies`).
    static func usedSubject(_ title: String) -> String? {
        var words = title.split(separator: " ")
        guard words.first == "Using" else { return nil }
        words.removeFirst()
        if let article = words.first, ["a", "an", "the"].contains(article.lowercased()) { words.removeFirst() }
        words = Array(words.prefix { !SubjectPosition.connectives.contains($0.lowercased()) })
        guard (1...3).contains(words.count), words.allSatisfy({ $0.first?.isUppercase == true }) else { return nil }
        let subject = words.joined(separator: " ")
        return isTermLike(subject) && !headingStopWords.contains(subject.lowercased()) ? subject : nil
    }

    /// `**Underlying Use of `ModifiedContent`**` → ModifiedContent: a bold title of several
    /// words that marks one name as code is about that name, as a heading is
    /// (`headingTerms`). Nil when it marks none or several, when the title is the name with
    /// a word or two, when a colon follows the name (`**`.frame` : Stack의 Frame을
    /// 지정**`), which `colonDefinition` reads, or when it is a sentence in bold (``**`@State`
    /// keeps a value the view owns.**``), which explains the name itself.
    static func markedName(ofTitle title: String, spans: [InlineSpan]) -> String? {
        guard spans.count == 2, spans[0].kind == .strong, spans[0].text.count + 4 >= title.count, spans[1].kind == .code,
              title.split(separator: " ").count >= 3, !title.contains(":"),
              !title.trimming("*_ ").hasSuffix(".") else { return nil }
        let name = spans[1].text.trimmingWhitespace
        return isIdentifierLike(name) && isTermLike(name) ? name : nil
    }

    /// `adaptive(minimum: CGFloat, maximum: CGFloat)` → adaptive: a call with typed
    /// arguments names the function; `frame(width:)` stays whole.
    static func withoutTypedArguments(_ term: String) -> String {
        guard let open = term.firstIndex(of: "("), term.hasSuffix(")"), open != term.startIndex,
              term[open...].contains(": ") else { return term }
        return String(term[..<open])
    }
}

extension StringProtocol {
    /// `1) term`, `2. term`, `(3) term` → `term`.
    var droppingListNumber: String {
        if first == "(", let close = firstIndex(of: ")"), close > index(after: startIndex),
           self[index(after: startIndex)..<close].allSatisfy(\.isASCIIDigit) {
            return self[index(after: close)...].trimmingWhitespace
        }
        let digits = prefix(while: \.isASCIIDigit)
        let rest = dropFirst(digits.count)
        guard !digits.isEmpty, let marker = rest.first, marker == ")" || marker == "." else { return String(self) }
        return rest.dropFirst().trimmingWhitespace
    }
}
