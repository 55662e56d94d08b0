import Testing
@testable import KnowledgeBase

/// List items that name a concept a learner wants in a form the term rules leave alone, as a
/// heading would, and their neighbours that name none.
extension HeadingRecallTests {
    /// `- class` and `- struct` under `- class & struct` (MarshNotes): Swift's keyword for a
    /// kind of type heads the items under it, which say what that kind is. In passing, the
    /// same word is no card (issue 15's `struct`).
    @Test func aTypeKindKeywordOverItemsIsTheirConcept() {
        #expect(cards("""
            # Lecture 2

            - class & struct

              - class

                - reference 타입이라 heap 에 살고 있음.

              - struct

                - argument로 넘기면 해당 값이 복사된 복사본이 넘어감.

            뷰는 struct로 만든다.
            """) == ["class → reference 타입이라 heap 에 살고 있음.", "struct → argument로 넘기면 해당 값이 복사된 복사본이 넘어감."])
    }

    /// `1. **Parent Proposes Size for Child**` over its paragraph (FjordNotes), `2. **Child
    /// Views Choose Their Size:** …` (FernNotes): a bold title that states a step of the layout
    /// process is the step's name, though it is longer than a term and reads as a section's
    /// title. A bold title that states no step stays a title.
    @Test func aBoldTitleThatStatesALayoutStepNamesIt() {
        #expect(cards("""
            # Layout

            1. **Parent Proposes Size for Child**

            First, the root view offers the text a proposed size, the entire safe area of the screen.
            """) == ["Parent Proposes Size for Child → First, the root view offers the text a proposed size, the entire safe area of the screen."])
        #expect(cards("""
            # Layout

            2. **Child Views Choose Their Size:** Each child view, upon being offered space, decides its own size.
            """) == ["Child Views Choose Their Size → Each child view, upon being offered space, decides its own size."])
        #expect(cards("""
            # Layout

            3. **Parent Places Child in Parent’s Coordinate Space**
               - The root view puts the child in the middle.
            """) == ["Parent Places Child in Parent’s Coordinate Space → The root view puts the child in the middle."])
        #expect(cards("""
            # 노트

            4. **Multiple Modifiers for Different Effects**

            SwiftUI allows you to apply the same modifier multiple times for compound effects.
            """) == [])
        // (The next step's title explains no step: a title with nothing under it is no card.)
        #expect(ConceptExtractor.titledLayoutStep(at: 1, in: MarkdownParser.parse("""
            # Layout

            1. **Parent Proposes Size for Child**
            2. **Child Chooses its Size**
            """)) == nil)
    }

    /// `- OOP(Object-Oriented Programming) -> data encapsulation 이 핵심` (LarkNotes): an
    /// acronym spelled out, then what it is, names the acronym. A name with a remark in
    /// parentheses whose words are not the acronym's letters names none.
    @Test func anAcronymSpelledOutBeforeWhatItIsNamesIt() {
        #expect(cards("""
            # Lecture 1

            - FP(Functional Programming) -> behavior encapsulation 이 핵심
              - focus on the functionality(the behavior), not on the data
            """) == ["FP → FP(Functional Programming) -> behavior encapsulation 이 핵심\nfocus on the functionality(the behavior), not on the data"])
        #expect(cards("""
            # Lecture 1

            - OOP (Object-Oriented Programming) → data encapsulation 이 핵심
            """) == ["OOP → OOP (Object-Oriented Programming) → data encapsulation 이 핵심"])
        // (`OOP (Object-Oriented Programming): …` is a colon's definition: `colonDefinition`.)
        #expect(ConceptExtractor.glossedAcronym(at: 1, in: MarkdownParser.parse("""
            # Lecture 1

            - OOP (Object-Oriented Programming): data encapsulation 이 핵심
            """)) == nil)
        #expect(ConceptExtractor.spellsOut("MVVM", "Model-View-ViewModel"))
        #expect(cards("""
            # 노트

            - RULE (Crash Rule) -> never force unwrap here
            """) == [])
        // (Spelled out with nothing said of it: the gloss alone explains nothing.)
        #expect(cards("""
            # 노트

            - HLS (HTTP Live Streaming)
            """) == [])
    }
}

extension HeadingRecallTests {
    /// `- Overlay` over `- … 쌓는 기능을 하는 수식어` (FjordNotes' outline): an English name
    /// alone on an item heads the nested items that say what kind of thing it is. Over items
    /// that say something else (`- Gestures` over what the chapter practised) it lists or
    /// titles, and names no term.
    @Test func anEnglishNameOverNestedItemsThatDefineItHeadsThem() {
        #expect(cards("""
            # 노트

            - Overlay
               - 뷰 원본의 공간을 기준으로 그 위에 새로운 뷰를 중첩하여 쌓는 기능을 하는 수식어
               - 원본 뷰의 크기는 그대로 유지된다.
            """) == ["Overlay → 뷰 원본의 공간을 기준으로 그 위에 새로운 뷰를 중첩하여 쌓는 기능을 하는 수식어\n원본 뷰의 크기는 그대로 유지된다."])
        #expect(cards("""
            # 노트

            - Gestures
               - 이번 장에서 여러 가지 제스처를 연습했다.
            """) == [])
        #expect(ConceptExtractor.explainedNameItem(at: 1, in: MarkdownParser.parse("""
            # 노트

            - Tip
               - 뷰 위에 다른 뷰를 겹쳐 쌓는 수식어
            """)) == nil)
    }

    /// `수식어` and `모디파이어` name a modifier's kind: an item over `… 쌓는 기능을 하는 수식어`
    /// is one (FjordNotes); a sentence about practising one is not a definition.
    @Test func aModifierIsAKindThatDefinesAnItem() {
        #expect(ConceptExtractor.namesAModifier("뷰 위에 다른 뷰를 겹쳐 쌓는 수식어"))
        #expect(ConceptExtractor.namesAModifier("뷰에 여백을 주는 모디파이어."))
        #expect(!ConceptExtractor.namesAModifier("뷰에 여백을 주는 수식어를 연습했다"))
        #expect(!ConceptExtractor.namesAModifier("수식어"))
    }
}

extension HeadingRecallTests {
    /// `3. Views then decide what size … (**views choose their own size**)` (MistNotes): a
    /// clause in bold parentheses that restates its item names the principle the item states.
    /// A remark in bold that restates nothing, or one bold word, names none.
    @Test func aBoldClauseThatRestatesItsItemNamesIt() {
        #expect(cards("""
            # 노트

            1. Container views position its subviews (**positioning is done by containers**)
               4.1 There's a protocol that can be implemented to customize layout
            """) == ["positioning is done by containers → Container views position its subviews (positioning is done by containers)\n4.1 There's a protocol that can be implemented to customize layout"])
        #expect(cards("""
            # 노트

            - Container views position their subviews (**this matters a lot**)
            """) == [])
        #expect(ConceptExtractor.restatedPrinciple(at: 1, in: MarkdownParser.parse("""
            # 노트

            - Use the corresponding name of each view (**CHANGEname**)
            """)) == nil)
        #expect(ConceptExtractor.sharedStems("positioning is done by containers", "Container views position its subviews") == 2)
    }
}

extension HeadingRecallTests {
    /// `- 스택` over `- SwiftUI 내부에서 뷰를 배치하는 데 사용하는 컨테이너 뷰` (FjordNotes): items
    /// that say what kind of thing a generic word is make it a concept, as the text under a
    /// heading does. Over items that say something else of it, it stays no card.
    @Test func aGenericWordOverItemsThatNameItsKindIsAConcept() {
        #expect(cards("""
            # 노트

            - 스택
               - SwiftUI 내부에서 뷰를 배치하는 데 사용하는 컨테이너 뷰
            """) == ["스택 → SwiftUI 내부에서 뷰를 배치하는 데 사용하는 컨테이너 뷰"])
        #expect(cards("""
            # 노트

            - 스택
               - 스택 안에서 뷰를 정렬하는 여러 가지 방법을 연습했다.
            """) == [])
    }
}
