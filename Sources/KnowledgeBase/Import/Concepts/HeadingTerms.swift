import Foundation

/// The concepts a heading names; the prose under the heading explains them.
extension ConceptExtractor {
    static let headingStopWords: Set<String> = [
        "들어가며", "요약", "정리", "출처", "참고", "참고자료", "예시", "예제", "마치며", "결론", "목차", "소개",
        "summary", "introduction", "intro", "overview", "references", "reference", "conclusion", "contents",
        "example", "examples", "notes", "todo", "wrap-up", "recap", "etc", "etc.", "기타", "misc",
        "exercise", "exercises", "suggested exercises", "연습 문제", "연습문제", "과제", "실습",
        // A lesson's review and quiz (`**Review**`, `Questions:` over the quiz, MarshNotes and
        // NookNotes).
        "review", "questions", "quiz", "review questions", "복습", "퀴즈", "문제 풀이",
        // A reference page's sections (`### Key parameters`, `### Where it's defined`).
        "key parameters", "parameters", "key points", "key concepts", "key takeaways", "takeaways", "where it's defined",
        // What a section of a note says it is (`## 동작 방식`, `## 핵심 포인트`, MarshNotes).
        "동작 방식", "핵심 포인트", "핵심 정리", "포인트",
        // A tutorial's setting up and showing (`## Getting Started` over the steps of a new
        // project, `## Demo` over a recording).
        "getting started", "시작하기", "demo", "데모", "how to run", "how to use", "installation", "requirements",
        "description", "details", "discussion", "usage", "설명", "개요", "사용법", "정의",
        // The sections of an API's documentation page a note copies (`> ### Declaration`,
        // `> ### 지원 플랫폼`, `> ### 특징`).
        "declaration", "topics", "relationships", "see also", "api", "특징", "주요 특징", "구성 요소", "지원 플랫폼",
        // A course lesson's frame (`## What You'll Learn`, `> **Quick Summary:**`, FloeNotes).
        "what you'll learn", "what you’ll learn", "what you will learn", "learning objectives", "objectives",
        "quick summary", "in this lesson", "lesson summary", "next steps",
    ]

    /// Words a heading puts before a colon to say what kind of section it opens
    /// (`Key Concept: @State`), not what the section is about; a workbook's exercise
    /// (`실습 4: 명시적 애니메이션`) practises what follows it.
    static let sectionLabels: Set<String> = [
        "key concept", "key concepts", "core concept", "core concepts", "concept", "concepts", "deep dive", "topic",
        "note", "tip", "warning", "important",
        "개념", "핵심 개념", "핵심", "주제", "실습",
    ]

    /// The concepts a heading names: `The ZStack` → ZStack; `HStack & VStack` → HStack,
    /// VStack; `Layout priority`; not `7. Introducing Stacks & Containers` nor `요약`.
    static let exampleWords: Set<String> = ["예제", "예시", "예제들", "예시들", "example", "examples"]

    static func headingTerms(_ text: String) -> [String] {
        let heading = ChapterHeading(text)
        // (`✅ 7. Model Configuration` is numbered as `7. Model Configuration` is.)
        // (`**#27 Transition**` counts a lecture: `withoutSectionCounter`.)
        let isNumbered = heading.number != nil || LearnerTerms.opensWithSectionNumber(LearnerTerms.withoutLeadingSymbols(heading.title))
        var asked = LearnerTerms.withoutLeadingSymbols(withoutSectionCounter(heading.title))
        if heading.number == nil, isNumbered { asked = ChapterHeading(asked).title }
        // `Associated Data (연관 데이터)`: a term with its gloss is a term as its name alone
        // is; the gloss stays, so that text using either name explains it (`GlossedHeadings`).
        // (`2. 제어 흐름 (Control Flow)` is a numbered section's title, glossed or not.)
        if !isNumbered, let (name, _) = glossedNames(asked), headingTerms(name) == [name] { return [asked] }
        // `Q2. `onChange(of:)`?`: an interview question's number is no part of what it asks.
        if let question = withoutQuestionNumber(asked) { return headingTerms(question) }
        // `Day 3: HN`, `Day 5 - PID Controller`: a log's day and what it was spent on, a
        // concept only when that is an API's name (`Day 12: GeometryReader`).
        // (`HN`, an abbreviation in capitals, is no API's name.)
        if let topic = diaryTopic(asked) {
            return topic.contains(where: \.isLowercase) ? writtenAPIName(topic).map { [$0] } ?? [] : []
        }
        // `UIKit View Vs SwiftUI View`, `What is the difference between A and B?`: the
        // difference is the one concept, however many words its sides take.
        if let comparison = ComparedNames.comparison(in: asked) { return [comparison] }
        if let topic = askedTopic(asked) { return [topic] }
        var title = asked.trimming(".:!?")
        // `## Query ()`: a call typed with a space before its parentheses.
        if title.hasSuffix(" ()"), title.dropLast(3).allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) {
            title = String(title.dropLast(3)) + "()"
        }
        // `CUSTOM MODIFIERS`: a heading in capitals shouts its words; they are words.
        // (Hangul has no capitals: `MVVM 패턴`, `UI 구성` shout nothing.)
        let letters = title.filter(\.isLetter)
        if title.contains(" "), letters.count >= 6, letters.allSatisfy({ $0.isASCII && $0.isUppercase }) { title = title.lowercased() }
        // `Key Concept: @State`, `Deep Dive: Swift Observation Framework`: the words before
        // the colon say what kind of section it is; the heading names what follows them.
        // (`개념 2: 프로그래밍 방식 탭 전환`: the label counts the sections it opens.)
        if let colon = title.range(of: ": "), case let label = withoutSectionCount(title[..<colon.lowerBound]).lowercased(),
           sectionLabels.contains(label) {
            let named = String(title[colon.upperBound...])
            let terms = headingTerms(named)
            // (A concept though it reads as a task done: `ConceptLabelledHeadings`.)
            if terms.isEmpty, let concept = labelledConcept(named, label: label) { return [concept] }
            return terms
        }
        // `Step 1: `VStack``, `Step 2: Define Layout`: a tutorial's step, which uses what it names.
        if let colon = title.range(of: ": "), isStepLabel(title[..<colon.lowerBound]) { return [] }
        // `Property Wrapper: `State``: what kind of thing it is, then the API marked as code.
        if let colon = title.range(of: ": "), case let kind = title[..<colon.lowerBound], kind.split(separator: " ").count <= 3,
           !kind.contains("`"), !kind.contains(where: \.isNumber), !exampleWords.contains(kind.lowercased()),
           !["step", "tip", "note", "task", "todo", "exercise", "단계"].contains(kind.lowercased()),
           let code = soleCodeSpan(Substring(title[colon.upperBound...].trimmingWhitespace)), let name = glossedCodeName(String(code)) {
            return [name]
        }
        // `` `.task()` - Async-Aware View Modifier ``: an API's name, then after a dash what
        // kind of thing it is; `Use of scrollTargetBehavior(.viewAligned)`: the API a
        // section is about.
        // (`@State - @Binding 차이`, `HStack - VStack` name two APIs: the dash joins them.)
        if let dash = title.range(of: " - "), let name = writtenAPIName(String(title[..<dash.lowerBound])),
           !title[dash.upperBound...].split(separator: " ").contains(where: { writtenAPIName(String($0)) != nil }) {
            return [name]
        }
        // `Appearance - `onAppear()``, `Creation (Birth) - `init()``: a step's name, then after a
        // dash the API marked as code that it is (ShoalNotes' lifecycle guide).
        if let dash = title.range(of: " - "), title[..<dash.lowerBound].split(separator: " ").count <= 3,
           let code = soleCodeSpan(Substring(title[dash.upperBound...].trimmingWhitespace)), let first = code.first,
           first.isLetter || first == "." || first == "@",
           code.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "_.@():".contains($0)) }) {
            return [String(code)]
        }
        if title.lowercased().hasPrefix("use of "), let name = writtenAPIName(String(title.dropFirst(7))) { return [name] }
        if let names = namedAPIs(title) { return names }
        // `ForEach(data:, contents:)`, `ForEach(data: Range<Int>, contents:)`: an
        // initializer written with its labels, as the note spells it.
        if title.contains(", "), let name = calledName(title), name.first?.isUppercase == true { return [title] }
        // `TabView 사용`, `minLength 파라미터 사용`, `frame modifier 활용`: a step that uses an
        // API, as `Using X` is (`apiOfAStep`); the API is its term where the text under it
        // explains it.
        if let name = koreanStepAPI(title) { return [name] }
        // `Stack 내 정렬 방식(alignment) 변경`: a step on a thing glossed by its API word
        // (`GlossedStepSubjects`), numbered or not.
        if let name = glossedStepSubject(title) { return [name] }
        // `TextField에 사용자가 입력한 텍스트 읽기`: a step done on an API (`TargetsOfKoreanSteps`).
        if let name = koreanStepTarget(title) { return [name] }
        // `@Property Wrapper - 복습해야지요`: a remark after a dash is no part of the term.
        if let dash = title.range(of: " - "), title[dash.upperBound...].unicodeScalars.contains(where: LearnerTerms.isHangul),
           ["요", "다", "죠", "자", "함", "음"].contains(where: { title.hasSuffix($0) }) {
            title = String(title[..<dash.lowerBound])
        }
        title = withoutArticle(title)
        if let topic = whyItMatters(title) ?? whyItIsUsed(title) ?? koreanWhy(title) ?? koreanWhen(title) ?? howItWorks(title)
            ?? askedWhatItIs(title) ?? koreanAction(title) ?? apiOfAStep(title) ?? koreanMeansAPI(title) {
            return [topic]
        }
        title = withoutGerund(title)
        let words = title.split(separator: " ")
        // `1. Define a SwiftData Model`, `Create the View`: a step of a tutorial says what to
        // do; the text under it explains what it uses.
        if words.count >= 3, imperativeVerbs.contains(words[0].lowercased()), ["a", "an", "the", "your", "our"].contains(words[1].lowercased()) {
            return []
        }
        guard let firstWord = words.first?.lowercased() else { return [] }
        if headingStopWords.contains(firstWord) || headingStopWords.contains(title.lowercased()) || isListOfReading(title) {
            return []
        }
        // `@State의 예제`, `GeometryReader Example`, `Example: strokeBorder`: a heading over an
        // example shows the term at work; the text that explains it is elsewhere.
        if words.count >= 2, let last = words.last?.lowercased(), exampleWords.contains(last) { return [] }
        if words.count >= 2, exampleWords.contains(words[0].lowercased().trimming(":")) { return [] }
        // `### Cancellables Summary` over a table of cases: the recap of a section, which
        // the section's own heading names (OrchardNotes).
        if words.count >= 2, let last = words.last?.lowercased(), ["summary", "recap", "cheatsheet"].contains(last) { return [] }
        // `함께 사용하기`, `fill과 함께 사용하기`: a Korean step with no API's name written apart
        // (`koreanAction`) names no term.
        // So does one that ends in an action's noun (`코드에 적용`, `검색기능 구현`, `옵셔널 선언`),
        // or in one done on a phrase with Korean words in it (`Enum 상태 확인`).
        if let last = words.last, koreanActionEndings.contains(where: { last.hasSuffix($0) })
            || words.count >= 2 && koreanActionNouns.contains(String(last)),
           !words.contains(where: { $0.allSatisfy { $0.isASCII } }) || isStepOnKoreanPhrase(words) {
            return []
        }
        // `Modifying Alignment Guides`: a step of the text, not the thing it explains.
        // (A heading joined by `and` names each side: only the gerund counts here.)
        if isSectionTitle(title, byPreposition: false) { return [] }
        guard title.count >= 2 else { return [] }
        // `ZStack과의 차이점은?`, `LazyVStack과 VStack의 차이점`, `fill vs background`: the
        // difference is the concept, not each side of it.
        if isComparison(title) {
            let comparison = title.hasSuffix("은") || title.hasSuffix("는") ? String(title.dropLast()) : title
            return isTermLike(comparison) ? [comparison] : []
        }
        let parts = splitConjunction(title).map(withoutArticle)
        // (`### 2.3. `GeometryReader``, `### 1.1. `protocol``: a title of names marked as code
        // names them; `6. Dependency Injection with `@Environment`` is still a section's.)
        let marksOnlyNames = words.allSatisfy { isMarkedName($0) || ["and", "&", "vs"].contains($0.lowercased()) }
            || soleCodeSpan(Substring(title)) != nil
        let namesIdentifier = words.contains { isIdentifierLike(String($0)) } || marksOnlyNames
        if isNumbered && !namesIdentifier { return [] }
        if !isNumbered && words.count > 3 && !namesIdentifier { return [] }
        if parts.count > 1 && parts.allSatisfy({ isIdentifierLike($0) || isTermLike($0) && $0.split(separator: " ").count <= 2 }) {
            return parts
        }
        return words.count <= 4 ? [title] : []
    }

    /// `## 1. View Modifier` in a chapter whose code writes `ViewModifier`: a heading that
    /// spells an API's name in two or three capitalised words names that API, even numbered
    /// (a numbered heading of plain words is a section's title: `## 2. Basic Structure`).
    /// (Code only: a screenshot's folder, `2.GettingStart~.assets/…`, spells no API.)
    /// `overProse`: text under the heading explains its term (`sentenceCaseAPIName`).
    static func spelledHeadingTerm(_ text: String, in blocks: [MarkdownBlock], overProse: Bool = false) -> String? {
        let title = LearnerTerms.headingTitle(text).trimming(".:!?")
        let words = title.split(separator: " ").map(String.init)
        let code = blocks.lazy.filter { if case .code = $0.kind { true } else { false } }
        if spellsAPIName(words, under: code) { return words.joined() }
        return overProse ? sentenceCaseAPIName(words, under: code) : nil
    }

    /// `## Asymmetric Transition` over code that writes `.asymmetric(…)`, `## opacity
    /// Transition`: a name the code uses, then the kind of thing it is, capitalised as
    /// Swift names kinds, heads the text about that kind of the name.
    static func namesCodeWordsKind(_ term: String, codeWords: Set<Substring>) -> Bool {
        let words = term.split(separator: " ")
        guard words.count == 2, let kind = words.last, kind.count >= 4, kind.first?.isUppercase == true,
              kind.allSatisfy({ $0.isASCII && $0.isLetter }) else { return false }
        let name = words[0]
        return codeWords.contains(name) || codeWords.contains(Substring(name.prefix(1).lowercased() + name.dropFirst()))
    }

    /// `**#9 @ViewBuilder**` → `@ViewBuilder`, `C. Preview Content` → `Preview Content`: a
    /// lecture's number written after `#` counts lectures, as `9.` does, and so does a letter
    /// that counts sections (`B) Layout`, `가. 상태`).
    static func withoutSectionCounter(_ title: String) -> String {
        let bare = title.trimming("*_ ")
        let scalars = Array(bare.unicodeScalars.prefix(3))
        if scalars.count == 3, ".)".unicodeScalars.contains(scalars[1]), scalars[2] == " ",
           "ABCDEFGHIJ".unicodeScalars.contains(scalars[0]) || "가나다라마바사아자차".unicodeScalars.contains(scalars[0]) {
            return String(String.UnicodeScalarView(bare.unicodeScalars.dropFirst(3))).trimmingWhitespace
        }
        guard bare.first == "#" else { return title }
        let digits = bare.dropFirst().prefix(while: \.isASCIIDigit)
        guard !digits.isEmpty, bare[digits.endIndex...].first?.isWhitespace == true else { return title }
        return String(bare[digits.endIndex...]).trimmingWhitespace
    }

    /// Endings of a title over links to read, not a concept: `Future reading list`,
    /// `Further reading`, `Resources`.
    static let readingEndings = ["reading list", "reading", "resources", "see also", "links", "읽을거리", "참고 링크"]

    /// The name a heading written as a sentence (three words or more, ending on a full stop
    /// or a Korean predicate) opens by using or setting something with (`alignment로 정렬
    /// 기준을 설정할 수 있습니다.`), or glosses as its topic (`Stack(스택)은 …이 있습니다`).
    /// A heading that states a rule about a plain topic (`State는 가장 기본이 되는
    /// 개념이다`) leaves the card to the text under it, which explains more.
    static func sentenceHeadingTerm(_ title: String) -> String? {
        let text = title.trimmingWhitespace
        let words = text.split(separator: " ").map { $0.filter { $0 != "`" && $0 != "*" } }
        guard words.count >= 3, let last = text.last, last == "." || ["다", "요"].contains(String(last)) else { return nil }
        return usedAtOpening(words) ?? meansAtOpening(words, of: Substring(text)) ?? glossedTopic(Substring(text))
    }

    /// `## Label: Show Text and Icon`: a heading that names an API and, after a colon, says
    /// what it is for, as a cheat sheet titles its entries. The name and what the heading
    /// says of it, or nil (`Step 1: Define Layout`, `Note: …` name no API).
    static func headingDefinition(_ title: String) -> (term: String, explanation: String)? {
        guard let colon = title.range(of: ": ") else { return nil }
        let term = title[..<colon.lowerBound].filter { $0 != "`" }.trimming(".")
        let explanation = title[colon.upperBound...].trimmingWhitespace
        guard term.count >= 2, isASCIIName(term),
              !headingStopWords.contains(term.lowercased()), !colonStopWords.contains(term.lowercased()),
              explanation.split(separator: " ").count >= 2, explanation.contains(where: \.isLetter) else { return nil }
        return (term, explanation)
    }

    static func isListOfReading(_ title: String) -> Bool {
        let lower = title.lowercased().trimming(":_* ")
        return readingEndings.contains { lower.hasSuffix($0) }
    }

    /// `Why modifier order matters (modifier의 순서가 중요한 이유)` → modifier order: a
    /// heading that asks why a thing matters is about that thing.
    /// `Why Modifier Order Matters in SwiftUI` is about modifier order as well: a place
    /// after `matters` says where, not what.
    static func whyItMatters(_ title: String) -> String? {
        let plain = title.prefix { $0 != "(" }.trimmingWhitespace
        var words = plain.split(separator: " ")
        if words.count >= 5, words[words.count - 2].lowercased() == "in",
           ["matters", "matter"].contains(words[words.count - 3].lowercased()) {
            words.removeLast(2)
        }
        guard words.count >= 3, words[0].lowercased() == "why", ["matters", "matter"].contains(words[words.count - 1].lowercased()) else {
            return nil
        }
        let topic = words.dropFirst().dropLast().filter { !["does", "do", "it"].contains($0.lowercased()) }.joined(separator: " ")
        return isTermLike(topic) ? topic : nil
    }

    /// `Why does SwiftUI use structs for views?` → structs for views: a heading that asks
    /// why a thing is used for another is about that use. Only when the use is a noun phrase
    /// of its own: `Why use “some View” for its view type` says the thing's owner (`its`), and
    /// is left to the text under it.
    static func whyItIsUsed(_ title: String) -> String? {
        let words = title.trimming("?").split(separator: " ").map { $0.filter { !"`*“”\"".contains($0) } }
        guard words.count >= 5, words.count <= 8, words[0].lowercased() == "why",
              let use = words.firstIndex(where: { ["use", "uses"].contains($0.lowercased()) }), use <= 3,
              let purpose = words.lastIndex(where: { $0.lowercased() == "for" }), purpose > use + 1,
              purpose - use - 1 <= 2, (1...2).contains(words.count - purpose - 1) else { return nil }
        let owners: Set<String> = ["its", "their", "our", "your", "the", "a", "an", "this"]
        guard !words[(purpose + 1)...].contains(where: { owners.contains($0.lowercased()) }) else { return nil }
        let topic = words[(use + 1)...].joined(separator: " ")
        return isTermLike(topic) ? topic : nil
    }

    /// `SwiftUI에서 데이터 바인딩이 필요한 이유` → 데이터 바인딩: a Korean heading that gives the
    /// reason a thing is needed, matters or is used (`X가 필요한 이유`, `X를 쓰는 이유`) is
    /// about that thing, as `Why X matters` is. A place before it (`SwiftUI에서`) says where.
    static func koreanWhy(_ title: String) -> String? {
        var words = title.split(separator: " ").map { $0.filter { $0 != "`" && $0 != "*" } }
        guard words.count >= 3, words.count <= 6, words[words.count - 1] == "이유",
              ["한", "는"].contains(where: { words[words.count - 2].hasSuffix($0) }) else { return nil }
        words.removeLast(2)
        guard let last = words.last, let particle = ["이", "가", "을", "를"].first(where: { last.hasSuffix($0) }),
              last.count > particle.count else { return nil }
        words[words.count - 1] = String(last.dropLast(particle.count))
        words = Array(words.drop { $0.hasSuffix("에서") || $0.hasSuffix("에서의") })
        guard (1...3).contains(words.count), ownOrJoin(words.dropLast()) else { return nil }
        let topic = words.joined(separator: " ")
        return isTopicTerm(topic) ? topic : nil
    }

    /// `Stack은 어떨 때 쓸까?`, `GeometryReader는 언제 사용할까`: a heading that asks when a
    /// thing is used is about that thing.
    static func koreanWhen(_ title: String) -> String? {
        let words = title.trimming("?").split(separator: " ").map { $0.filter { $0 != "`" && $0 != "*" } }
        let uses = ["쓸까", "쓰나", "쓰는가", "쓸까요", "사용할까", "사용하나", "사용하는가", "사용할까요", "쓰일까"]
        guard (3...4).contains(words.count), let last = words.last, uses.contains(last),
              words.count == 3 ? words[1] == "언제" : words[1] == "어떨" && words[2] == "때",
              let particle = ["은", "는", "이", "가"].first(where: { words[0].hasSuffix($0) }), words[0].count > particle.count
        else { return nil }
        let topic = String(words[0].dropLast(particle.count))
        return isTopicTerm(topic) ? topic : nil
    }

    /// `How layout works in SwiftUI`: a heading that tells how a thing works is the
    /// question its card asks, whole, when the thing is a term.
    static func howItWorks(_ title: String) -> String? {
        let words = title.split(separator: " ")
        guard (3...6).contains(words.count), words[0].lowercased() == "how",
              let verb = words.firstIndex(where: { ["works", "work"].contains($0.lowercased()) }), verb >= 2,
              isTopicTerm(words[1..<verb].joined(separator: " ")) else { return nil }
        // `How `GeometryReader` Works`: the text under it explains the API itself.
        let subject = words[1..<verb].joined(separator: " ")
        if subject.hasPrefix("`"), subject.hasSuffix("`"), subject.count > 2 {
            let name = String(subject.dropFirst().dropLast())
            if isIdentifierLike(name) { return name }
        }
        return title
    }

    /// `Pushing new views onto the stack using NavigationLink` → NavigationLink, `How
    /// ScrollView lets us work with scrolling data` → ScrollView: a title of a course's step
    /// that does it with an API, or says how an API helps, is about that API. Nil unless the
    /// title opens with a gerund or `How` and the API's name is written as Swift writes it.
    static func apiOfAStep(_ title: String) -> String? {
        let words = title.split(separator: " ").map { String($0).trimming("`*") }
        guard words.count >= 4, let first = words.first else { return nil }
        let opensAStep = first.count > 4 && first.hasSuffix("ing") && first.first?.isUppercase == true
        // (`Getting screen size from GeometryReader`: the API the step reads from, CliffNotes.)
        if opensAStep, ["using", "with", "from", "via"].contains(words[words.count - 2].lowercased()),
           let name = words.last, isIdentifierLike(name), name.dropFirst().contains(where: \.isUppercase) {
            return name
        }
        if first == "How", isIdentifierLike(words[1]), words[1].dropFirst().contains(where: \.isUppercase),
           ["lets", "helps", "makes", "allows"].contains(words[2].lowercased()) {
            return words[1]
        }
        return nil
    }

    /// `TabView 사용`, `GeometryReader의 활용`, `minLength 파라미터 사용`, `frame modifier
    /// 활용`: the API a Korean step's title says it uses, written as Swift writes it or named
    /// by its kind word; nil for any other title.
    static func koreanStepAPI(_ title: String) -> String? {
        guard let use = [" 사용법", "의 사용", " 사용", "의 활용", " 활용"].first(where: { title.hasSuffix($0) }) else { return nil }
        var words = title.dropLast(use.count).split(separator: " ").map(String.init)
        // (A section's number glued to the name, `1.minLength`, counts the step.)
        if let first = words.first, let dot = first.firstIndex(of: "."), first[..<dot].allSatisfy(\.isASCIIDigit), !first[..<dot].isEmpty {
            words[0] = String(first[first.index(after: dot)...])
        }
        // (`Custom modifier 활용`: an adjective before the kind word says which kind, no name.)
        let namedByKind = words.count == 2 && SubjectPosition.kindWords.contains(words[1].lowercased())
            && !kindAdjectives.contains(words[0].lowercased())
        if namedByKind, isASCIIName(Substring(words[0].filter { $0 != "`" }.trimming("."))) { return words[0].filter { $0 != "`" } }
        return words.count == 1 ? writtenAPIName(words[0]) : nil
    }

    /// English adjectives that say which of a kind (`Custom modifier`), not its name.
    static let kindAdjectives: Set<String> = ["custom", "basic", "default", "simple", "new", "own", "my", "other", "multiple",
                                              "various", "built-in", "common", "generic", "several"]

    /// Words that end a Korean question of what a thing is: `State란 무엇인가`.
    static let whatQuestions: Set<String> = ["무엇인가", "무엇일까", "무엇인지", "뭘까", "뭔가", "뭐야", "무엇이냐"]

    /// `` `.padding`이란 ``, `상태란`, `Binding이란 무엇인가`: a heading that asks what a thing
    /// is, whatever number it carries, is about that thing.
    static func askedWhatItIs(_ title: String) -> String? {
        // (`What is a SwiftUI stack`: English asks so; `EnglishWhatQuestions`.)
        if let topic = askedInEnglish(title) { return isTopicTerm(topic) ? topic : nil }
        var words = title.trimming(".:!? ").split(separator: " ").map { $0.filter { $0 != "`" && $0 != "*" } }
        if let last = words.last, whatQuestions.contains(last) { words.removeLast() }
        // `01`, `1-1`: a section's number, in a form `ChapterHeading` does not read.
        if let first = words.first, words.count > 1, first.allSatisfy({ $0.isASCIIDigit || "-.".contains($0) }) {
            words.removeFirst()
        }
        // `# Sheet?`: a name asked about alone; the text under it answers.
        // (An API's name, capitalised or marked: `# Really?` asks nothing a card names.)
        if words.count == 1, title.trimmingWhitespace.hasSuffix("?"), !["이란", "란"].contains(where: { words[0].hasSuffix($0) }) {
            let word = words[0]
            let named = isIdentifierLike(word) || word.count >= 3 && word.first?.isUppercase == true
                && word.allSatisfy { $0.isASCII && $0.isLetter } && !askedWords.contains(word.lowercased())
            return named && isTopicTerm(word) ? word : nil
        }
        guard (1...3).contains(words.count), let last = words.last,
              let ending = ["이란", "란"].first(where: { last.hasSuffix($0) }), last.count > ending.count else { return nil }
        words[words.count - 1] = String(last.dropLast(ending.count))
        let topic = words.joined(separator: " ")
        return isTopicTerm(topic) ? topic : nil
    }

    /// English words a heading asks alone that name nothing: `# Why?`, `# Really?`.
    static let askedWords: Set<String> = ["why", "how", "what", "when", "where", "who", "which", "really", "done", "right",
                                          "okay", "yes", "wait", "next", "now", "and", "but", "then", "huh"]

    /// Verbs a Korean heading of a step ends in, made nouns with 기: `padding 값 주기`,
    /// `ViewModifier 사용하기`, `SF-Symbol 넣기`.
    static let koreanActionEndings = ["하기", "주기", "넣기", "쓰기", "만들기", "그리기", "보기", "바꾸기", "다루기", "붙이기", "읽기"]

    /// Nouns of doing that end a Korean heading of a step: `코드에 적용`, `검색기능 구현`.
    /// (`선언`, `접근`, `확인`, `정의`: declaring, reaching, checking or defining a thing is a
    /// step of the text too; `ContentSize, ContentOffset 확인` names the APIs it checks.)
    static let koreanActionNouns: Set<String> = ["적용", "구현", "사용", "활용", "추가", "설정", "정리", "실습", "연습",
                                                 "선언", "접근", "확인", "정의"]

    /// `Enum 상태 확인`, `옵셔널 값 접근`: an action's noun after words of which one is Korean
    /// names a step done on a phrase, not an API; an API's name alone before the noun
    /// (`ContentOffset 확인`, `TabView 사용`) is the heading's term.
    static func isStepOnKoreanPhrase(_ words: [Substring]) -> Bool {
        words.count >= 3 && words.dropLast().contains { $0.unicodeScalars.allSatisfy(LearnerTerms.isHangul) }
    }

    /// `padding 값 주기` → padding, `ViewModifier 사용하기` → ViewModifier: a Korean heading of
    /// a step, what to do with an API, is about that API (as `Using SceneDelegate` is).
    static func koreanAction(_ title: String) -> String? {
        let words = title.split(separator: " ").map { $0.filter { $0 != "`" && $0 != "*" } }
        guard (2...4).contains(words.count), let last = words.last, last.count >= 2,
              koreanActionEndings.contains(where: { last.hasSuffix($0) }) else { return nil }
        // The API's name is the Latin words before the Korean ones (`Horizontal ScrollView 만들기`).
        let api = words.prefix { word in word.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "@.-_()".contains($0)) } }
        guard (1...2).contains(api.count), api[0].count >= 2, api[0].first?.isLetter == true,
              words.dropFirst(api.count).allSatisfy({ $0.unicodeScalars.allSatisfy(LearnerTerms.isHangul) }) else { return nil }
        return api.joined(separator: " ")
    }

    /// The steps a heading heads: `### 레이아웃 과정` over `1. 부모가 … 2. 자식이 …`, or `## How
    /// layout works` over `All layout happens in three steps:` and its numbered list. A
    /// numbered list right under a heading, after one paragraph at most, is what the
    /// heading names, whether or not the steps repeat its words. Nil without two steps.
    static func stepsUnderHeading(at index: Int, in blocks: [MarkdownBlock]) -> String? {
        var cursor = index + 1
        var texts: [String] = []
        while blocks.indices.contains(cursor), !blocks[cursor].isHeading, !blocks[cursor].inNumberedList {
            let block = blocks[cursor]
            guard block.kind == .paragraph || block.kind == .html, block.listItem == nil else { return nil }
            if block.kind == .paragraph {
                guard texts.isEmpty else { return nil }
                texts.append(block.text)
            }
            cursor += 1
        }
        guard let steps = numberedSteps(from: cursor, in: blocks) else { return nil }
        return (texts + steps).joined(separator: "\n")
    }

    /// The steps of the numbered list that starts at `cursor`, each as `1. …` (the first
    /// paragraph of each item; bullets under a step belong to it), or nil when it is no list
    /// of two steps or more.
    static func numberedSteps(from start: Int, in blocks: [MarkdownBlock]) -> [String]? {
        var cursor = start
        var items = Set<Int>()
        var steps: [String] = []
        while blocks.indices.contains(cursor), let item = blocks[cursor].listItem, !blocks[cursor].isHeading {
            let block = blocks[cursor]
            if block.inNumberedList, block.kind == .paragraph, items.insert(item).inserted {
                // `1. **Conditional Modifier Application**:` heads the text under it: such a
                // list is an outline, not steps.
                if block.text.hasSuffix(":") { return nil }
                steps.append("\(steps.count + 1). " + block.text)
            }
            cursor += 1
        }
        return steps.count >= 2 ? steps : nil
    }

    /// `Creating a Form` → Form, `Using SceneDelegate` → SceneDelegate, `Starting with
    /// @State` → @State, `What is state` → state: the thing a heading of a step or a
    /// question is about, when it is one word or an API name.
    static func withoutGerund(_ title: String) -> String {
        var words = title.split(separator: " ").map { $0.filter { $0 != "`" && $0 != "*" } }
        guard words.count >= 2 else { return title }
        if words[0].lowercased() == "what", ["is", "are"].contains(words[1].lowercased()) {
            words.removeFirst(2)
        } else if words[0].count > 4, words[0].hasSuffix("ing"), words[0].first?.isUppercase == true {
            // `Rendering Modifiers` is a kind of modifier: the gerund takes an object only
            // after an article (`Creating a Form`) or as an API name (`Using SceneDelegate`,
            // `Understanding @Binding in SwiftUI`).
            words.removeFirst()
            if words.count == 3, words[1].lowercased() == "in", ["swiftui", "swift"].contains(words[2].lowercased()) {
                words.removeLast(2)
            }
            if let first = words.first, ["a", "an", "the", "with", "your"].contains(first.lowercased()) {
                words.removeFirst()
            } else if words.count != 1 || !isIdentifierLike(words[0]) {
                return title
            }
        } else {
            return title
        }
        guard words.count == 1, let word = words.first else { return title }
        return word
    }

    /// `Day 3: HN` → HN, `Week 2 - Layout` → Layout: what a log's heading says after its day;
    /// nil for any other heading.
    static func diaryTopic(_ title: String) -> String? {
        let lower = title.lowercased()
        guard let period = ["day", "week"].first(where: { lower.hasPrefix($0) }) else { return nil }
        let afterPeriod = title.dropFirst(period.count).drop { $0 == " " }
        let digits = afterPeriod.prefix { $0.isASCIIDigit }
        guard !digits.isEmpty else { return nil }
        let rest = afterPeriod.dropFirst(digits.count).drop { $0 == " " }
        guard let mark = rest.first, ":-–".contains(mark) else { return nil }
        let topic = rest.dropFirst().trimmingWhitespace
        return topic.isEmpty ? nil : topic
    }

    /// `` `protocol` ``, `` `GeometryReader` ``: a word wrapped in code marks, a name of Swift's.
    static func isMarkedName(_ word: Substring) -> Bool {
        soleCodeSpan(word)?.allSatisfy { $0.isLetter || $0.isNumber || "_@.".contains($0) } ?? false
    }

    /// What `text` marks as code when it is one code span and nothing else (`` `init()` ``
    /// → init()); nil otherwise.
    static func soleCodeSpan(_ text: Substring) -> Substring? {
        guard text.count > 2, text.hasPrefix("`"), text.hasSuffix("`") else { return nil }
        let code = text.dropFirst().dropLast()
        return code.contains("`") ? nil : code
    }

    static func isComparison(_ text: String) -> Bool {
        let lower = text.lowercased()
        let words = lower.split(separator: " ")
        return words.contains("vs") || words.contains("vs.") || words.contains("difference")
            || ["차이", "비교", "사용 구분"].contains { lower.containsBytes($0) }
    }

    static func withoutArticle(_ text: String) -> String {
        for article in ["The ", "the ", "A ", "An "] where text.hasPrefix(article) && text.count > article.count {
            return String(text.dropFirst(article.count))
        }
        return text
    }

    static let imperativeVerbs: Set<String> = ["define", "create", "add", "make", "build", "set", "show", "pass", "declare",
                                               "implement", "wrap", "write", "insert", "delete", "update", "display"]

    /// `A & B`, `A and B`, `A과 B`, `A와 B`, `A, B` → [A, B].
    static func splitConjunction(_ text: String) -> [String] {
        var parts = [text]
        // Each separator is looked for in the whole text first: most topics hold none.
        for separator in [" & ", " and ", ", ", "과 ", "와 ", " 및 "] where text.containsBytes(separator) {
            parts = parts.flatMap { $0.components(separatedByBytes: separator).map(String.init) }
        }
        return parts.map(\.trimmingWhitespace).filter { !$0.isEmpty }
    }

    /// `HStack/VStack`, `Lazy Stacks (LazyHStack, LazyVStack)`: API names joined by a slash,
    /// or listed in parentheses after the words that name their kind, are what the section
    /// explains. Nil for any other heading, and for one name alone.
    static func namedAPIs(_ title: String) -> [String]? {
        var listed = title
        if let open = title.firstIndex(of: "("), title.hasSuffix(")") {
            listed = String(title[title.index(after: open)..<title.index(before: title.endIndex)])
            let words = title[..<open].split(separator: " ")
            guard (1...3).contains(words.count), words.allSatisfy({ $0.allSatisfy(\.isLetter) }) else { return nil }
        } else if !title.contains("/") || title.contains(" ") {
            return nil
        }
        let names = listed.split(whereSeparator: { $0 == "/" || $0 == "," }).map { String($0).trimmingWhitespace }
        guard names.count >= 2, names.allSatisfy({ writtenAPIName($0) != nil && !isPlatform($0) }) else { return nil }
        return names.compactMap(writtenAPIName)
    }

    /// `iOS14`, `macOS 13`: a platform's name, cased like an API's, heads what changed in it.
    static func isPlatform(_ word: String) -> Bool {
        let lower = word.lowercased()
        return ["ios", "ipados", "macos", "watchos", "tvos", "visionos", "xcode"].contains { platform in
            lower.hasPrefix(platform) && lower.dropFirst(platform.count).allSatisfy { $0.isNumber || $0 == "." || $0 == " " }
        }
    }

    /// `` `.task()` ``, `GeometryReader`, `scrollTargetBehavior(.viewAligned)`: one API name
    /// as a note writes it (a call with its arguments too), without the code marks; nil for
    /// words.
    static func writtenAPIName(_ text: String) -> String? {
        let written: String = String(String(text.filter { $0 != "`" }).trimmingWhitespace).trimming(":")
        if isIdentifierLike(written) || calledName(written) != nil { return written }
        guard let open = written.firstIndex(of: "("), written.hasSuffix(")"), !written.contains(" ") else { return nil }
        let name = String(written[..<open]).trimming(".")
        return isASCIIName(Substring(name)) && name.contains(where: { $0.isUppercase }) ? written : nil
    }

    /// `font(_:)` → font, `resizable(capInsets:resizingMode:)` → resizable, `scaledToFit()`
    /// → scaledToFit: a function's name with no arguments or with its argument labels, as
    /// Apple's documentation titles the function's page, or with labels a note separates by
    /// commas and writes types among (`ForEach(data: Range<Int>, contents:)`, which lets a
    /// member through too: `padding(.horizontal, length:)`). Nil for anything else
    /// (`frame(width: 40)` passes a value).
    static func calledName(_ term: String) -> String? {
        let text = term.filter { $0 != "`" }.trimming(".")
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")"), open != text.startIndex else { return nil }
        let name = text[..<open]
        let labels = text[text.index(after: open)..<text.index(before: text.endIndex)]
        guard isASCIIName(name),
              labels.allSatisfy({ $0.isLetter || "_: ".contains($0) || labels.contains(", ") && ",<>.".contains($0) }),
              labels.trimmingWhitespace.isEmpty || labels.hasSuffix(":") else { return nil }
        return String(name)
    }

    /// A name of ASCII letters and digits that opens on a letter (`frame`, `Spacer`): a
    /// Swift name, whatever its case says.
    static func isASCIIName(_ name: some StringProtocol) -> Bool {
        name.first?.isLetter == true && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
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
}
