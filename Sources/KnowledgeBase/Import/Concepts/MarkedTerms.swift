import Foundation

/// Terms marked as `code`, **bold** or *emphasis* in a sentence that explains them.
extension ConceptExtractor {
    /// The marked spans a sentence is about: a span the learner is told the name of
    /// in bold or italics (`**container views**`, `_ideal size_`, `` `X`란 ``, `` `X`라고 한다 ``, ``called the `attribute graph` ``),
    /// the topic of a Korean sentence (`` `Spacer`는 … ``, `` `@State` 프로퍼티는 … ``) or the
    /// subject an English sentence opens with (``The `@StateObject` property wrapper works …``).
    /// A span used in passing (``…를 `resizable` 다음에 붙인다``) is no term: the passage stays
    /// searchable, and the card goes to the passage that explains it.
    /// `named` says the sentence gives the span's name (`` `X`란 ``, ``named `body` ``): it
    /// asks for the term, so even a generic word is one.
    static func termSpans(_ block: MarkdownBlock) -> [(span: InlineSpan, named: Bool)] {
        withoutSpansAfterTheTopic(candidateTermSpans(block), in: block.text)
    }

    /// ``` `Identifiable`프로토콜은 `id`속성을 구현해야 하고 ```, ``` `ForEach`는 주로 `SectionedList`
    /// … 구현할때 사용된다 ```: a clause that opens with its topic is about it; a span after the
    /// topic, up to the clause's first comma, is what the clause says of it, not a second term
    /// (unless the sentence names it, `` `X`라고 한다 ``). Spans before the topic join it
    /// (`` `HStack`과 `VStack`은 ``); after the comma a clause may have a topic of its own
    /// (`` `@State`는 …했다면, `@ObservedObject`는 … ``).
    static func withoutSpansAfterTheTopic(_ spans: [CandidateSpan], in text: String) -> [(span: InlineSpan, named: Bool)] {
        var topicScope: Range<String.Index>?
        var kept: [(span: InlineSpan, named: Bool)] = []
        for candidate in spans {
            let range = candidate.span.range
            if let scope = topicScope, scope.contains(range.lowerBound), !candidate.named { continue }
            if candidate.opensTopic {
                let end = text.utf8[range.upperBound...].firstIndex { $0 == UInt8(ascii: ",") || isSentenceEndByte($0) } ?? text.endIndex
                topicScope = range.upperBound..<end
            }
            kept.append((candidate.span, candidate.named))
        }
        return kept
    }

    /// `**ForEach.** The number of views can change …`: the full stop of a bold lead ends the
    /// lead, no part of the name it stresses, when that is a name as Swift spells one (a lead
    /// in words, `**Be careful.**`, `**Result.**`, stays a sentence, no term).
    static func withoutLeadsFullStop(_ span: InlineSpan) -> InlineSpan {
        guard span.kind != .code, span.text.hasSuffix("."), span.text.count >= 4 else { return span }
        let name = span.text.dropLast()
        guard isIdentifierLike(String(name)) else { return span }
        var trimmed = span
        trimmed.text = String(name)
        return trimmed
    }

    /// `**Explicit** identity and **structural** identity`: one marked word, then the noun
    /// it shares with the marked word joined to it by `and` or `or`, is a kind of that noun;
    /// the term is both words. (`Use **HStack** for rows and **VStack** for columns` shares
    /// no noun: `for` is a word of the sentence.)
    static func withSharedHeadNoun(_ span: InlineSpan, in block: MarkdownBlock) -> InlineSpan {
        guard span.kind != .code, !span.text.isEmpty, span.text.allSatisfy(\.isLetter) else { return span }
        let text = block.text
        func noun(after span: InlineSpan) -> Substring? {
            let rest = text[span.range.upperBound...]
            guard rest.first == " " else { return nil }
            let word = rest.dropFirst().prefix(while: \.isLetter)
            return word.count >= 3 && word.allSatisfy(\.isLowercase) && !SubjectPosition.connectives.contains(String(word)) ? word : nil
        }
        /// Whether `first`'s noun is followed by `and`/`or` and then `second`.
        func joins(_ first: InlineSpan, _ second: InlineSpan, by head: Substring) -> Bool {
            guard first.range.upperBound < second.range.lowerBound else { return false }
            let between = text[first.range.upperBound..<second.range.lowerBound]
            return [" and ", " or ", ", and ", ", or ", ", "].contains { between == " " + head + $0 }
        }
        guard let head = noun(after: span), block.spans.contains(where: { other in
            other.range != span.range && other.kind == span.kind && other.text.allSatisfy(\.isLetter) && noun(after: other) == head
                && (joins(span, other, by: head) || joins(other, span, by: head))
        }) else { return span }
        var widened = span
        widened.text = span.text + " " + head
        return widened
    }

    /// A marked span `termSpans` may keep, decided on its own: whether its sentence names it,
    /// and whether it opens its sentence as the Korean topic (`` `Spacer`는 … ``), which
    /// `withoutSpansAfterTheTopic` reads.
    typealias CandidateSpan = (span: InlineSpan, named: Bool, opensTopic: Bool)

    /// Every marked span that `termSpans` may keep, each decided on its own.
    private static func candidateTermSpans(_ block: MarkdownBlock) -> [CandidateSpan] {
        block.spans.compactMap { marked -> CandidateSpan? in
            let span = withSharedHeadNoun(withoutLeadsFullStop(marked), in: block)
            guard isTermLike(span.text) else { return nil }
            let text = block.text
            // The sentence's ends are found as bytes: reading the text before each span as
            // characters took a tenth of the concept extractor's time on long paragraphs.
            let bytes = text.utf8
            let sentenceStart = bytes[..<span.range.lowerBound].lastIndex(where: isSentenceEndByte).map { bytes.index(after: $0) }
                ?? text.startIndex
            let opening = text[sentenceStart..<span.range.lowerBound]
            let after = text[span.range.upperBound...]
            let sentenceEnd = bytes[span.range.upperBound...].firstIndex(where: isSentenceEndByte) ?? text.endIndex
            // `**Flower**` over `![Flower](images/flower.gif)`: a caption of the picture after
            // it, as a gallery of a project's screens writes one; no term.
            if isCaption(span, after: after) { return nil }
            // `with **simple examples** and **strong mental models**`: where a sentence bolds
            // four spans or more, bold words are its stress; a name marked as code still names.
            if span.kind == .strong, !span.text.contains("`"), !isIdentifierLike(span.text),
               block.spans.filter({ $0.kind == .strong && $0.range.lowerBound >= sentenceStart && $0.range.upperBound <= sentenceEnd }).count >= 4 {
                return nil
            }
            // `then **ALL** of the children views`, `**CRUD** your global state`: capitals in
            // bold shout a word; an acronym a note explains is followed by what it is.
            if span.kind != .code, span.text.count >= 3, span.text.allSatisfy({ $0.isUppercase || $0 == " " }),
               !after.hasPrefix(":"), !after.hasPrefix(" is "), !after.hasPrefix(" ("), !after.hasPrefix(" -") {
                return nil
            }
            // `> 💡 **Overview**` alone on its line titles what follows, as a heading would.
            if after.prefix(while: { $0 != "\n" }).trimmingWhitespace.isEmpty, headingStopWords.contains(span.text.lowercased()) {
                return nil
            }
            // `**Fix**: …`, `**Answer:**`: a label, not a term; nor is `**Feature**: `feature-01``,
            // a label whose line holds nothing but code.
            if after.hasPrefix(":") || span.text.hasSuffix(":") {
                let line = after.drop { ":* ".contains($0) }.prefix { $0 != "\n" }
                let label = span.text.trimming(":").lowercased()
                // (`- **Description**:` over its text on the next line labels it as much.)
                if colonStopWords.contains(label) || isQualifiedLabel(label) || LearnerTerms.facetLabels.contains(label)
                    || !line.isEmpty && isCodeOnly(String(line)) {
                    return nil
                }
                // `**Build Status**: Passing`: one English word after the colon is a label's
                // value, as `ColonDefinitions` reads it.
                if !line.isEmpty, isLabelValue(line) { return nil }
            }
            // ``"Understanding When to Use `.task()` vs …"``: a name in a title of an article
            // or a video is no term the sentence explains.
            if isInTitle(opening) { return nil }
            // ``The `@State` *property wrapper* only works …``: the marked words right after a
            // name say what kind of thing it is; the name is the term.
            if span.kind != .code, opening.hasSuffix("` "),
               span.text.lowercased().split(separator: " ").allSatisfy({ SubjectPosition.kindWords.contains(String($0)) }) {
                return nil
            }
            // Bold marks a term; italics a term of two or three words (`_ideal size_`), or a
            // word only stressed (`_above_`, `_explicit_`).
            // A marked title (`_`Project 18`_`, `**`.frame` : …**`) is no term: a term is words.
            // A word of a diagram (`**User** > (interact) > **Action**`) is a step, no term.
            let inDiagram = ["> ", "→", "->"].contains { after.drop { $0 == " " }.hasPrefix($0) }
                || ["> ", "→ ", "-> "].contains { opening.hasSuffix($0) && !opening.trimmingWhitespace.isEmpty }
            // (Read only for bold and italics, the spans it decides.)
            let isWords = span.kind != .code && !inDiagram && span.text.allSatisfy { $0.isLetter || $0 == " " || $0 == "-" }
                && !isStressedPredicate(span.text, opening: opening, after: after)
                && (block.inNumberedList || !isStressedKoreanPredicate(span.text, opening: opening, after: after))
            // ``a `View` protocol, which …`` says what the name is, as `called X` does.
            let opensTopic = { span.kind == .code && opening.trimmingWhitespace.isEmpty && SubjectPosition.isKoreanTopic(after: after) }
            if SubjectPosition.isNamed(before: opening, after: after)
                || span.kind == .code && SubjectPosition.isExplainedByRelativeClause(before: opening, after: span.text.hasSuffix(",") ? "," + after : after) {
                return (span, true, opensTopic())
            }
            let isTerm = span.kind == .strong && isWords && wordCount(span.text) <= 3
                || span.kind == .emphasis && isWords && (2...3).contains(wordCount(span.text))
                || SubjectPosition.isNamedByKind(after: after)
                || SubjectPosition.isUsed(after: after, sentence: text[sentenceStart..<sentenceEnd])
                || SubjectPosition.isKoreanTopic(after: after)
                || SubjectPosition.opensWithUse(before: opening, after: after)
                || SubjectPosition.isMeans(span: span.text, after: after)
                || SubjectPosition.isMeansToAGoal(before: opening, after: after, sentence: text[sentenceStart..<sentenceEnd])
                || SubjectPosition.isEnglishSubject(before: opening, after: after)
                || span.kind == .code && SubjectPosition.isEnglishUse(before: opening, after: clause(after))
            return isTerm ? (span, false, opensTopic()) : nil
        }
    }

    /// The text after a span to its sentence's end: the line, up to a period that ends a
    /// sentence (`. `), not one that opens a member (`.sheet(item:)`).
    static func clause(_ after: Substring) -> Substring {
        var line = after.prefix { $0 != "\n" }
        if let end = line.firstRange(of: ". ") { line = line[..<end.lowerBound] }
        return line.hasSuffix(".") ? line.dropLast() : line
    }

    /// `parent **owns** the data`, `This is **mandatory**.`, `but can **control** it`,
    /// `Child **cannot exist alone**`: lowercase English a sentence uses as its verb or its
    /// predicate is stressed, not a term.
    static func isStressedPredicate(_ span: String, opening: Substring, after: Substring) -> Bool {
        guard span.first?.isLowercase == true, span.allSatisfy({ $0.isASCII }) else { return false }
        let before = opening.split(separator: " ").last?.lowercased() ?? ""
        let first = span.split(separator: " ").first?.lowercased() ?? ""
        let next = after.drop { $0 == " " }.prefix { $0.isLetter || $0 == "'" }.lowercased()
        return predicateLeads.contains(before) || modals.contains(first) || stressWords.contains(first)
            || objectWords.contains(next) || isStressedAdjective(span, after: after)
    }

    /// `needs this data and **does** change it`, `**only** on iOS 17`, `**no need**`, `you
    /// **have to** pass it`: a marked word that is an auxiliary, a negation, a duty's verb or
    /// an adverb of degree stresses the sentence's claim; it names nothing.
    static let stressWords: Set<String> = [
        "does", "do", "did", "doesn't", "didn't", "is", "are", "was", "were", "isn't", "aren't", "not", "no", "only",
        "always", "also", "just", "even", "very", "really", "still", "both", "either", "neither", "none",
        "have", "has", "had", "need", "needs",
    ]

    /// `Performs **synchronous** actions`, `a **reusable** view`: one bold adjective before
    /// the noun it describes stresses the description; the noun is what the sentence is about.
    static func isStressedAdjective(_ span: String, after: Substring) -> Bool {
        guard !span.contains(" "), ["ous", "ful", "ive", "ible", "able", "less"].contains(where: { span.hasSuffix($0) }),
              after.first == " ", let next = after.dropFirst().first else { return false }
        return next.isLowercase
    }

    /// `**조합**되어 동작`, `**정렬**한 뒤`: a Korean noun in bold made a verb by the ending
    /// glued to it is the sentence's predicate, stressed. (A step of a numbered process that
    /// marks its verb, `1. 부모가 크기를 **제안**한다`, names the step by it: LayoutStepConcepts.)
    /// So are bold words between a topic and the copula (`TabView는 **서류함의 탭
    /// 인덱스**입니다`): they say what the topic is, and a card of them would explain the topic.
    /// A lowercase English word made a verb so is stressed too (`**deprecated**되었습니다`).
    static func isStressedKoreanPredicate(_ span: String, opening: Substring, after: Substring) -> Bool {
        let isKorean = span.unicodeScalars.contains(where: LearnerTerms.isHangul)
        let isEnglishWord = span.allSatisfy { $0.isASCII && ($0.isLowercase || $0 == " ") }
        if isKorean || isEnglishWord, koreanVerbalizers.contains(where: { after.hasPrefix($0) }) { return true }
        return isKorean && koreanCopulas.contains { after.hasPrefix($0) }
            && opening.split(separator: " ").contains { $0.count >= 2 && ($0.hasSuffix("는") || $0.hasSuffix("은")) }
    }

    /// The copula's polite and plain endings glued to a noun: `인덱스입니다`, `뷰이다`.
    static let koreanCopulas = ["입니다", "이다", "이에요", "예요", "이죠", "입니까"]

    /// Endings that make a Korean noun a verb: `되어`, `된다`, `하여`, `한다`, `해서`.
    static let koreanVerbalizers = ["되", "된", "됩", "돼", "하", "한", "합", "해", "했"]

    /// Words before a predicate: a copula, a modal, a negation, `to`.
    static let predicateLeads: Set<String> = [
        "is", "are", "was", "were", "be", "been", "being", "can", "cannot", "can't", "must", "should", "will", "would",
        "may", "might", "could", "not", "to", "does", "doesn't", "don't", "do", "also",
    ]
    static let modals: Set<String> = ["can", "cannot", "can't", "must", "should", "will", "would", "may", "might", "could",
                                      "don't", "doesn't", "never"]
    /// Words that open a verb's object: after them the marked word was the verb.
    static let objectWords: Set<String> = ["the", "a", "an", "it", "its", "this", "that", "these", "those", "them", "their"]

    /// Whether a marked name stands in a title: inside quotation marks (`"` or `“`) that the
    /// sentence opens before it, or after two capitalised words of a title past the
    /// sentence's first (`Understanding When to Use`; the small words of titles, `to`, `of`,
    /// `in`, are skipped).
    static func isInTitle(_ opening: Substring) -> Bool {
        if opening.filter({ $0 == "\"" }).count % 2 == 1 || opening.contains("“") && !opening.contains("”") { return true }
        let small: Set<String> = ["to", "of", "in", "on", "for", "and", "or", "the", "a", "an", "vs", "with"]
        // (The sentence's first word is capitalised as any sentence's is: `Then Use
        // `GeometryReader` …`, `**Pro Tip** `LazyVStack`은 …` are no titles.)
        let words: [String] = opening.split(separator: " ").dropFirst().suffix(4).map { String($0).trimming("*_\"“") }
            .filter { !small.contains($0.lowercased()) }
        guard words.count >= 2 else { return false }
        return words.suffix(2).allSatisfy { word in
            word.first?.isUppercase == true && word.dropFirst().allSatisfy { $0.isLowercase } && !word.hasSuffix(":")
        }
            && !opening.trimmingWhitespace.hasSuffix(":")
    }

    /// `.`, `!`, `?` or a line break: what ends a sentence around a marked term.
    static func isSentenceEndByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ".") || byte == UInt8(ascii: "!") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "\n")
    }

    /// Short enough to be a term, and not code, a URL or a sentence.
    static func isTermLike(_ text: String) -> Bool {
        // A term is at most 40 characters, and no character takes more than 4 bytes but
        // for rare clusters, so longer text is no term and is not counted.
        guard text.utf8.count <= 200 else { return false }
        let trimmed = LearnerTerms.withoutEmptyClosure(text.trimmingWhitespace)
        // Code statements and kb's own `[image: …]` placeholders are not terms.
        guard !trimmed.isEmpty, !trimmed.utf8.contains(where: isCodeByte),
              trimmed.utf8.count <= 40 || trimmed.count <= 40 || isLabelledSignature(trimmed),
              trimmed.contains(where: \.isLetter) || isSigil(trimmed),
              wordCount(trimmed) <= 4 else { return false }
        let lower = trimmed.lowercased()
        // (`ㅇㅣ해`: letters typed apart, a slip or a laugh, `ㅋㅋ`, spell no word.)
        guard !trimmed.unicodeScalars.contains(where: { (0x3131...0x318E).contains($0.value) }) else { return false }
        // (`**transforms it**`: a verb and its object stressed in a sentence; `for:`, an
        // argument's label alone, labels no concept, OrchardNotes.)
        if lower.hasSuffix(" it") || lower.hasSuffix(" them") { return false }
        let unmarked = lower.filter { $0 != "`" }
        if unmarked.hasSuffix(":"), unmarked.count > 1, unmarked.dropLast().allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) {
            return false
        }
        return !(lower.hasPrefix("http") || lower.hasPrefix("//") || lower.hasPrefix("www."))
    }

    /// A method named with all its argument labels, `placeSubviews(in:proposal:subviews:cache:)`:
    /// one name however long, as Apple's documentation spells it (at most 80 characters).
    static func isLabelledSignature(_ text: String) -> Bool {
        var bytes = Substring(text).utf8
        guard bytes.count <= 80, bytes.last == UInt8(ascii: ")") else { return false }
        bytes = bytes.dropLast()
        if let first = bytes.first, first == UInt8(ascii: ".") || first == UInt8(ascii: "@") { bytes = bytes.dropFirst() }
        guard let open = bytes.firstIndex(of: UInt8(ascii: "(")), isIdentifier(bytes[..<open]) else { return false }
        let labels = bytes[bytes.index(after: open)...].split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false)
        // `in:proposal:` splits into "in", "proposal" and the empty rest after the last colon.
        guard labels.count >= 2, labels.last?.isEmpty == true else { return false }
        return labels.dropLast().allSatisfy(isIdentifier)
    }

    /// A Swift identifier in ASCII: a letter or `_`, then letters, digits and `_`.
    private static func isIdentifier(_ bytes: Substring.UTF8View.SubSequence) -> Bool {
        guard let first = bytes.first, isLetterOrUnderscore(first) else { return false }
        return bytes.allSatisfy { isLetterOrUnderscore($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }

    private static func isLetterOrUnderscore(_ byte: UInt8) -> Bool {
        // (`| 0x20` makes an ASCII capital its small letter.)
        byte == UInt8(ascii: "_") || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
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
}
