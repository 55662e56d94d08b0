import Foundation

/// How a concept was found in a note.
public enum ConceptSource: String, Codable, Sendable, CaseIterable {
    /// A term marked as `code`, **bold** or *emphasis* in a sentence that explains it.
    case markedTerm = "marked-term"
    /// A `term: explanation` line.
    case colonDefinition = "colon"
    /// A sentence about its topic: `X는 … 이다`, `X이란 …`, `X is a …`.
    case topicSentence = "topic"
    /// A question and its answer: `Q) … A) …`.
    case question
    /// A heading that names a concept.
    case heading
    /// A custom kind of a thing: `커스텀 정렬`, `custom alignment`.
    case custom
}

/// Finds the concepts of one chapter's blocks: the terms a learner would look up, each
/// with the text that explains it.
enum ConceptExtractor {
    static let explanationLimit = 500

    static func concepts(in blocks: [MarkdownBlock]) -> [ParsedConcept] {
        var found: [ParsedConcept] = []
        var seen = Set<String>()
        /// `explanation` is as `explaining` gives it, made once for all the terms of a block.
        func add(_ term: String, _ explanation: String, _ line: Int, _ source: ConceptSource) {
            let term = term.collapsingWhitespace
            guard !term.isEmpty, seen.insert("\(line)\u{0}\(term.lowercased())").inserted else { return }
            found.append(ParsedConcept(term: term, explanation: explanation, line: line, source: source))
        }
        var answered = Set<Int>()  // blocks read as the answer of a question
        for (index, block) in blocks.enumerated() where !answered.contains(index) {
            switch block.kind {
            case .heading:
                let terms = headingTerms(block.text)
                let explanation = terms.isEmpty ? "" : explaining(followingProse(after: index, in: blocks))
                for term in terms {
                    add(term, explanation, block.startLine, .heading)
                }
            case .paragraph:
                if let (question, answer, answerBlock) = questionAndAnswer(at: index, in: blocks) {
                    if let answerBlock { answered.insert(answerBlock) }
                    add(question, explaining(answer), block.startLine, .question)
                    continue
                }
                if let (term, explanation) = colonDefinition(block) {
                    add(term, explaining(explanation), block.startLine, .colonDefinition)
                }
                let text = explaining(block.text)
                for span in termSpans(block) {
                    add(span.text, text, lineOf(span.range.lowerBound, in: block), .markedTerm)
                }
                for (term, line) in topicTerms(block) {
                    add(term, text, line, .topicSentence)
                }
                for (term, line) in customTerms(block) {
                    add(term, text, line, .custom)
                }
            case .tableRow(let cells, let isHeader):
                if !isHeader, cells.count == 2, isTermLike(cells[0]), !cells[1].isEmpty {
                    add(cells[0].trimming("`*"), explaining(cells[1]), block.startLine, .colonDefinition)
                }
            case .code, .html, .thematicBreak:
                continue
            }
        }
        return found
    }

    /// A concept's explanation: the text trimmed and clipped.
    static func explaining(_ text: String) -> String {
        NoteParser.clipped(text.trimmingWhitespace, keepingEnd: false)
    }

    // MARK: Headings

    static let headingStopWords: Set<String> = [
        "들어가며", "요약", "정리", "출처", "참고", "참고자료", "예시", "예제", "마치며", "결론", "목차", "소개",
        "summary", "introduction", "intro", "overview", "references", "reference", "conclusion", "contents",
        "example", "examples", "notes", "todo", "wrap-up", "recap",
    ]

    /// The concepts a heading names: `The ZStack` → ZStack; `HStack & VStack` → HStack,
    /// VStack; `Layout priority`; not `7. Introducing Stacks & Containers` nor `요약`.
    static func headingTerms(_ text: String) -> [String] {
        let heading = ChapterHeading(text)
        var title = heading.title.trimming(".:!?")
        title = withoutArticle(title)
        let words = title.split(separator: " ")
        guard let firstWord = words.first?.lowercased() else { return [] }
        if headingStopWords.contains(firstWord) || headingStopWords.contains(title.lowercased()) { return [] }
        guard title.count >= 2 else { return [] }
        let parts = splitConjunction(title).map(withoutArticle)
        let namesIdentifier = words.contains { isIdentifierLike(String($0)) }
        if heading.number != nil && !namesIdentifier { return [] }
        if heading.number == nil && words.count > 3 && !namesIdentifier { return [] }
        if parts.count > 1 && parts.allSatisfy({ isIdentifierLike($0) || isTermLike($0) && $0.split(separator: " ").count <= 2 }) {
            return parts
        }
        return words.count <= 4 ? [title] : []
    }

    static func withoutArticle(_ text: String) -> String {
        for article in ["The ", "the ", "A ", "An "] where text.hasPrefix(article) && text.count > article.count {
            return String(text.dropFirst(article.count))
        }
        return text
    }

    /// `A & B`, `A and B`, `A과 B`, `A와 B`, `A, B` → [A, B].
    static func splitConjunction(_ text: String) -> [String] {
        var parts = [text]
        // Each separator is looked for in the whole text first: most topics hold none.
        for separator in [" & ", " and ", ", ", "과 ", "와 ", " 및 "] where !text.byteRanges(of: separator).isEmpty {
            parts = parts.flatMap { $0.components(separatedByBytes: separator).map(String.init) }
        }
        return parts.map(\.trimmingWhitespace).filter { !$0.isEmpty }
    }

    /// A Swift identifier written the way APIs are: `GeometryReader`, `@State`, `.frame`,
    /// `layoutPriority`, not a plain word like `Layout`.
    static func isIdentifierLike(_ word: String) -> Bool {
        var body = Substring(word)
        var marked = false
        if let first = body.first, first == "@" || first == "." {
            body = body.dropFirst()
            marked = true
        }
        guard let first = body.first, first.isLetter || first == "_",
              body.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), body.allSatisfy(\.isASCII) else {
            return false
        }
        return marked || body.dropFirst().contains(where: \.isUppercase)
    }

    static func followingProse(after index: Int, in blocks: [MarkdownBlock]) -> String {
        var texts: [String] = []
        var cursor = index + 1
        while cursor < blocks.count, texts.count < 2, let text = blocks[cursor].proseText {
            if !text.isEmpty { texts.append(text) }
            cursor += 1
        }
        return texts.joined(separator: "\n")
    }

    // MARK: Questions

    /// `Q) question` with `A) answer` in the same paragraph or the next one.
    static func questionAndAnswer(at index: Int, in blocks: [MarkdownBlock]) -> (String, String, Int?)? {
        let text = blocks[index].text
        guard let question = text.droppingMarker(["Q)", "Q.", "Q:", "Q．", "질문:", "질문)"]) else { return nil }
        let lines = question.split(separator: "\n", omittingEmptySubsequences: false)
        if let answerLine = lines.firstIndex(where: { $0.trimmingWhitespace.droppingMarker(answerMarkers) != nil }) {
            let answer = lines[answerLine...].joined(separator: "\n").trimmingWhitespace.droppingMarker(answerMarkers) ?? ""
            return (lines[..<answerLine].joined(separator: " ").trimmingWhitespace, answer, nil)
        }
        let next = index + 1
        if next < blocks.count, case .paragraph = blocks[next].kind,
           let answer = blocks[next].text.droppingMarker(answerMarkers) {
            return (question.collapsingWhitespace, answer, next)
        }
        return (question.collapsingWhitespace, "", nil)
    }

    static let answerMarkers = ["A)", "A.", "A:", "A．", "답:", "답)"]

    // MARK: term: explanation

    static let colonStopWords: Set<String> = [
        "tip", "tips", "note", "notes", "참고", "주의", "예", "예시", "예제", "결과", "reference", "references",
        "출처", "이유", "warning", "todo", "정리", "summary", "ex", "e.g", "source", "link", "see", "참조",
    ]

    /// `term: explanation` on the first line: `modifier: UIKit의 …`, `**firstTextBaseline** : …`.
    static func colonDefinition(_ block: MarkdownBlock) -> (String, String)? {
        let text = block.text
        let firstLineEnd = text.utf8.firstIndex(of: UInt8(ascii: "\n")) ?? text.endIndex
        guard text.utf8[..<firstLineEnd].contains(UInt8(ascii: ":")) else { return nil }
        var cursor = text.startIndex
        while cursor < firstLineEnd {
            if let span = block.spans.first(where: { $0.kind == .code && $0.range.contains(cursor) }) {
                cursor = span.range.upperBound
                continue
            }
            if text[cursor] == ":" {
                let after = text.index(after: cursor)
                guard after == text.endIndex || text[after].isWhitespace else { return nil }
                var term = String(text[..<cursor]).trimmingWhitespace
                term = term.droppingListNumber.trimming("`*_ ")
                let explanation = String(text[after...]).trimmingWhitespace
                guard isTermLike(term), !colonStopWords.contains(term.lowercased()),
                      !explanation.isEmpty, !explanation.hasPrefix("http"), !explanation.hasPrefix("//") else {
                    return nil
                }
                return (term, explanation)
            }
            cursor = text.index(after: cursor)
        }
        return nil
    }

    // MARK: Marked terms

    static let topicParticles = ["이란", "란", "은", "는", "이", "가", "이라는", "라는", "의", "과", "와"]

    /// The first term-like span of a paragraph, and every other one that is the topic or
    /// subject of its sentence (directly followed by 은, 는, 이, 가, 이란 …).
    static func termSpans(_ block: MarkdownBlock) -> [InlineSpan] {
        let candidates = block.spans.filter { isTermLike($0.text) }
        guard let first = candidates.first else { return [] }
        let topics = candidates.dropFirst().filter { span in
            let rest = block.text[span.range.upperBound...].drop(while: { $0 == " " })
            return ["이란", "란", "은", "는", "이", "가"].contains { rest.hasPrefix($0) }
        }
        return [first] + topics
    }

    /// Short enough to be a term, and not code, a URL or a sentence.
    static func isTermLike(_ text: String) -> Bool {
        // A term is at most 40 characters, and no character takes more than 4 bytes but
        // for rare clusters, so longer text is no term and is not counted.
        guard text.utf8.count <= 200 else { return false }
        let trimmed = text.trimmingWhitespace
        // Code statements and kb's own `[image: …]` placeholders are not terms.
        guard !trimmed.isEmpty, !trimmed.utf8.contains(where: isCodeByte),
              trimmed.utf8.count <= 40 || trimmed.count <= 40, trimmed.contains(where: \.isLetter),
              wordCount(trimmed) <= 4 else { return false }
        let lower = trimmed.lowercased()
        return !(lower.hasPrefix("http") || lower.hasPrefix("//") || lower.hasPrefix("www."))
    }

    /// `=;{}[]` and newlines: bytes of code, never of a term.
    static func isCodeByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "="), UInt8(ascii: ";"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "["),
             UInt8(ascii: "]"), UInt8(ascii: "\n"):
            return true
        default:
            return false
        }
    }

    /// The words of `text` between spaces, counted by byte: `split(separator: " ").count`
    /// without making the words.
    static func wordCount(_ text: String) -> Int {
        var count = 0
        var inWord = false
        for byte in text.utf8 {
            if byte == UInt8(ascii: " ") {
                inWord = false
            } else if !inWord {
                inWord = true
                count += 1
            }
        }
        return count
    }

    // MARK: Topic sentences

    static let topicStopWords: Set<String> = [
        "이", "이것", "이건", "그", "그것", "저", "저것", "이때", "여기", "여기서", "위", "아래", "다음", "이번",
        "결과", "차이", "이유", "문제", "방법", "경우", "우리", "나", "저희", "대부분", "모든", "둘", "하나",
        "이렇게", "그러나", "하지만", "그런데", "또한", "즉", "따라서", "그래서", "그러면", "이제", "먼저",
        "마지막", "처음", "지금", "현재", "실제", "사실", "기본", "일반", "보통", "결국", "전체", "각각", "때",
        "it", "this", "that", "there", "here", "which", "what", "who", "one", "each", "all", "they", "these", "those",
    ]

    /// Terms that sentences of the block are about: `Spacer는 …`, `레이아웃이란 …`,
    /// `HStack과 VStack은 …`, `A Spacer is …`.
    static func topicTerms(_ block: MarkdownBlock) -> [(String, Int)] {
        var terms: [(String, Int)] = []
        var line = block.startLine
        for textLine in block.text.components(separatedByBytes: "\n") {
            defer { line += 1 }
            for sentence in sentences(in: textLine) {
                // Marks are dropped: `VStack`과 reads as VStack과. Topics are found in the
                // first four words, so the rest of the sentence stays one piece.
                // Split as bytes: a space is one byte, and splitting by Character would find
                // every grapheme's end in every sentence of every note.
                let pieces = sentence.utf8.split(separator: UInt8(ascii: " "), maxSplits: 4).compactMap(Substring.init)
                let words = pieces.enumerated().map { offset, word in
                    offset < 4 && word.utf8.contains(where: { $0 == UInt8(ascii: "`") || $0 == UInt8(ascii: "*") })
                        ? word.filter { $0 != "`" && $0 != "*" } : String(word)
                }
                guard words.count >= 3 else { continue }
                if let topic = koreanTopic(words) ?? englishTopic(words) {
                    for part in splitConjunction(topic) where isTopicTerm(part) {
                        terms.append((part, line))
                    }
                }
            }
        }
        return terms
    }

    static func sentences(in line: Substring) -> [Substring] {
        var result: [Substring] = []
        let bytes = line.utf8
        var start = line.startIndex
        var index = line.startIndex
        while index < line.endIndex {
            let byte = bytes[index]
            let next = bytes.index(after: index)
            if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "!") || byte == UInt8(ascii: "?"),
               next == line.endIndex || bytes[next] == UInt8(ascii: " ") {
                result.append(line[start..<index])
                start = next
            }
            index = next
        }
        if start < line.endIndex { result.append(line[start...]) }
        return result.map { $0.drop(while: { $0 == " " || $0 == "-" || $0 == "*" }) }
    }

    /// The phrase before a topic particle in the first three words: `HStack과 VStack은 …`
    /// → `HStack과 VStack`. Hangul words take only 은, 는, 이란, 란, since 이 and 가
    /// end many Korean nouns; identifiers take 이 and 가 as well.
    static func koreanTopic(_ words: [String]) -> String? {
        for (offset, word) in words.prefix(3).enumerated() {
            let cleaned = word.trimming("`*_\"'“”()")
            for particle in ["이란", "란", "은", "는", "이", "가"] where cleaned.hasUTF8Suffix(particle) {
                let stem = String(cleaned.dropLast(particle.count)).trimming("`*_\"'“”").balancingParentheses
                guard !stem.isEmpty else { continue }
                let stemIsHangul = stem.unicodeScalars.last.map(SearchTokenizer.isCJK) ?? false
                if stemIsHangul && (particle == "이" || particle == "가") { continue }
                // `binding이 필요하면`: 이 and 가 make a topic of API names only (`Text가`).
                if (particle == "이" || particle == "가") && !(isIdentifierLike(stem) || stem.first?.isUppercase == true) {
                    continue
                }
                // `챕터에서는`, `ZStack에는`: a place or a direction, not a topic.
                if caseParticles.contains(where: { stem.hasUTF8Suffix($0) }) { return nil }
                // `높은`, `작은`: a one-syllable stem is an adjective, not a topic.
                if stemIsHangul && stem.count < 2 { return nil }
                // `이는`, `그것은`: pronouns are no topic.
                if topicStopWords.contains(stem.lowercased()) { return nil }
                // Earlier words belong to the topic only when they join it (`HStack과`)
                // or name it (`container view는`); `가운데 Text가` is about Text.
                let leading = words[..<offset].map { $0.trimming("`*_") }
                let joined = leading.reversed().prefix { word in
                    word.hasSuffix("과") || word.hasSuffix("와") || word == "&" || word == "and"
                        || word.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "@._".contains($0)) }
                }
                return (joined.reversed() + [stem]).joined(separator: " ")
            }
        }
        return nil
    }

    static let caseParticles = ["에서", "에게", "에", "으로", "로", "까지", "부터", "보다", "처럼", "하고", "만"]

    static func englishTopic(_ words: [String]) -> String? {
        for offset in 1...min(3, words.count - 2) where ["is", "are", "means"].contains(words[offset].lowercased()) {
            let phrase = words[..<offset].map { $0.trimming("`*_") }.joined(separator: " ")
            return withoutArticle(phrase)
        }
        return nil
    }

    static func isTopicTerm(_ phrase: String) -> Bool {
        let words = phrase.split(separator: " ")
        guard isTermLike(phrase), words.count <= 3 else { return false }
        if words.contains(where: { topicStopWords.contains($0.lowercased()) }) { return false }
        // A one-syllable Korean word is rarely a concept, and often a pronoun.
        if words.count == 1, phrase.count < 2 { return false }
        return true
    }

    // MARK: Custom things

    static let customPrefixes = ["커스텀 ", "사용자 정의 ", "custom ", "Custom "]
    static let customStopWords: Set<String> = ["가능", "가능한", "하게", "한", "하다", "할", "해서", "하여", "된"]

    /// `커스텀 정렬 조건을 …` → 커스텀 정렬; `a custom alignment` → custom alignment.
    static func customTerms(_ block: MarkdownBlock) -> [(String, Int)] {
        var terms: [(String, Int)] = []
        for prefix in customPrefixes {
            for found in block.text.byteRanges(of: prefix) {
                let nextWord = block.text[found.upperBound...].prefix { !$0.isWhitespace && !",.;:!?()".contains($0) }
                let noun = strippingParticle(String(nextWord)).trimming("`*_")
                guard !noun.isEmpty, !customStopWords.contains(noun), noun.first?.isLetter == true else { continue }
                terms.append((prefix + noun, lineOf(found.lowerBound, in: block)))
            }
        }
        return terms
    }

    static func strippingParticle(_ word: String) -> String {
        for particle in ["으로", "에서", "이란", "을", "를", "은", "는", "이", "가", "의", "로", "과", "와", "도", "에"]
        where word.hasSuffix(particle) && word.count > particle.count + 1 {
            return String(word.dropLast(particle.count))
        }
        return word
    }

    static func lineOf(_ index: String.Index, in block: MarkdownBlock) -> Int {
        block.startLine + block.text.utf8[..<index].reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    }
}

extension String {
    /// Without the unmatched parentheses at its ends: `neutral)` → neutral, while
    /// `.frame(width:)` stays whole.
    var balancingParentheses: String {
        var text = Substring(self)
        while text.last == ")", text.filter({ $0 == ")" }).count > text.filter({ $0 == "(" }).count {
            text = text.dropLast()
        }
        while text.first == "(", text.filter({ $0 == "(" }).count > text.filter({ $0 == ")" }).count {
            text = text.dropFirst()
        }
        return String(text)
    }
}

extension StringProtocol {
    /// The text after one of `markers` at its start, trimmed; nil when none starts it.
    func droppingMarker(_ markers: [String]) -> String? {
        // Every paragraph is asked; most start with no marker, and are not copied to say so.
        let start = unicodeScalars.firstIndex { !$0.isWhitespace } ?? endIndex
        guard markers.contains(where: { self[start...].hasPrefix($0) }) else { return nil }
        let trimmed = self.trimmingWhitespace
        for marker in markers where trimmed.hasPrefix(marker) {
            return String(trimmed.dropFirst(marker.count)).trimmingWhitespace
        }
        return nil
    }

    /// `1) term`, `2. term` → `term`.
    var droppingListNumber: String {
        let digits = prefix(while: \.isASCIIDigit)
        let rest = dropFirst(digits.count)
        guard !digits.isEmpty, let marker = rest.first, marker == ")" || marker == "." else { return String(self) }
        return rest.dropFirst().trimmingWhitespace
    }
}
