import Testing
@testable import KnowledgeBase

/// A list under an initializer's signature that glosses its parameters one `label: 설명`
/// item each (the seeds' Slider, Stepper and SecureField): a plain label glossed by a phrase
/// is no card; one explained in sentences, or marked as code, is.
@Suite struct ParameterGlossesTests {
    let forms = ConceptDefinitionFormsTests()

    @Test func plainLabelsOfTheSignatureAboveAreNoConcepts() {
        let terms = forms.terms("""
            * Slider

              ```swift
              public init<S, V>(
                _ title: S,
                value: Binding<V>,
                in bounds: ClosedRange<V>,
                step: V.Stride = 1,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }
              ) where S : StringProtocol, V : Strideable
              ```

              * vlaue: 바인딩 값
              * bounds: 범위
              * step: 각 단계의 간격
              * `onEditingChanged`: 편집이 시작되거나 끝날 때 호출되는 선택적 클로저
            """)
        #expect(terms == ["onEditingChanged"])
    }

    @Test func aLabelExplainedInSentencesIsAConcept() {
        let terms = forms.terms("""
            일단 생성자

            ```swift
            init(
              _ data: Data,
              id: KeyPath<Data.Element, ID>,
              content: @escaping (Data.Element) -> Content
            )
            ```

            * data: 반복할 컬렉션
            * id: 각 요소를 고유하게 식별할 수 있는 요소, KeyPath로 되어 있음. Hashable을 준수해야 함
            * content: 표시할 내용을 담은 클로저
            """)
        #expect(terms == ["id"])
    }

    /// A stack's own parameters stay concepts under its quoted signature, and any item under
    /// code that only calls (`VStack(alignment: .leading)`, `.init(top: 4)`) keeps its term.
    @Test func aStacksParametersAndACallsArgumentsStayConcepts() {
        #expect(forms.terms("""
            ```swift
            init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)
            ```

            * alignment: the guide that lines up the children, .center by default
            * spacing: the distance between adjacent children, or nil for the platform default
            """) == ["alignment", "spacing"])
        #expect(forms.terms("""
            ```swift
            func card() -> some View {
                VStack(alignment: .leading, padding: 12) { Text("A").padding(.init(top: 4)) }
            }
            ```

            * padding: 카드 안쪽의 여백
            * top: 위쪽 여백
            """) == ["padding", "top"])
    }

    @Test func aGlossaryUnderCodeThatDeclaresNoParametersKeepsItsTerms() {
        let terms = forms.terms("""
            ```swift
            VStack { Text("a") }
            ```

            * alignment: 자식 뷰를 정렬하는 기준
            * spacing: 자식 뷰 사이의 간격
            """)
        #expect(terms == ["alignment", "spacing"])
    }
}

/// An item that names a control over its initializer's signature and an example that calls
/// it (the seeds' `* Stepper`, `* Sidler`, `* Button의 생성자`): the control is the concept
/// (`ControlItems`).
@Suite struct ControlItemsTests {
    let forms = ConceptDefinitionFormsTests()

    /// The back is what the items say of the control's parameters, then the code that calls
    /// it; the labels of its sections (`생성자`, `예제`) are no part of it.
    @Test func aControlsBackIsItsParametersAndItsCall() {
        let found = forms.concepts("""
            * SecureField

              * 생성자

                ```swift
                public init<S>(_ title: S, text: Binding<String>) where S : StringProtocol
                ```

                * title: 입력이 없을 때 컨트롤 내부에 표시되는 text
                * text: 텍스트 바인딩

              * 예제

                ```swift
                SecureField.init("Password", text: $password)
                ```
            """)
        #expect(found.map(\.term) == ["SecureField"])
        #expect(found.map(\.explanation) == [
            "title: 입력이 없을 때 컨트롤 내부에 표시되는 text\ntext: 텍스트 바인딩\nSecureField.init(\"Password\", text: $password)",
        ])
    }

    @Test func aNameOverItemsWhoseCodeCallsItIsTheAPI() {
        let terms = forms.terms("""
            * 기타 컨트롤들

              * Stepper

                * 생성자

                  ```swift
                  public init<S, V>(_ title: S, value: Binding<V>)
                  ```

                * 예제

                  ```swift
                  Stepper("Quantity: \\(quantity)", value: $quantity, in: 0 ... 10)
                  ```

              * Sidler

                * 예제

                  ```swift
                  Slider(value: $amount, in: 0.0 ... 10.0, step: 0.5)
                  ```

              * Window

                * 예제

                  ```swift
                  Text("Window")
                  ```
            """)
        #expect(terms == ["Stepper", "Slider"])
    }

    /// `* Button의 생성자` over `struct Button<Label> … init(action:label:)` quoted without
    /// a body: how Button is made, and the quoted declaration is Apple's, not the note's own.
    @Test func anItemOnAnAPIsInitializerIsAboutTheAPI() {
        let terms = forms.terms("""
            * Button의 생성자

              ```swift
              struct Button<Label> where Label : View {
                ...
                init(
                  action: @escaping () -> Void,
                  @ViewBuilder label: () -> Label
                )
              }
              ```

              label 매개변수에 적용된 래퍼는 클로저가 여러 하위 View를 반환하도록 하는 데 사용된다.
            """)
        #expect(terms == ["Button"])
        #expect(LearnerTerms.declaresBodilessInit("struct A {\n  init(x: Int)\n}"))
        // (A call of `.init(…)`, and a protocol's requirement, are no quoted interface.)
        #expect(!LearnerTerms.declaresBodilessInit("struct P: View {\n  var body: some View { Text(\"K\").padding(.init(top: 8)) }\n}"))
        #expect(!LearnerTerms.declaresBodilessInit("protocol Animal { init(name: String) }\nstruct Dog: Animal { init(name: String) {} }"))
        #expect(!LearnerTerms.declaresBodilessInit("struct A {\n  init(x: Int) {\n    self.x = x\n  }\n}"))
        #expect(!LearnerTerms.declaresBodilessInit("struct A {\n  init(x: Int)\n  {\n  }\n}"))
        #expect(!LearnerTerms.declaresBodilessInit("Text(\"a\")"))
    }
}
