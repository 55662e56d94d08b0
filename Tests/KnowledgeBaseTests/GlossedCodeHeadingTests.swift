import Testing
@testable import KnowledgeBase

/// A Korean cheat sheet's heading or list item glosses an API that the code under it shows
/// (`GlossedCodeHeadings`): `## 볼드체` over `Text("…").bold()`, `- 글자 색을 바꾸고 싶을 땐?`
/// over `.foregroundColor`.
@Suite struct GlossedCodeHeadingTests {
    /// A gloss over a view and its one modifier, or over a function's signature, is about that
    /// API; over two modifiers, over a body (a section's example), under a heading that names
    /// a part of a section (`## 예제`), or over a call on no view, about none.
    @Test func theAPIUnderAGlossIsTheCard() {
        let cards = conceptCards("""
            # 텍스트 수정자

            ## 볼드체
            ```swift
            Text("굵은 글씨")
                .bold()
            ```

            ## 폰트
            ```swift
            func font(_ font: Font?) -> Text

            // 예
            Text("큰 제목")
                .font(.title)
            ```

            ## 여러 수정자
            ```swift
            Text("둘")
                .italic()
                .underline()
            ```

            ## 버튼 구현
            ```swift
            var body: some View {
                Text("선택")
                    .font(.largeTitle)
            }
            ```

            ## 예제
            ```swift
            Text("Hello").padding()
            ```

            ## 데이터 저장
            ```swift
            UserDefaults.standard.set(name, forKey: "name")
            ```
            """)
        #expect(cards.map(\.front) == [".bold", ".font"])
        #expect(cards.map(\.line) == [3, 9])
        #expect(cards.first?.back == "Text(\"굵은 글씨\")\n    .bold()")
    }

    /// A list item that asks for what a modifier shown alone under it does is about that
    /// modifier; an item that names its own term (`timeCurve : …`) or marks one
    /// (`**그라데이션**`), a sentence that says what the code does, a chain of modifiers, or an
    /// example that starts with its view is not.
    @Test func theModifierUnderAnItemIsTheCard() {
        let cards = conceptCards("""
            # 정리

            - 글자 색을 바꾸고 싶을 땐?

              ```swift
              .foregroundColor(.red)
              ```

            - 이미지를 동그랗게 자르고 싶어?

              ```swift
              .clipShape(Circle())
              ```

            - 예제로 보자

              ```swift
              Text("A").bold()
              ```

            - TextField의 수정자를 사용한다.

              ```swift
              .submitLabel(.done)
              ```

            - 수정자는 체인으로 이어 쓸 수 있을까?

              ```swift
              .padding().background(Color.blue)
              ```

            - **그라데이션** 배경을 넣고 싶어?

              ```swift
              .background(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
              ```
            """)
        #expect(cards.map(\.front) == [".foregroundColor", ".clipShape"])
        #expect(cards.map(\.back) == ["글자 색을 바꾸고 싶을 땐?\n.foregroundColor(.red)", "이미지를 동그랗게 자르고 싶어?\n.clipShape(Circle())"])
    }

    /// `#### 버튼 구현` over `Button(action: …) { … }` (NookNotes): a Korean heading that spells
    /// the type in Hangul, alone or with the section's work, is about the type the code calls;
    /// over code that calls another type, or with words of its own, about none.
    @Test func aTypeSpeltInHangulOverItsCodeIsTheCard() {
        let cards = conceptCards("""
            # 기본 컨트롤

            #### 버튼 구현

            ```swift
            Button(action: {
              print("pressed")
            }) {
              Text("Button")
            }
            ```

            #### 토글

            ```swift
            Text("Toggle")
            ```

            #### 커스텀 버튼 스타일

            ```swift
            Button("A") {}
            ```
            """)
        #expect(cards.map(\.front) == ["Button"])
        #expect(ConceptExtractor.transliteratedAPI("리스트 만들기", at: 0, in: MarkdownParser.parse("## 리스트 만들기\n```swift\nList { Text(\"a\") }\n```\n")) == "List")
    }

    @Test func theAPIAGlossNames() {
        #expect(ConceptExtractor.calledModifiers(in: "Text(\"a\").font(.title).foregroundColor(.red)") == ["font", "foregroundColor"])
        #expect(ConceptExtractor.declaredFunction(in: "static func custom(_ name: String, size: CGFloat) -> Font") == "custom")
        #expect(ConceptExtractor.declaredFunction(in: "Text(\"a\")") == nil)
    }
}
