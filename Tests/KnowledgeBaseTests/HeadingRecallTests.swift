import Testing
@testable import KnowledgeBase

/// Headings that name a concept a learner wants, over text that explains it without
/// naming it; and their neighbours that head text about something else.
@Suite struct HeadingRecallTests {
    func cards(_ markdown: String) -> [String] {
        let blocks = MarkdownParser.parse(markdown)
        return ConceptExtractor.concepts(in: blocks, declared: LearnerTerms.declaredNames(in: blocks))
            .map { "\($0.term) → \($0.explanation)" }
    }

    /// `# 상태 프로퍼티` over `… 업데이트하는데 사용됨` (BrookNotes' and LarkNotes' state
    /// chapters): a note-style clause with no subject describes the heading's term.
    @Test func aNoteStyleClauseDescribesTheHeadingsTerm() {
        #expect(cards("""
            # 노트

            ## 상태 프로퍼티

            뷰의 상태를 관리하고, 상태가 변경될 때 뷰를 업데이트하는데 사용됨
            """) == ["상태 프로퍼티 → 뷰의 상태를 관리하고, 상태가 변경될 때 뷰를 업데이트하는데 사용됨"])
        #expect(cards("""
            # 노트

            #### 지오메트리 프록시(GeometryProxy)

            - 지오메트리 리더의 레이아웃 정보를 자식 뷰에 제공
            """) == ["GeometryProxy → 지오메트리 리더의 레이아웃 정보를 자식 뷰에 제공"])
        #expect(cards("""
            # 노트

            #### 수식어(Modifier)

            - 뷰에서 사용 가능한 메서드
            - 추가 동작이나 시각적 변화가 가미된 새로운 뷰를 반환하는 메서드
            """) == ["Modifier → 뷰에서 사용 가능한 메서드\n추가 동작이나 시각적 변화가 가미된 새로운 뷰를 반환하는 메서드"])
        // (A heading that names no term, `정리`, gets no card from what is under it.)
        #expect(cards("""
            # 노트

            #### 정리

            - 뷰에서 사용 가능한 메서드
            """) == [])
    }

    /// A clause with a subject of its own, a glossary entry, or a long clause that tells
    /// what happens is about something else than the heading's words.
    @Test func aClauseWithItsOwnSubjectDoesNotDescribeTheHeading() {
        #expect(cards("""
            # 노트

            ### ObservableObject (감시할 수 있는)

            ObservedObject 는 `Class` 임
            """).map { String($0.prefix { $0 != " " }) } == ["ObservedObject"])
        #expect(cards("""
            # 노트

            ### 핵심 개념

            - **`AnyLayout`**: 레이아웃 타입을 type-erase하는 래퍼. 레이아웃을 전환할 때 상태를 유지하도록 설계됨
            """).map { String($0.prefix { $0 != " " }) } == ["AnyLayout"])
        #expect(cards("""
            # 노트

            ## 01.SwiftUI Essentials

            - 작성된 코드가 언제나 뷰의 the source of truth로서 역할을 하기 때문에 Inspector를 통해 속성을 변경하면 코드에 바로 반영됨
            """) == [])
        #expect(ConceptExtractor.describesOmittedSubject("자식 view 들을 세로로 쌓아 배치함"))
        #expect(ConceptExtractor.describesOmittedSubject("뷰에서 사용 가능한 메서드"))
        #expect(ConceptExtractor.describesOmittedSubject("크기를 자식 뷰에 제안"))
        // (A verb's form after the object, and a first sentence finished by its period.)
        #expect(!ConceptExtractor.describesOmittedSubject("각각의 파라미터를 보면"))
        #expect(!ConceptExtractor.describesOmittedSubject("뷰를 쌓아서 위에 테두리를 올려주는구나"))
        #expect(!ConceptExtractor.describesOmittedSubject("문서에 위와 같이 정의되어있다. 각각의 파라미터를 보면 사용"))
        #expect(!ConceptExtractor.describesOmittedSubject("데이터 의존성"))
        #expect(!ConceptExtractor.describesOmittedSubject("상태는 뷰가 소유함"))
        #expect(!ConceptExtractor.describesOmittedSubject("뷰의 상태를 관리한다."))
    }

    /// `### Associated Data (연관 데이터)` over text that uses the Korean name (BrookNotes'
    /// Swift summary): the heading names one term twice, and the text explains it by
    /// either name; the card keeps both.
    @Test func aGlossedHeadingIsExplainedByEitherName() {
        #expect(cards("""
            # 노트

            ### Associated Data (연관 데이터)

            각 상태는 연관 데이터를 가질 수 있음
            """) == ["Associated Data (연관 데이터) → 각 상태는 연관 데이터를 가질 수 있음"])
        #expect(cards("""
            # 노트

            ### Nil-Coalescing Operator (`??`)

            옵셔널이 `nil`일 경우 기본 값을 설정하려면 `??` 연산자를 사용
            """).map { String($0.prefix { $0 != "→" }) } == ["Nil-Coalescing Operator (??) "])
        #expect(ConceptExtractor.glossedNames("Associated Data (연관 데이터)")! == ("Associated Data", "연관 데이터"))
        #expect(ConceptExtractor.glossedNames("지연 애니메이션 (Delay Animation)")! == ("지연 애니메이션", "Delay Animation"))
    }

    /// A numbered section's glossed title, a qualifier in the same script and a clause in
    /// parentheses are no second name.
    @Test func aQualifierOrANumberedTitleIsNoGlossedTerm() {
        #expect(cards("""
            # 노트

            ### 2. 제어 흐름 (Control Flow)

            - 반복문과 조건문으로 흐름을 제어함
            """) == [])
        #expect(ConceptExtractor.glossedNames("ScrollView (vertical)") == nil)
        #expect(ConceptExtractor.glossedNames("Imperative (UIKit style)") == nil)
        #expect(ConceptExtractor.glossedNames("ObservableObject (감시할 수 있는)") == nil)
    }

    /// `### Q4. ScrollTo functionality?` over its `**Answer:**` (EmberNotes' interview
    /// notes): the numbered question asks about the term, and the answer explains it
    /// though it does not name it. Without the question's number or mark, a heading over
    /// text that does not name it only heads that text.
    @Test func aNumberedQuestionsAnswerExplainsItsTerm() {
        #expect(cards("""
            # Notes

            ### Q4. ScrollTo functionality?

            **Answer:**
            Wrap the content in a `ScrollViewReader`.
            """) == ["ScrollTo functionality → Wrap the content in a `ScrollViewReader`."])
        #expect(cards("""
            # Notes

            ### ScrollTo functionality?

            **Answer:**
            Wrap the content in a `ScrollViewReader`.
            """) == [])
        #expect(cards("""
            # Notes

            ### Q4. ScrollTo functionality

            Wrap the content in a `ScrollViewReader`.
            """) == [])
        #expect(ConceptExtractor.isNumberedQuestion("### Q3. `GridItem` configuration?"))
        #expect(!ConceptExtractor.isNumberedQuestion("### 3. GridItem configuration?"))
    }

    /// `#### 뷰 레이아웃 과정` over `- 부모 뷰가 … 자식 뷰에 제안` (FjordNotes): a noun right
    /// after its object or goal is the clause's predicate, its 하다 left out.
    @Test func aVerbalNounAfterItsObjectEndsANoteStyleClause() {
        #expect(cards("""
            # 노트

            #### 뷰 레이아웃 과정

            - 부모 뷰가 활용 가능한 크기를 자식 뷰에 제안
            - 자식 뷰는 그 자신의 크기를 결정
            """) == ["뷰 레이아웃 과정 → 부모 뷰가 활용 가능한 크기를 자식 뷰에 제안\n자식 뷰는 그 자신의 크기를 결정"])
    }

    /// `### 스크롤방향` over `… 스크롤 방향이 있다` (PineNotes): a Hangul compound is the
    /// same word with or without its space.
    @Test func aHangulCompoundIsNamedWhateverItsSpacing() {
        #expect(cards("""
            # 노트

            ### 스크롤방향

            ScrollView에는 다양한 스크롤 방향이 있다. ScrollView에서 스크롤 방향을 설정하려면 axis 매개 변수를 사용
            """) == ["스크롤방향 → ScrollView에는 다양한 스크롤 방향이 있다. ScrollView에서 스크롤 방향을 설정하려면 axis 매개 변수를 사용"])
        #expect(ConceptExtractor.mentionsRespaced("스크롤 방향을 바꾼다", "스크롤방향"))
        #expect(!ConceptExtractor.mentionsRespaced("스크롤 뷰를 쓴다", "스크롤방향"))
        #expect(!ConceptExtractor.mentionsRespaced("Scroll direction", "Scroll direction"))
    }

    /// `### what is a swiftUI stack` (SwellNotes): English asks what a thing is as `상태란?`
    /// does, and the text under it answers even as `It is …`; a heading that asks where
    /// (`What is behind the main SwiftUI view?`) or about two things asks no term.
    @Test func anEnglishWhatIsHeadingAsksForItsTerm() {
        #expect(cards("""
            # Notes

            ## What is an EnvironmentValue, or variable
            - It is value that is being set in a collection of other values to our views.
            """) == ["EnvironmentValue → It is value that is being set in a collection of other values to our views."])
        #expect(ConceptExtractor.askedInEnglish("what is a swiftUI stack") == "swiftUI stack")
        #expect(ConceptExtractor.askedInEnglish("So what is a ViewModifier?") == "ViewModifier")
        #expect(ConceptExtractor.askedInEnglish("What is `@Binding` in SwiftUI?") == "@Binding")
        #expect(ConceptExtractor.askedInEnglish("What is behind the main SwiftUI view?") == nil)
        #expect(ConceptExtractor.askedInEnglish("What is Environment & EnironmentObject?") == nil)
        #expect(ConceptExtractor.askedInEnglish("what are the different types of stacks are there") == nil)
    }

    /// `- 데이터 의존성` over nested sentences about it (FjordNotes' outline): the item heads
    /// what the sentences say of it. Over short names (`- 정렬` over `- leading`) it lists
    /// kinds, and an item that names a task (`- 데이터 읽기`) is no term.
    @Test func aListItemOverNestedSentencesHeadsThem() {
        #expect(cards("""
            # 노트

            - 데이터 의존성
               - 뷰는 매번 데이터가 변경될 때마다 그 값을 반영해야 하므로, 데이터에 대한 의존성을 가진다.
            """) == ["데이터 의존성 → 뷰는 매번 데이터가 변경될 때마다 그 값을 반영해야 하므로, 데이터에 대한 의존성을 가진다."])
        #expect(cards("""
            # 노트

            - 정렬
               - leading 정렬
               - center
            """) == [])
        #expect(cards("""
            # 노트

            - 데이터 읽기
               - 뷰는 매번 데이터가 변경될 때마다 그 값을 반영한다.
            """) == [])
    }
}
