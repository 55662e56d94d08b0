import Testing
@testable import KnowledgeBase

/// Shapes that TarnNotes and CliffNotes (two held-out corpora of public learner notes, one
/// English, one Korean, labelled before kb ran on them) showed kb carding as junk or
/// missing: 100 Days logs, a README that opens with a gallery of its screens, WWDC talk
/// notes, a Korean TIL of tables and step headings. Each junk form is no card; the concept
/// beside it stays.
@Suite struct LogAndGalleryShapesTests {
    /// The terms of a whole note, read chapter by chapter as an import reads it.
    func terms(_ markdown: String) -> [String] {
        NoteParser.parse(markdown, fileStem: "notes").chapters.flatMap(\.concepts).map(\.term)
    }

    /// `However, @EnvironmentObject specifically means …`: the connective and the adverb
    /// are no part of the subject; `Great tip:` is an aside's label, however praised.
    @Test func aConnectiveAnAdverbAndAPraisedLabelAreNoPartOfATerm() {
        #expect(terms("""
            # Data

            However, @EnvironmentObject specifically means "this object will be provided from some outside entity".
            """) == ["@EnvironmentObject"])
        #expect(terms("""
            # Day 23

            - Great tip: Use a View extension when the modifier doesn't need state.
            """) == [])
    }

    /// `**Explicit** identity and **structural** identity`: each bold word is a kind of the
    /// noun both share, and the term is the two words.
    @Test func boldWordsBeforeASharedNounNameKindsOfIt() {
        #expect(terms("""
            # Demystify SwiftUI

            - Identity
                - Types of identity: **Explicit** identity and **structural** identity
            """) == ["Identity", "Explicit identity", "structural identity"])
        // Words the sentence puts after each are no noun they share.
        #expect(terms("""
            # Stacks

            Use **HStack** for rows and **VStack** for columns.
            """) == ["HStack", "VStack"])
    }

    /// `**Flower**` over `![Flower](…)`: a caption; `# Drawing` over captioned pictures
    /// heads a gallery, not an explanation.
    @Test func aGalleryOfCaptionedPicturesHasNoCards() {
        #expect(terms("""
            # Drawing
            Different shapes
            **Flower**
            ![Flower](images/flower.gif)
            **Trapezoid**
            ![Trapezoid](images/trapezoid.gif)

            ## Shape

            `Shape` is a protocol with one requirement, `path(in:)`.
            """) == ["Shape", "path(in:)"])
    }

    /// `### Scroll Views` over code that writes `ScrollView` names it in the plural.
    @Test func aPluralSpacedHeadingNamesTheAPITheCodeWrites() {
        #expect(terms("""
            # Day 39

            ### Scroll Views

            - To add scrolling to arbitrary views we need to use a scroll view.

            ```swift
            ScrollView {
                Text("Item")
            }
            ```
            """) == ["ScrollView"])
    }

    /// `` `@StateObject` (new in iOS 14) - SwiftUI owns … ``: the aside in parentheses is no
    /// part of the glossary entry's name; ``the `Label` View, essentially an `HStack` …``
    /// says what Label is.
    @Test func anAsideAfterANameAndAnAppositionDefineIt() {
        #expect(terms("""
            # Data Essentials

            * `@StateObject` (new in iOS 14) - SwiftUI owns the ObservableObject and keeps it alive.
            * I didn't know about the `Label` View, essentially an `HStack` with an `Image` and `Text`.
            """) == ["@StateObject", "Label"])
    }

    /// `## Modifying font` over `.font(.headline)`: a step of two words is about the modifier
    /// it names; `### custom modifier 만들기` is a kind of modifier, not `custom`;
    /// `### Navigation Link 연결` names the API the code writes.
    @Test func stepHeadingsNameTheirAPIOrTheirKind() {
        #expect(terms("""
            # Chapter 3

            ## Modifying font

            ```swift
            .font(.headline)
            ```

            - 상위 Container View에 적용하면 하위 Text들에 적용됨
            """) == [".font"])
        #expect(terms("""
            # Chapter 6

            ### custom modifier 만들기

            - 이게 가장 선호되는 방법
            - 어떤 view라도 적용할 수 있기 때문
            """) == ["custom modifier"])
        #expect(terms("""
            # 네비게이션

            ### Navigation Link 연결

            Navigation Link로 연결하여, 첫 번째 뷰에서 두 번째 뷰로 이동 할 수 있다.

            ```swift
            NavigationLink {
                Text("Second")
            } label: {
                Text("Go")
            }
            ```
            """) == ["NavigationLink"])
    }

    /// `### InsettableShape protocol` over `This is a shape that …`: text that opens by
    /// saying what `this` is defines the heading's term; `### Getting screen size from
    /// GeometryReader` over text that names it is about the API the step is done with;
    /// `## Taps and buttons` over code that writes `Button(…)` names Button in the plural
    /// (`Taps` stays a term: kb cannot tell it is no API).
    @Test func aHeadingDefinedAsThisAStepsToolAndAPluralAPI() {
        #expect(terms("""
            # Drawing

            ### InsettableShape protocol
            This is a shape that can be inset by a certain amount to produce another shape.
            """) == ["InsettableShape"])
        #expect(terms("""
            # Chapter 3

            ### Getting screen size from GeometryReader

            GeometryReader로 ContainerView의 크기 가져올 수 있음
            """) == ["GeometryReader"])
        #expect(terms("""
            # Chapter 6

            ## Taps and buttons

            - Button에 View를 담을 수 있음

            ```swift
            Button(action: {}) { Text("OK") }
            ```
            """) == ["Taps", "Button"])
    }

    /// `### 속성` over a table whose rows open with the members' code labels the table; the
    /// rows are the cards. A comment that is the modifier's declaration explains nothing.
    @Test func aTablesLabelAndADeclarationInACommentAreNoCards() {
        #expect(terms("""
            # 애니메이션

            ## withAnimation

            `withAnimation`은 상태 변화를 애니메이션으로 보여 준다.

            ### 속성

            | 코드 | 기능 |
            |:---|:---|
            | `.delay(n)` | n초 뒤에 시작 |
            | `.repeatForever()` | 계속 반복 |
            """) == ["withAnimation", ".delay(n)", ".repeatForever()"])
        #expect(terms("""
            # Order of modifiers

            ```swift
            Text(guess.intString)
              .lineLimit(0) // func lineLimit(_ number: Int?) -> some View
            ```
            """) == [])
    }

    /// `ViewModifier 만드는 방법` (만들다 before 는), `복잡해보이는`, `가끔은`: a verb and an
    /// adverb, no term; `SwifUI는` is the framework misspelt, as generic as its name;
    /// `### SwiftUI Essentials (wwdc19)` is a talk's title.
    @Test func koreanVerbsAdverbsAMisspeltFrameworkAndATalksTitleAreNoTerms() {
        #expect(terms("""
            # TIL

            - ViewModifier 만드는 방법
            - 어렵고, 복잡해보이는 SwiftUI를 쉽게 이해해보자는 것 같습니다.
            - 하지만 가끔은 의도하지 않은 방식으로 작동할 때가 있습니다.
            - 이런식으로 SwifUI는 Swift의 기능을 사용하여 코드를 줄여 줍니다.

            ### SwiftUI Essentials (wwdc19)

            뷰는 사용자 인터페이스의 기본적인 빌딩 블럭입니다.
            """) == [])
    }
}
