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
    /// A modifier explained by a comment beside the code that calls it.
    case codeComment = "code-comment"
}

/// Finds the concepts of one chapter's blocks: the terms a learner would look up, each
/// with the text that explains it.
enum ConceptExtractor {
    static let explanationLimit = 500

    /// `declared` holds the names the note's code declares, lowercased: none is a concept
    /// (see `LearnerTerms`).
    /// `projectSections` holds the indices of `blocks` in a project README's sections (by
    /// default found among `blocks`; a note's parser finds them over the whole note, where a
    /// section's subsections are chapters of their own).
    /// `sectionProse` is the first prose of the subsections of a chapter that is a heading
    /// alone (`proseOfSection`): the heading's explanation.
    /// `noteTerms`, when given, holds the note's declared names, title and code words in
    /// place of `declared` (and the code among `blocks`): a note's parser hands the same one
    /// to every chapter of the note.
    static func concepts(in blocks: [MarkdownBlock], declared: Set<String> = [], projectSections: Set<Int>? = nil,
                         sectionProse: [String] = [], noteTerms: NoteTerms? = nil) -> [ParsedConcept] {
        let noteTerms = noteTerms ?? NoteTerms(declared: declared, title: "", codeWords: LearnerTerms.codeWords(in: blocks))
        let codeWords = noteTerms.codeWords
        var found: [ParsedConcept] = []
        var seen: [String: Int] = [:]  // a line and a term without its kind word: where in `found`
        var termsFound = Set<String>()
        var anyTermRepeats = false
        /// `explanation` is as `explaining` gives it, made once for all the terms of a block.
        let chapterHeading = blocks.first.flatMap { $0.isHeading ? $0.text.lowercased() : nil } ?? ""
        /// `asked`: a heading asks what the term is (`상태란?`), or a sentence says (`Shape도
        /// 뷰이다`), so even a generic word is one.
        func add(_ term: String, _ explanation: String, _ line: Int, _ source: ConceptSource, namedByHeading: Bool = false,
                 asked: Bool = false, shownCode: Bool = false) {
            let written = term  // (with its gloss, which `kept` leaves out)
            guard var term = noteTerms.kept(term, allowingGeneric: asked) else { return }
            // `.linear(duration: )`, `.spring(response: ,dampingFraction: )`, `GeometryReader
            // View`: the name as Swift writes it (`.linear(duration:)`, `GeometryReader`); the
            // card keeps the identity of the note's spelling.
            var writtenTerm: String?
            if case let spelled = LearnerTerms.swiftSpelling(term), spelled != term {
                writtenTerm = term
                term = spelled
            }
            // `### Hstack` over code that writes `HStack`: the API's name as Swift spells it.
            // (`Navigation Link로 연결하여` where the code writes `NavigationLink`: a name in
            // capitalised words is the API those words spell.)
            if let spelled = noteTerms.codeSpelling[term.lowercased()], !codeWords.contains(Substring(term)) {
                term = spelled
            } else if let spelled = noteTerms.spelledByCapitalisedWords(term) {
                writtenTerm = writtenTerm ?? term
                term = spelled
            } else if source == .heading, term.count > 4, term.hasSuffix("s"), term.allSatisfy({ $0.isLowercase && $0.isASCII }),
                      let spelled = noteTerms.codeSpelling[LearnerTerms.singular(term)],
                      !noteTerms.declared.contains(spelled.lowercased()) {
                // (`## Taps and buttons` over code that writes `Button(…)`: the API in the plural.)
                writtenTerm = writtenTerm ?? term
                term = spelled
            }
            // A heading's term is explained by the text under it when that text names it
            // (even otherwise written: `HeadingTermExplained`), defines it by its kind, or
            // when it is an API the note's code uses (`# Spacer` over `간격을 띄우고 싶을 때
            // 사용하는 것`); `Graphics` over a paragraph about shapes heads the text without
            // explaining its own word.
            if source == .heading, !namedByHeading, !mentions(explanation, term), !explainsUnwritten(explanation, written: written),
               !definesByKind(explanation, term),
               !codeWords.contains(Substring(term.trimming("@."))), !namesCodeWordsKind(term, codeWords: codeWords) {
                return
            }
            // `Text` as the subject of a sentence under another heading is about something else,
            // unless the sentence says what it is.
            if source != .heading, !asked, !chapterHeading.isEmpty, LearnerTerms.genericSubjects.contains(LearnerTerms.withoutViewWord(LearnerTerms.key(term).trimming("@"))),
               !chapterHeading.containsBytes(term.lowercased()) {
                return
            }
            // `@Binding 프로퍼티 래퍼를 이용하여 …`: the kind word is the API's (`KindAfterName`).
            if source == .topicSentence || source == .markedTerm, !asked, isKindOfNameBefore(term, in: explanation) { return }
            // `count 변수는 …`, `Started project Memorize`: the tutorial's own (`OwnDeclarations`).
            if source != .heading, LearnerTerms.isCalledAVariable(term, in: explanation) || LearnerTerms.isCalledAProject(term, in: explanation) {
                return
            }
            let key = term.lowercased()
            // `` `Character` 타입은 … `` names Character once, with its kind word or without;
            // the card asks for the name.
            guard !term.isEmpty else { return }
            let seenKey = "\(line)\u{0}\(LearnerTerms.withoutKindWord(key))"
            if let earlier = seen[seenKey] {
                if term.count < found[earlier].term.count {
                    found[earlier].term = term
                    if !termsFound.insert(key).inserted { anyTermRepeats = true }
                }
                return
            }
            // `DispatchQueue` over `- 공부하자`: a note to oneself explains nothing.
            if LearnerTerms.isNoteToSelf(explanation) || source != .question && LearnerTerms.isOnlyQuestions(explanation) { return }
            if !termsFound.insert(key).inserted { anyTermRepeats = true }
            seen[seenKey] = found.count
            found.append(ParsedConcept(term: term, explanation: explanation, line: line, source: source, isShownCode: shownCode,
                                       writtenTerm: writtenTerm))
        }
        /// The order of modifiers a heading or paragraph says matters, unless a card of its
        /// line names the order already (ModifierOrder).
        func addOrder(_ order: (term: String, explanation: String)?, _ line: Int, _ source: ConceptSource) {
            guard let order, !found.contains(where: { $0.line == line && namesOrder($0.term) }) else { return }
            add(order.term, order.explanation, line, source, namedByHeading: source == .heading, asked: true)
        }
        var answered = Set<Int>()  // blocks read as the answer of a question
        var attaching = Set<String>()  // line and term of the attributes found where a sentence says to attach them
        let projectSections = projectSections ?? projectSectionBlocks(blocks)
        for (index, original) in blocks.enumerated() where !answered.contains(index) && !projectSections.contains(index)
            && original.namesWhatItHeads {
            let block = original.kind == .paragraph ? UnclosedCode.closed(original) : original
            switch block.kind {
            case .heading:
                // `### Q4. Why is my View redrawing too often?` over `**Answer:** …`: a question
                // card, as `Q) … A) …` makes one, unless the heading names a term, whose card
                // the answer explains (`### Q2. `onChange(of:)`?`).
                if headingTerms(block.text).isEmpty, let (question, answer) = answeredHeading(at: index, in: blocks) {
                    add(question, explaining(answer), block.startLine, .question)
                }
                // `## Label: Show Text and Icon` over its example: the heading says what the
                // API is for; the prose under it, if any, says more.
                let title = LearnerTerms.headingTitle(block.text)
                if let (term, purpose) = headingDefinition(title) {
                    let prose = blocks.proseUnderHeading(at: index, atMost: 2).filter { !isCodeOnly($0) }
                    add(term, explaining(([purpose] + prose).joined(separator: "\n")), block.startLine, .heading, namedByHeading: true)
                    continue
                }
                // (`## ScrollView (vertical)` names ScrollView: `QualifiedHeadings`.)
                var terms = headingTerms(block.text).map { qualifiedAPIName($0, codeWords: codeWords) ?? $0 }
                // (`## Model Configuration` over code that writes `ModelConfiguration(…)` names
                // the API, though the text under it says `configurations`; so does `## Navigation
                // view` over text about it, in sentence case: `SentenceCaseHeadings`.)
                let firstProse = blocks.proseUnderHeading(at: index, atMost: 1)
                let overProse = !firstProse.isEmpty
                if terms.count <= 1, let spelled = spelledHeadingTerm(block.text, in: blocks, overProse: overProse),
                   terms.allSatisfy({ $0.filter { $0 != " " }.lowercased() == spelled.lowercased() }) {
                    terms = [spelled]
                }
                // A term kb spells otherwise than the heading keeps the heading's words for the
                // card's identity, so that reviews of the card an earlier kb made stay with it.
                var writtenAs: [String: String] = [:]
                // `#  Lazy V Grid` in a note whose code, in any chapter, writes `LazyVGrid`: a
                // heading that spells an API's name in its capitalised words names that API;
                // `### Scroll Views` over code that writes `ScrollView` names it in the plural.
                if terms.count == 1, let spelled = noteTerms.spelledByCapitalisedWords(terms[0]) {
                    writtenAs[spelled] = terms[0]
                    terms = [spelled]
                }
                // `## Modifying font` over `.font(.headline)`: a step of two words kb read as
                // one term is about the modifier it names (`StepModifiers`), as a longer step is;
                // `## Splitting Text` over code that writes `Text(…)`, about the view it names.
                if terms.count == 1, terms[0].lowercased() == title.lowercased(), !terms[0].contains("`"),
                   terms[0].split(separator: " ").count == 2,
                   case let code = blocks.codeUnderHeading(at: index).map(\.text), !code.isEmpty,
                   let name = stepModifier(title, code: code) ?? stepView(title, code: code) {
                    writtenAs[name] = terms[0]
                    terms = [name]
                }
                // `## Creating Pickers in a form` over text that writes `Picker`: the API the
                // step makes (`StepModifiers`).
                if terms.count <= 1, terms.first.map({ $0.lowercased() == title.lowercased() }) ?? true,
                   let name = stepObjectAPI(title, prose: { blocks.proseUnderHeading(at: index, atMost: 2) }) {
                    // (An earlier kb carded such a heading by its words: the card keeps them.)
                    writtenAs[name] = terms.first ?? title
                    terms = [name]
                }
                // `### The Data Flow in SwiftUI`, `## SwiftUI's Form`: the framework named as the
                // place or the owner of the term is no part of it.
                if terms.count == 1, let bare = withoutFrameworkPlace(terms[0]) {
                    writtenAs[bare] = writtenAs[terms[0]] ?? terms[0]
                    terms = [bare]
                }
                // (`SwiftUI vs. UIKit` is carded `SwiftUI vs UIKit`: `ComparedNames`.)
                if terms.count == 1, isComparison(terms[0]), case let written = title.trimming(".:!?").filter({ $0 != "`" && $0 != "*" }),
                   written != terms[0] {
                    writtenAs[terms[0]] = written
                }
                // `# Forms in SwiftUI` over code that writes `Form { … }` (SwiftUIKindTitles).
                if let name = swiftUIKindTitle(title, codeWords: codeWords) { terms = [name] }
                // (`### Text Modifiers` over the members' code: `headsListOfMembers`.)
                // (Nor does `### 속성` over a table of members' code; Korean marks no plural.)
                if terms.count == 1, isPluralName(terms[0]) || terms[0].unicodeScalars.allSatisfy(LearnerTerms.isHangul),
                   headsListOfMembers(at: index, in: blocks) || headsTableOfMembers(at: index, in: blocks) {
                    terms = []
                }
                // The heading's term is explained by the first two paragraphs under it, past
                // the code that shows it first; when they don't name it, by the steps of a
                // numbered list under it.
                // (A comparison's back is what the section says of each side: `### @StateObject
                // vs. @ObservedObject` over an item for each, with its own items.)
                let compares = terms.count == 1 && isComparison(terms[0])
                var prose = terms.isEmpty ? [] : blocks.proseUnderHeading(at: index, atMost: compares ? 8 : 3)
                if prose.isEmpty, index == 0, !terms.isEmpty { prose = sectionExplanation(sectionProse, of: terms) }
                // (Names that label the code under them explain nothing by themselves:
                // `GridItems` and `flexible` over their code.)
                if !prose.isEmpty, case let labels = codeLabels(under: index, in: blocks), prose.allSatisfy(labels.contains) {
                    prose = []
                }
                // (Nor do pictures and their captions: `PictureGalleries`.)
                if !prose.isEmpty, prose.allSatisfy(isGallery) { prose = [] }
                // (`**Answer:**` over the answer labels it; the label is no part of it.)
                if let first = prose.first, let answer = droppingAnswerLabel(first) {
                    prose = ([answer] + prose.dropFirst()).filter { !$0.isEmpty }
                }
                prose = Array(prose.prefix(compares ? 8 : 2))
                // `## View` over `: IOS의 화면을 채우는 요소`: a definition list's `: ` line
                // defines the heading's term, even a generic word (Pandoc's and Obsidian's
                // definition lists write a term's definition so).
                let definedByList = prose.first.map(isDefinitionListLine) ?? false
                if definedByList { prose = [String(prose[0].dropFirst(2)).trimmingWhitespace] }
                // `### Font` over `` `.font(.title)` `` alone: code with no word of prose
                // explains nothing a card could ask.
                if !prose.isEmpty, prose.allSatisfy(isCodeOnly) { prose = [] }
                let explanation = explaining(prose.joined(separator: "\n"))
                // (`Why modifier order matters` says itself what the text under it explains.)
                // `상태란?`, `Stack은 어떨 때 쓸까?`: asked about, even a generic word is the term.
                // `# Stack` over `… 배치할 때 사용할 수 있는 것`: the text under it says what kind
                // of thing it is, so even a generic word is a concept.
                // (`### 1.1. `protocol``: a title that is a name marked as code asks for it,
                // even a word of Swift's own.)
                // (So does `### 3. Updates - `body``: the section is the name after its dash.)
                let asksWhat = askedWhatItIs(title) != nil || koreanWhen(title) != nil || definedByList || isMarkedName(Substring(title))
                    || terms.count == 1 && title.hasSuffix("`" + terms[0] + "`") && title.contains(" - `")
                    || terms.count == 1 && (namesItsKind(explanation) || listsItsKinds(explanation) && mentions(explanation, terms[0])
                        || namesItsFamily(terms[0], in: explanation))
                let asksWhy = whyItMatters(title) != nil || whyItIsUsed(title) != nil || koreanWhy(title) != nil
                    || howItWorks(title) != nil || asksWhat || isNumberedQuestion(block.text)
                // Steps explain a heading of one term: under `LazyVGrid and LazyHGrid` they
                // may be about one side only.
                lazy var steps = terms.count == 1 ? stepsUnderHeading(at: index, in: blocks).map(explaining) : nil
                // A heading of API names (`@State`, `.padding`, `HStack & VStack`) heads the
                // text about them, though the text says `it`; unless the text names one of
                // them only (`LazyVGrid and LazyHGrid` over text about LazyVGrid).
                // (`scaledToFit()` and `font(_:)` name functions as Apple's documentation does.)
                let namesAPIs = terms.allSatisfy { (isIdentifierLike($0.filter { $0 != "`" }) || calledName($0) != nil) && !isPlatform($0) }
                    && (terms.count == 1 || !terms.contains { mentions(explanation, $0) })
                // `Resizing images to fit the screen using GeometryReader` over text about
                // images: the step is done with the API, which the text may not yet explain.
                let stepAPI = apiOfAStep(title) ?? koreanStepAPI(title)
                for term in terms where term != stepAPI || mentions(explanation, term) {
                    let before = found.count
                    if asksWhy || !mentions(explanation, term), let steps {
                        add(term, steps, block.startLine, .heading, namedByHeading: true)
                    } else {
                        add(term, explanation, block.startLine, .heading, namedByHeading: asksWhy || namesAPIs, asked: asksWhat)
                    }
                    if found.count > before, let written = writtenAs[term] { found[found.count - 1].writtenTerm = written }
                }
                // `### SwiftUI의 4가지 원칙` over a list of four: the set the heading counts, its
                // members the back (CountedSetHeadings).
                if !found.contains(where: { $0.line == block.startLine }), let members = countedSetUnderHeading(at: index, titled: title, in: blocks) {
                    add(title, members, block.startLine, .heading, namedByHeading: true, asked: true)
                }
                // `### Combining Stack Views` over `You can combine multiple stack views …`: a
                // step the text under it says again is what it teaches (RestatedStepHeadings).
                if terms.isEmpty, let first = firstProse.first, restatesStep(title, in: first) {
                    add(title, explaining(blocks.proseUnderHeading(at: index, atMost: 2).joined(separator: "\n")), block.startLine,
                        .heading, namedByHeading: true)
                }
                // `### To customize a SwiftUI view, you call methods called modifiers.` over what
                // they do: a heading that is a sentence naming a term (`UnmarkedNamings`) heads
                // the text that explains it, as Apple's tutorials title their steps.
                if terms.isEmpty, case let under = blocks.proseUnderHeading(at: index, atMost: 2), !under.isEmpty {
                    for (name, _) in unmarkedNamings(block) {
                        add(name, explaining(under.joined(separator: "\n")), block.startLine, .heading, namedByHeading: true)
                    }
                }
                // `## TextField` over its code and nothing else: the code is the back
                // (`CodeShownAlone`).
                // (A term the heading named with nothing to explain it gets the code.)
                let ownConcepts = found.indices.filter { found[$0].line == block.startLine }
                if ownConcepts.allSatisfy({ found[$0].explanation.isEmpty }) {
                    // (`## 볼드체` over `Text("…").bold()`: the API the gloss names is the card,
                    // whatever the gloss's own word, `GlossedCodeHeadings`.)
                    lazy var glossed = glossedAPI(title, at: index, in: blocks) != nil
                    for (term, code) in codeShownUnderHeading(at: index, in: blocks, terms: terms) {
                        if let own = ownConcepts.first(where: { LearnerTerms.key(found[$0].term) == LearnerTerms.key(term) }) {
                            found[own].explanation = code
                            found[own].isShownCode = true
                        } else if ownConcepts.isEmpty || glossed {
                            add(term, code, block.startLine, .heading, namedByHeading: true, shownCode: true)
                        }
                    }
                }
                // `### alignment로 정렬 기준을 설정할 수 있습니다.`: a heading written as a
                // sentence that uses a name, or glosses its topic, says what that name is.
                // (`### Stack(스택)은 … VStack, … HStack …이 있습니다` names a family: `FamilyNames`.)
                if terms.isEmpty, let term = sentenceHeadingTerm(title) {
                    add(term, explaining(title), block.startLine, .topicSentence, asked: namesItsFamily(term, in: title))
                }
                // `## Showing alert messages` over `.alert(…)`: the modifier the step is about
                // (`StepModifiers`).
                if terms.isEmpty, !found.contains(where: { $0.line == block.startLine }),
                   case let code = blocks.codeUnderHeading(at: index).map(\.text), !code.isEmpty, let name = stepModifier(title, code: code) {
                    let prose = blocks.proseUnderHeading(at: index, atMost: 2).filter { !isCodeOnly($0) }
                    if !prose.isEmpty {
                        add(name, explaining(prose.joined(separator: "\n")), block.startLine, .heading, namedByHeading: true)
                    }
                }
                // `## Spacer expands as much as it can following the axis.`: a sentence whose
                // subject is an API the note's code uses says what it does (`APISentenceHeadings`).
                if terms.isEmpty, !found.contains(where: { $0.line == block.startLine }),
                   let subject = apiSubjectOfSentence(title, codeWords: codeWords) {
                    // (Over code alone, `## Preview uses the default device` says nothing more
                    // than its title; the text under it must be about the API.)
                    let prose = blocks.proseUnderHeading(at: index, atMost: 1).filter { !isCodeOnly($0) }
                    if !prose.isEmpty, prose.contains(where: { mentions($0, subject) }) || !LearnerTerms.genericSubjects.contains(subject.lowercased()) {
                        add(subject, explaining(([title] + prose).joined(separator: "\n")), block.startLine, .heading, namedByHeading: true)
                    }
                }
                // A heading that says the order of modifiers matters (`Why modifier order
                // matters` is carded as the order already).
                addOrder(modifierOrderHeading(at: index, in: blocks), block.startLine, .heading)
            case .paragraph:
                if let (term, code) = codeShownUnderLabel(at: index, in: blocks) {
                    add(term, code, block.startLine, .heading, namedByHeading: true, shownCode: true)
                    continue
                }
                // `- 글자 색을 바꾸고 싶을 땐?` over `.foregroundColor`: the modifier the code shows
                // alone is what the item asks for (`GlossedCodeHeadings`).
                if let (term, code) = modifierUnderItem(at: index, in: blocks) {
                    let before = found.count
                    add(term, explaining(block.text + "\n" + code), block.startLine, .colonDefinition)
                    if found.count > before { continue }
                }
                // `- UsingImages` over `.resizable : …` lines: the label is no term, each entry is.
                if let entries = labelledGlossary(block) {
                    let before = found.count
                    for entry in entries {
                        for name in eachListedName(entry.term) { add(name, explaining(entry.explanation), entry.line, .colonDefinition) }
                    }
                    if found.count > before { continue }
                }
                if let (term, explanation) = nameLineDefinition(block, codeWords: codeWords) ?? nameOverEntry(at: index, in: blocks) {
                    let before = found.count
                    add(term, explaining(explanation), block.startLine, .colonDefinition)
                    // (A name no card is kept for, `- ContentView.swift` whose type is the
                    // tutorial's own view, leaves the entry's lines to the rules below.)
                    if found.count > before { continue }
                }
                if let (question, answer, answerBlock) = questionAndAnswer(at: index, in: blocks) {
                    if let answerBlock { answered.insert(answerBlock) }
                    add(question, explaining(answer), block.startLine, .question)
                    continue
                }
                if let (term, answer) = askedParagraph(at: index, in: blocks) {
                    add(term, explaining(answer), block.startLine, .colonDefinition, asked: true)
                    continue
                }
                if let (term, steps) = announcedLayoutSteps(at: index, in: blocks) {
                    add(term, explaining(steps), block.startLine, .topicSentence)
                }
                // Only the text indented under an item explains it, not the next item.
                lazy var under = blocks.textUnderItem(at: index)
                if let (term, gloss) = glossedListHead(at: index, in: blocks) {
                    add(term, explaining(([gloss] + under.prefix(2)).joined(separator: "\n")), block.startLine, .colonDefinition, asked: true)
                    continue
                }
                // `- `VStack` Vertical Stack`: an API's code and what it is (`CodeLedGlosses`).
                if let term = codeLedGloss(block) {
                    add(term, explaining(block.text), block.startLine, .colonDefinition)
                }
                if !headsReadingList(at: index, in: blocks),
                   let term = listHeadTerm(at: index, in: blocks) ?? explainedListHead(at: index, in: blocks)
                    ?? explainedNameItem(at: index, in: blocks) ?? explainedEnglishListHead(at: index, in: blocks) {
                    // (`- 스택` over `- … 사용하는 컨테이너 뷰`: items that say what kind of thing it
                    // is make even a generic word a concept, as the text under a heading does.)
                    // (So do items under a Swift keyword of a kind of type, `- class`: they
                    // say what that kind is; and under `* Button의 생성자`, how Button is made.)
                    let back = controlItemBack(term, at: index, in: blocks) ?? under.prefix(2).joined(separator: "\n")
                    let written = block.text.trimmingWhitespace
                    let ofInitializer = initializerOwner(written.split(separator: " ").map(String.init)) == term
                    let before = found.count
                    add(term, explaining(back), block.startLine, .colonDefinition,
                        asked: under.first.map(namesItsKind) ?? false || typeKindKeywords.contains(term) || ofInitializer)
                    // (The card keeps the identity it had when kb carded the item as written,
                    // `Button의 생성자`: its reviews stay with it.)
                    if ofInitializer, found.count > before { found[found.count - 1].writtenTerm = written }
                    continue
                }
                // (A bold title that states a layout step, an acronym glossed before what it
                // is, a principle named in bold after it: `TitledLayoutSteps`, `GlossedAcronyms`,
                // `RestatedPrinciples`.)
                for (term, explanation) in [titledLayoutStep(at: index, in: blocks), glossedAcronym(at: index, in: blocks),
                                            restatedPrinciple(at: index, in: blocks)].compactMap({ $0 }) {
                    add(term, explaining(explanation), block.startLine, .colonDefinition)
                }
                if block.listItem == nil, let (term, explanation) = introducedByEmptyCall(block) {
                    add(term, explaining(explanation), block.startLine, .colonDefinition)
                    continue
                }
                if let terms = numberedTitleTerms(block) {
                    // (The next section's numbered title ends the text under it.)
                    let under = blocks.proseTexts(from: index + 1, step: 1, atMost: 2).prefix { sectionTitle($0.trimmingWhitespace) == nil }
                    for term in terms where !under.isEmpty {
                        add(term, explaining(under.joined(separator: "\n")), block.startLine, .heading, namedByHeading: true)
                    }
                    continue
                }
                // `* 애니메이션 제어 :` over `* delay : …`, `* speed : …`: a line that heads a
                // glossary names the group its entries belong to, not a term.
                if let term = headingLikeTerm(block), !headsAGlossary(at: index, in: blocks) {
                    let under = blocks.proseTexts(from: index + 1, step: 1, atMost: 2)
                    // (`- dash:` over `- dashPhase:`: a label left empty over another label
                    // is one of a list of names, not the head of the text after it; nor is the
                    // last of them the head of the outer list's next item.)
                    let leavesItsList = block.outerListItem != nil && blocks.indices.contains(index + 1)
                        && blocks[index + 1].outerListItem != block.outerListItem && blocks[index + 1].outerListItem != block.listItem
                    if let first = under.first, !isEmptyLabel(first), !leavesItsList,
                       !headsReadingList(at: index, in: blocks) {
                        add(term, explaining(under.joined(separator: "\n")), block.startLine, .colonDefinition)
                    }
                    continue
                }
                // A quoted subtitle's concept is the paragraph under it: there a search for
                // the term finds what the note says of it, not the subtitle alone.
                if let term = quotedTitleTerm(at: index, in: blocks) {
                    add(term, explaining(blocks[index + 1].text), blocks[index + 1].startLine, .colonDefinition)
                    continue
                }
                // The words a `term: explanation` line stresses in its explanation (`**의도**를
                // 담은 제안`) explain that term, and name none of their own.
                var explanationStart = block.text.endIndex
                // A paragraph of `term: explanation` lines: each entry is explained by its own line.
                let glossary = glossaryLines(block)
                // (`**Feature**: `feature-01-intro-state``: code alone on its line explains nothing.)
                if let (term, explanation) = colonDefinition(block), !isCodeOnly(String(explanation.prefix { $0 != "\n" })) {
                    let before = found.count
                    let label = term.lowercased().trimming("*_ ")
                    if !LearnerTerms.facetLabels.contains(label), !isParameterGloss(term, explanation, at: index, in: blocks) {
                        for name in eachListedName(term) {
                            add(name, explaining(glossary.first?.explanation ?? explanation), block.startLine, .colonDefinition)
                        }
                    }
                    for entry in glossary.dropFirst() where !LearnerTerms.facetLabels.contains(entry.term.lowercased().trimming("*_ ")) {
                        for name in eachListedName(entry.term) { add(name, explaining(entry.explanation), entry.line, .colonDefinition) }
                    }
                    // (`**Sizing:** … *currently visible* …`: a facet's label is no term, and
                    // the words its text stresses are no terms either.)
                    if found.count > before || LearnerTerms.genericWords.contains(label) || LearnerTerms.facetLabels.contains(label) {
                        explanationStart = block.text.range(of: explanation)?.lowerBound ?? block.text.endIndex
                    }
                } else if let (term, explanation) = dashDefinition(block) {
                    // `size - The size of space …`: a glossary entry whose explanation names
                    // its term says what even a generic word is.
                    add(term, explaining(explanation), block.startLine, .colonDefinition, asked: mentions(explanation, term))
                }
                // Most blocks name no term: their explanation is made only for one that does.
                lazy var text = explainingWithSituation(at: index, in: blocks, text: block.text)
                for (span, named) in termSpans(block) where span.kind == .code || span.range.lowerBound < explanationStart {
                    add(span.text, text, lineOf(span.range.lowerBound, in: block), .markedTerm, asked: named)
                }
                for (term, line, named) in topicTerms(block, codeWords: codeWords) {
                    add(term, text, line, .topicSentence, asked: named)
                }
                for (term, line, explanation) in dividedKinds(at: index, in: blocks) {
                    add(term, explaining(explanation), line, .topicSentence)
                }
                for (term, line) in namedTerms(block) + glossedTopics(block) + rankedQualities(block) + attachedSigils(block)
                    + declaredAttributes(block) + unmarkedTypeNames(block) + explainedSigils(block) + countedKinds(block)
                    + glossedNamings(block) + conformedProtocols(block) {
                    add(term, text, line, .topicSentence, asked: isNamedAConcept(term, in: block.text))
                    if isAttribute(term) { attaching.insert("\(line)\u{0}\(LearnerTerms.key(term))") }
                }
                // (`* Imperative programming *bad*` over nested items: they explain it.)
                for (term, line) in namedParadigms(block) {
                    let items = block.listItem == nil ? [] : Array(under.prefix(2))
                    add(term, items.isEmpty ? text : explaining(([block.text] + items).joined(separator: "\n")), line, .topicSentence)
                }
                for (term, line) in spelledModifiers(block, codeWords: codeWords) {
                    add(term, text, line, .topicSentence)
                }
                for (term, line) in alsoOfAKind(block) + unmarkedNamings(block) + definedCommonNouns(block) + familyNames(block) {
                    add(term, text, line, .topicSentence, asked: true)
                }
                for (term, line) in customTerms(block) {
                    add(term, text, line, .custom)
                }
                // The order of modifiers (`modifier의 적용 순서가 중요한가?` is carded as
                // `modifier의 적용 순서` already).
                addOrder(modifierOrder(at: index, in: blocks), block.startLine, .topicSentence)
                // That modifiers return a new view, once a chapter (`Modifiers Create New Views`
                // is carded as it already).
                if let newView = newViewConcept(block.text, at: index, in: blocks), !found.contains(where: { namesNewView($0.term) }) {
                    add(newView.term, newView.explanation, block.startLine, .topicSentence, asked: true)
                }
            case .tableRow(let cells, let isHeader):
                if !isHeader, cells.count == 2, isTermLike(cells[0]), !cells[1].isEmpty, !isTask(cells), !saysThereIsNone(cells[1]),
                   !statesACase(cells[0]) {
                    add(cells[0].trimming("`*"), explaining(cells[1]), block.startLine, .colonDefinition)
                } else if let (term, explanation) = comparedAPI(at: index, in: blocks) {
                    add(term, explaining(explanation), block.startLine, .colonDefinition)
                }
            case .code:
                if let (name, explanation) = explainedCodeLine(at: index, in: blocks) {
                    add(name, explaining(explanation), block.startLine, .markedTerm)
                }
                for (name, explanation, line) in commentedModifiers(block) {
                    add(name, explanation, line, .codeComment)
                }
            case .html, .thematicBreak:
                continue
            }
        }
        // Each step of the layout process a numbered list states is a concept too, unless
        // the step marks its own term (`1. 부모가 자식에게 크기를 **제안**한다`): a concept on
        // the step's line named by the step's verb.
        let foundBefore = found
        var cursor = 0
        while cursor < blocks.count {
            guard blocks[cursor].inNumberedList, blocks[cursor].kind == .paragraph else {
                cursor += 1
                continue
            }
            let (steps, end) = layoutStepConcepts(listAt: cursor, in: blocks)
            for step in steps where !foundBefore.contains(where: { $0.line == step.line && step.step.isNamed(by: $0.term) }) {
                add(step.term, explaining(step.explanation), step.line, .topicSentence, asked: true)
            }
            cursor = max(end, cursor + 1)
        }
        for block in blocks where block.kind == .paragraph {
            if let term = pixelRounding(block.text) { add(term, explaining(block.text), block.startLine, .topicSentence, asked: true) }
        }
        // (Forms that read like a concept and are none: `RejectedConcepts`.)
        found = withoutRejected(found, in: blocks)
        found = withoutCommentedRepeats(withoutAttachingRepeats(found, attaching: attaching))
        return withoutMisspellings(anyTermRepeats ? mergingRepeats(found) : found)
    }

    /// `Stack 이라는 개념이 필요하다`: a sentence that calls its term a concept asks for it,
    /// even a generic word; so does one that names it with its kind (`body라는 프로퍼티`),
    /// as English does with ``named `body` ``.
    static func isNamedAConcept(_ term: String, in text: String) -> Bool {
        let namings = ["이라는 개념", "라는 개념", "이란 개념", "란 개념", "이라는 용어", "라는 용어"]
            + ["이라는 ", "라는 "].flatMap { naming in namingKindWords.map { naming + $0 } }
        return namings.contains { naming in
            text.containsBytes(term + naming) || text.containsBytes(term + " " + naming)
        }
    }

    /// Kinds of an API's member or of a language feature, which name what they follow
    /// (`body라는 프로퍼티`); `Button 이라는 뷰` and `content라는 함수` mention a thing
    /// in passing as often as they name it.
    static let namingKindWords = ["프로퍼티", "메서드", "메소드", "프로토콜", "타입", "수정자", "모디파이어", "래퍼", "키워드"]

    /// `dashPhase:`: a label of a word or two with nothing after its colon. (`For example:`
    /// ends a sentence that says something.)
    static func isEmptyLabel(_ text: String) -> Bool {
        let trimmed = text.trimmingWhitespace
        return trimmed.hasSuffix(":") && trimmed.split(separator: " ").count <= 2
    }

    /// Whether a paragraph is inline code and nothing else: `` `.font(.title)` ``.
    static func isCodeOnly(_ text: String) -> Bool {
        text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .allSatisfy { offset, piece in offset.isMultiple(of: 2) ? piece.allSatisfy { !$0.isLetter } : true }
    }

    /// `: 설명`: the definition line of a definition list, under the term it defines.
    static func isDefinitionListLine(_ text: String) -> Bool {
        text.hasPrefix(": ") && text.count > 4
    }

    /// Without the modifiers a comment explains that the chapter's prose explains too: the
    /// prose's card is the fuller one.
    static func withoutCommentedRepeats(_ concepts: [ParsedConcept]) -> [ParsedConcept] {
        let explainedInProse = Set(concepts.filter { $0.source != .codeComment && !$0.explanation.isEmpty }
            .map { LearnerTerms.key($0.term) })
        return concepts.filter { $0.source != .codeComment || !explainedInProse.contains(LearnerTerms.key($0.term)) }
    }

    /// Without the concept of an attribute from the sentence that says to attach it
    /// (`` `@State` 를 붙이면 에러가 사라집니다 ``) when another passage of the chapter explains
    /// the attribute (`State란 무엇일까요?`): that passage is its definition, and the card's.
    static func withoutAttachingRepeats(_ concepts: [ParsedConcept], attaching: Set<String>) -> [ParsedConcept] {
        guard !attaching.isEmpty else { return concepts }
        let isAttaching = concepts.map { attaching.contains("\($0.line)\u{0}\(LearnerTerms.key($0.term))") }
        let explained = Set(concepts.indices.filter { !isAttaching[$0] }.map { LearnerTerms.key(concepts[$0].term) })
        return concepts.indices.filter { !isAttaching[$0] || !explained.contains(LearnerTerms.key(concepts[$0].term)) }
            .map { concepts[$0] }
    }

    /// Openings of a sentence that explains the code right before it: `이는 …`, `This …`.
    static let pointingOpenings = ["이는 ", "이것은 ", "이건 ", "This ", "this "]

    /// A code block of one line that sets or names one property (`isEnabled = false`),
    /// and the paragraph right after it that explains it (`이는 …`, `This makes …`): the
    /// property is the term, the paragraph its explanation.
    static func explainedCodeLine(at index: Int, in blocks: [MarkdownBlock]) -> (String, String)? {
        let code = blocks[index].text.trimmingWhitespace
        guard !code.contains("\n"), index + 1 < blocks.count, blocks[index + 1].kind == .paragraph else { return nil }
        let next = blocks[index + 1].text.trimmingWhitespace
        guard pointingOpenings.contains(where: { next.hasPrefix($0) }) else { return nil }
        let name = code.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        let rest = code.dropFirst(name.count).trimmingWhitespace
        guard name.count >= 3, name.first?.isLetter == true, rest.isEmpty || rest.hasPrefix("= ") && !rest.contains("{") else {
            return nil
        }
        return (String(name), next)
    }

    /// Without a term that is an earlier term of the chapter written otherwise: with other
    /// spaces (`Z index` after `zIndex`, `GeometryReader` after `Geometry Reader`), with two
    /// letters swapped (`TextFeildStyle` after `TextFieldStyle`) or a piece typed twice
    /// (`ObservabableObject` after `ObservableObject`). One concept, whose card is its first
    /// definition; the same term written again is `mergingRepeats`'s.
    static func withoutMisspellings(_ concepts: [ParsedConcept]) -> [ParsedConcept] {
        guard concepts.count > 1 else { return concepts }
        var earlier = Set<String>()  // each earlier term's key without spaces
        var firstWritten: [String: String] = [:]  // and the key it was first written with
        return concepts.filter { concept in
            let written = LearnerTerms.key(concept.term)
            let key = written.filter { $0 != " " }
            defer { earlier.insert(key) }
            if let first = firstWritten[key] { return first == written }
            let kept = !LearnerTerms.isTransposition(of: key, in: earlier) && !LearnerTerms.isStutter(of: key, in: earlier)
            if kept { firstWritten[key] = written }
            return kept
        }
    }

    /// A term found twice in a chapter where one explanation holds the other whole (a
    /// heading's term, explained again by the paragraph under it) is one concept, the one
    /// with the fuller explanation, or the first of two alike: otherwise the learner finds
    /// the same text twice and answers the same card twice.
    static func mergingRepeats(_ concepts: [ParsedConcept]) -> [ParsedConcept] {
        var byTerm: [String: [Int]] = [:]
        for (index, concept) in concepts.enumerated() {
            byTerm[concept.term.lowercased(), default: []].append(index)
        }
        var merged = Set<Int>()
        for indices in byTerm.values where indices.count > 1 {
            for kept in indices where !merged.contains(kept) {
                let fuller = concepts[kept].explanation
                for other in indices where other != kept && !merged.contains(other) {
                    let explanation = concepts[other].explanation
                    guard !explanation.isEmpty, fuller.containsBytes(explanation) else { continue }
                    if fuller.utf8.count > explanation.utf8.count || kept < other { merged.insert(other) }
                }
            }
        }
        return concepts.indices.filter { !merged.contains($0) }.map { concepts[$0] }
    }

    /// A concept's explanation: the text trimmed and clipped at a sentence's end, without
    /// the sentences at its end that only lead into what follows (`CardBack`), and without the `:::info` and
    /// `:::` lines that open and close a note's call-out box (they are no text, and read
    /// as card markup).
    static func explaining(_ text: String) -> String {
        var text = text
        if text.containsBytes(":::") {
            text = text.splitLines(omittingEmpty: false)
                .filter { !$0.trimmingWhitespace.hasPrefix(":::") }.joined(separator: "\n")
        }
        // `**Step 4** <br>` over the step's text: the step's number is no part of what it says.
        if let firstLine = text.split(separator: "\n", maxSplits: 1).first, isStepLabel(firstLine), firstLine.endIndex < text.endIndex {
            text = String(text[firstLine.endIndex...]).trimmingWhitespace
        }
        return CardBack.complete(CardBack.clipped(text.trimmingWhitespace, limit: NoteParser.proseLimit))
    }

    /// `Step 4`, `단계 2`, `2단계`: a line that numbers a tutorial's step and says nothing.
    static func isStepLabel(_ line: Substring) -> Bool {
        let words = line.trimmingWhitespace.trimming(".:").split(separator: " ")
        if words.count == 2, ["step", "단계"].contains(words[0].lowercased()), words[1].allSatisfy(\.isASCIIDigit) { return true }
        return words.count == 1 && words[0].hasSuffix("단계") && words[0].dropLast(2).allSatisfy(\.isASCIIDigit) && words[0].count > 2
    }

    /// Whether `text` names `term` as a word of its own (`Stack` in `Stack별`, not in
    /// `HStack`), whatever its case, marks or English plural. A heading whose text does
    /// not name it (`Graphics` over a paragraph about shapes, a title over a table of
    /// contents) heads the text without explaining its own words.
    static func mentions(_ text: String, _ term: String) -> Bool {
        let lowerText = text.lowercased().filter { $0 != "`" && $0 != "*" && $0 != "_" }
        var key = LearnerTerms.key(LearnerTerms.withoutGluedEnding(term)).trimming("@.")
        // A comparison (`ZStack과의 차이점`) is named by its first term.
        if isComparison(term), let first = splitConjunction(term.replacingOccurrences(of: "의 ", with: " ")).first {
            key = LearnerTerms.key(LearnerTerms.withoutGluedEnding(first.split(separator: " ").first.map(String.init) ?? first))
        }
        // `Grid의 간격` is named by text about Grid, its owner.
        // Only a heading of the two words `X의 Y`: `View의 크기를 정하는 .frame` is a clause.
        if key.split(separator: " ").count == 2, let owner = key.components(separatedBy: "의 ").first, owner != key,
           !owner.isEmpty,
           lowerText.containsBytes(owner) {
            return true
        }
        // `Environment modifiers` is named by `modifier`: a heading of a few words names
        // a kind of its last word.
        if let head = key.split(separator: " ").last, key.contains(" ") { key = String(head) }
        guard !key.isEmpty else { return false }
        // `LazyVGrid` is named by `lazy grid`, `GeometryReader` by `geometry reader`: an API's
        // name spelled out in its words of two letters or more.
        if isIdentifierLike(term) {
            let words = camelCaseWords(term).filter { $0.count >= 2 }.map { $0.lowercased() }
            if words.count >= 2, lowerText.containsBytes(words.joined(separator: " ")) { return true }
        }
        for found in lowerText.byteRanges(of: key) {
            let before = lowerText[..<found.lowerBound].last
            if before.map({ !($0.isLetter && $0.isASCII) }) ?? true { return true }
        }
        return false
    }

    /// `LazyHStack` → Lazy, H, Stack; `@FocusState` → Focus, State.
    static func camelCaseWords(_ name: String) -> [String] {
        var words: [String] = []
        for character in name where character.isLetter || character.isNumber {
            if character.isUppercase || words.isEmpty { words.append("") }
            words[words.count - 1].append(character)
        }
        return words
    }

    /// Endings of a Korean definition that has no subject: `뷰를 겹쳐 표현할 때 사용하는
    /// 컴포넌트`, `간격을 띄우고 싶을 때 사용하는 것`.
    static let definingEndings = ["것", "컴포넌트", "뷰", "방법", "개념", "기능", "타입", "프로토콜", "수정자", "이다", "입니다",
                                  "용도로 사용한다", "때 사용한다", "특성", "성질", "구조체", "struct"]

    /// The first line of `text` without marks or its closing period: where a definition by
    /// kind ends on the kind.
    static func definingLine(of text: String) -> String {
        text.prefix { $0 != "\n" }.filter { !"`*_>".contains($0) }.trimmingWhitespace.trimming(".!")
    }

    /// Whether the first line of `text` ends on the kind of thing it defines (`… 사용할 수
    /// 있는 것`, `… 컴포넌트`), not on a copula any sentence ends with.
    static func namesItsKind(_ text: String) -> Bool {
        let firstLine = definingLine(of: text)
        return definingEndings.filter { !["이다", "입니다"].contains($0) }.contains { firstLine.hasSuffix(" " + $0) }
    }

    /// `## Stack` over `` … Stack View로 묶어야 한다. `HStack`, `VStack`, `ZStack`의 세 종류가
    /// 있다. ``: text that names the heading's thing and counts its kinds says it is a
    /// concept, even a generic word.
    static func listsItsKinds(_ text: String) -> Bool {
        let flat = text.replacingOccurrences(of: "\n", with: " ").lowercased()
        let korean = ["종류가 있", "가지가 있", "종류로 나뉜", "가지로 나뉜"]
        let english = ["two", "three", "four"].flatMap { ["there are \($0) kinds of", "there are \($0) types of"] }
        return (korean + english).contains { flat.containsBytes($0) }
    }

    /// Whether `text` defines `term` by its kind without naming it: `Leaf Views` over
    /// `Views that have no subviews`, `# ZStack` over `뷰를 겹쳐 표현할 때 사용하는 컴포넌트`.
    static func definesByKind(_ text: String, _ term: String) -> Bool {
        let firstLine = definingLine(of: text)
        if let head = term.split(separator: " ").last, term.contains(" "),
           let first = firstLine.split(separator: " ").first, LearnerTerms.key(String(first)) == LearnerTerms.key(String(head)) {
            return true
        }
        // `### InsettableShape protocol` over `This is a shape that can be inset …`: the text
        // under a heading of an API that opens by saying what `this` is defines the API.
        let opening = firstLine.lowercased().replacingOccurrences(of: "’", with: "'")
        if isIdentifierLike(term.trimming("`")),
           ["this is a ", "this is an ", "it is a ", "it is an ", "it's a ", "it's an "].contains(where: opening.hasPrefix) {
            return true
        }
        return definingEndings.contains { firstLine.hasSuffix(" " + $0) || $0.count > 1 && firstLine.hasSuffix($0) }
    }

    static func lineOf(_ index: String.Index, in block: MarkdownBlock) -> Int {
        block.startLine + block.text.utf8[..<index].reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    }
}
