import Testing
@testable import KnowledgeBase

/// Notes written as questions and answers (interview preparation, FAQ sheets), and the
/// labels such notes put on their parts: a heading that asks over `**Answer:**`, the
/// labels themselves, a table of contents of links, and section labels before a colon.
@Suite struct AnsweredQuestionTests {
    let forms = ConceptDefinitionFormsTests()

    func cards(_ markdown: String) -> [ParsedCard] {
        NoteParser.parse(markdown, fileStem: "faq").chapters.flatMap(\.cards)
    }

    /// `### Q4. Why …?` over `**Answer:**`: a question card whose back is the answer, without
    /// the question's number or the answer's label; `Answer` is no term.
    @Test func aQuestionHeadingOverAnAnswerLabelIsAQuestionCard() {
        let found = cards("""
            # Layout questions

            ### Q7. Why does a long label push its neighbour to the edge?
            **Answer:**
            The stack offers each child its share in turn, and the least flexible child is measured first.

            - A fixed frame on the neighbour keeps its width.
            """)
        #expect(found.map(\.kind) == [.question])
        #expect(found.map(\.front) == ["Why does a long label push its neighbour to the edge?"])
        #expect(found.map(\.back) == ["The stack offers each child its share in turn, and the least flexible child is measured first.\nA fixed frame on the neighbour keeps its width."])
        #expect(found.map(\.line) == [3])
    }

    /// `### Q2. `onDisappear`?` names a term: the term's card is explained by the answer (no
    /// label on its back), and no question card repeats it.
    @Test func aQuestionHeadingThatNamesATermIsThatTermsCard() {
        let found = cards("""
            # Lifecycle

            ### Q2. `onDisappear`?
            **Answer:** Runs when the view leaves the hierarchy.
            """)
        #expect(found.map(\.kind) == [.concept])
        #expect(found.map(\.front) == ["onDisappear"])
        #expect(found.map(\.back) == ["Runs when the view leaves the hierarchy."])
        // A label alone on its line is no part of the two blocks that explain the term.
        let labelAlone = cards("""
            # Lifecycle

            ### Q3. `onAppear` vs `task`?
            **Answer:**
            - `onAppear` runs each time the view appears.
            - `task` starts async work and cancels it when the view goes.
            """)
        #expect(labelAlone.filter { $0.line == 3 }.map(\.back) == ["`onAppear` runs each time the view appears.\n`task` starts async work and cancels it when the view goes."])
    }

    /// A heading without a question (`### Answer key`) or a question with no answer label
    /// under it makes no question card.
    @Test func aHeadingWithoutAnAnsweredQuestionIsNoQuestionCard() {
        #expect(ConceptExtractor.withoutQuestionNumber("Q12) What is a proposal?") == "What is a proposal?")
        #expect(ConceptExtractor.withoutQuestionNumber("Quick start") == nil)
        #expect(ConceptExtractor.droppingAnswerLabel("**Answer:** Yes.") == "Yes.")
        #expect(ConceptExtractor.droppingAnswerLabel("**답변**: 그렇다.") == nil)
        #expect(ConceptExtractor.droppingAnswerLabel("답변: 그렇다.") == "그렇다.")
        #expect(ConceptExtractor.droppingAnswerLabel("Answers vary.") == nil)
        let found = cards("""
            # Sheet

            ### Why does the row grow?
            The text inside wraps onto a second line.
            """)
        #expect(found.filter { $0.kind == .question }.isEmpty)
    }

    /// `**Fix**: …`, `**Answer:**`, `Solution: …`: labels, not terms; nor is a label whose
    /// line holds only code (`**Branch**: `feature-02``).
    @Test func aLabelBeforeAColonIsNoTerm() {
        #expect(forms.terms("- **Fix**: Split the view into smaller views that take plain values.") == [])
        #expect(forms.terms("Solution: give the row a fixed height.") == [])
        #expect(forms.terms("**Branch**: `feature-02-grid`") == [])
        #expect(forms.terms("- **Spacer**: Takes the free space along the stack's axis.") == ["Spacer"])
    }

    /// `- [2. Deep Dive: Grids](#2-deep-dive-grids)`: a table of contents names sections and
    /// explains nothing, so its entries are no concepts (the sections are); nor are the
    /// entries of a list of videos and readings (`* [**Youtube Video**](https://…)`).
    @Test func aTableOfContentsEntryIsNoConcept() {
        let blocks = MarkdownParser.parse("""
            - [2. Deep Dive: Grids](#2-deep-dive-grids)
            - [Apple's Grid page](https://developer.apple.com/documentation/swiftui/grid)
            - See [Grids](#grids) for more.
            """)
        #expect(blocks.map(\.isLinkOnly) == [true, true, false])
        #expect(forms.terms("- [LazyVGrid: A container that grows vertically](#lazyvgrid)") == [])
        #expect(forms.terms("""
            * [**Youtube Video**](https://youtu.be/jbtqIBpUG7g)
            * [Lecture 4: Grid enum Optionals]()
            * [**Assignment - More Memorize**](https://github.com/a/b.pdf)
            """) == [])
    }

    /// `## Key Concept: @Binding`, `## Deep Dive: Observation`: the words before the colon
    /// say what kind of section it is, the heading names what follows them; `Suggested
    /// Exercises` names nothing.
    @Test func aSectionLabelBeforeAColonIsNoPartOfTheTerm() {
        #expect(ConceptExtractor.headingTerms("🎯 Key Concept: @Binding") == ["@Binding"])
        #expect(ConceptExtractor.headingTerms("3. Deep Dive: GeometryReader") == ["GeometryReader"])
        #expect(ConceptExtractor.headingTerms("🧪 Suggested Exercises") == [])
    }

    /// `#### 어떻게 생겼어?`, `그래서 View?`, `정확하게는`, `오늘의 주제`: a question word, a
    /// sentence's conjunction, an adverb and a day name no concept.
    @Test func questionWordsConjunctionsAdverbsAndDaysAreNoTerms() {
        let kept = { (term: String) in LearnerTerms.kept(term, declared: [], title: "") }
        #expect(kept("어떻게 생겼어") == nil)
        #expect(kept("그래서 View? ViewModel") == nil)
        #expect(kept("정확하게") == nil)
        #expect(kept("오늘") == nil)
        #expect(kept("왜 @State는 private인가?") == "왜 @State는 private인가?")
        #expect(kept("불투명 타입") == "불투명 타입")
    }

    /// The passage that explains a heading's term is the one after an answer's label alone.
    @Test func anAnswerLabelAloneIsNotTheExplainingPassage() {
        let note = NoteParser.parse("""
            # Lifecycle

            ### Q2. `onDisappear`?
            **Answer:**

            Runs when the view leaves the hierarchy.
            """, fileStem: "faq")
        let passages = note.chapters.flatMap(\.passages)
        let explaining = PassageExtractor.passage(explaining: 3, in: passages).map { passages[$0].text }
        #expect(explaining == "Runs when the view leaves the hierarchy.")
    }

    /// A passage that only names its concept's term (a list item's head, a bold question)
    /// explains nothing: the concept's passage is the one after it.
    @Test func aPassageThatOnlyNamesTheTermIsNotTheConceptsPassage() {
        let note = NoteParser.parse("""
            # Env

            - `@EnvironmentObject`
                - 상위 뷰가 넣어 둔 객체를 하위 뷰에서 꺼내 쓴다.

            **(2) StateObject란?**

            뷰가 처음 만들어질 때 한 번만 객체를 만든다.
            """, fileStem: "env")
        let chapter = note.chapters[0]
        let concepts = chapter.concepts.filter { $0.term != "Env" }
        let explained = concepts.map { concept in
            PassageExtractor.passage(explaining: concept, in: chapter.passages).map { chapter.passages[$0].text }
        }
        #expect(concepts.map(\.term) == ["@EnvironmentObject", "StateObject"])
        #expect(explained == ["상위 뷰가 넣어 둔 객체를 하위 뷰에서 꺼내 쓴다.", "뷰가 처음 만들어질 때 한 번만 객체를 만든다."])
        #expect(PassageExtractor.onlyNames("(1) ObservedObject란?", "ObservedObject"))
        #expect(!PassageExtractor.onlyNames("ObservedObject는 바깥에서 받은 객체를 지켜본다.", "ObservedObject"))
        #expect(!PassageExtractor.onlyNames("`HStack` | 가로 스택", "HStack"))
    }

    /// `UI를 구성하는 기본적인 단위라고 할 수 있다`: a noun a modifier describes is what the
    /// sentence says its subject is; `이것을 상태 저장소라고 할 수 있다` names it.
    @Test func aDescribedNounBeforeCanBeCalledIsNoName() {
        #expect(forms.terms("ScrollView는 화면을 넘는 내용을 보여 주는 기본적인 컨테이너라고 할 수 있다.") == ["ScrollView"])
        #expect(forms.terms("그래서 이것을 상태 저장소라고 할 수 있다.") == ["상태 저장소"])
    }
}
