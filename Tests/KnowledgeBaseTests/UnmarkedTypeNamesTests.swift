import Testing
@testable import KnowledgeBase

/// Type names a note writes without backticks (`UnmarkedTypeNames`): a term where its sentence
/// names it with its kind, opens on it as the Korean topic, or has it as the English subject
/// before a verb; a name in passing, a framework's name and a plain word are none.
@Suite struct UnmarkedTypeNamesTests {
    let forms = ConceptDefinitionFormsTests()

    /// `conforms to the ObservableObject protocol` (MossNotes), `ObservableObject 프로토콜을 따르는`
    /// (LarkNotes): the kind word after the name says it is an API; the sentence is the back.
    @Test func aNameWithItsKindWordIsTheTerm() {
        let found = forms.concepts("Make a class that conforms to the ObservableObject protocol.")
        #expect(found.map(\.term) == ["ObservableObject"])
        #expect(found.map(\.explanation) == ["Make a class that conforms to the ObservableObject protocol."])
        #expect(forms.terms("모델 객체는 ObservableObject 프로토콜을 따르는 클래스로 만든다.") == ["ObservableObject"])
    }

    /// `an instance of GeometryProxy struct` (UnseenNotes): a struct by its kind word. A class
    /// or an object so named is most often the note's own model (`the TimerSettings object`,
    /// MistNotes), and `X 타입으로` says of what type another name is.
    @Test func aNameWithTheKindOfTypeItIsIsTheTerm() {
        let found = forms.concepts("This parameter is an instance of GeometryProxy struct.")
        #expect(found.map(\.term) == ["GeometryProxy"])
        #expect(found.map(\.explanation) == ["This parameter is an instance of GeometryProxy struct."])
        #expect(forms.terms("It loads the only TimerSettings object stored in the environment.") == [])
        #expect(forms.terms("frame 값은 CGRect 타입으로 위치와 크기를 함께 담는다.") == [])
    }

    /// `ObservedObject 는 …` opening its sentence is its topic, the particle glued or not;
    /// `HStack 안에서는 …` says where something else happens.
    @Test func theKoreanTopicOpeningTheSentenceIsTheTerm() {
        let found = forms.concepts("ObservedObject 는 클래스의 변화를 구독하는 프로퍼티 래퍼이다.")
        #expect(found.map(\.term) == ["ObservedObject"])
        #expect(found.map(\.explanation) == ["ObservedObject 는 클래스의 변화를 구독하는 프로퍼티 래퍼이다."])
        #expect(forms.terms("GeometryReader는 부모가 제안한 공간을 모두 차지한다.") == ["GeometryReader"])
        #expect(forms.terms("HStack 안에서는 높이가 길었는데, 그리드 안에서는 작아졌다.") == [])
    }

    /// `GeometryReader fills all the available space.`: the subject before its verb. A noun
    /// the name qualifies (`ViewModifier arguments …`) and a name used in passing are no term.
    @Test func theEnglishSubjectBeforeItsVerbIsTheTerm() {
        #expect(forms.terms("GeometryReader fills all the available space.") == ["GeometryReader"])
        #expect(forms.terms("Most ViewModifier arguments can be animated.") == [])
        #expect(forms.terms("You can wrap it in a NavigationStack to push views.") == [])
        #expect(forms.terms("DispatchQueue를 통한 thread 예약 구문으로 지연된 애니메이션을 구현할 수 있습니다.") == [])
    }

    /// Frameworks, platforms, acronyms and capitalised words are no type names.
    @Test func frameworksAndWordsAreNoTypeNames() {
        #expect(UnmarkedTypeNames.isTypeName("LazyVGrid"))
        #expect(UnmarkedTypeNames.isTypeName("VStack"))
        #expect(!UnmarkedTypeNames.isTypeName("SwiftUI"))
        #expect(!UnmarkedTypeNames.isTypeName("UIKit"))
        #expect(!UnmarkedTypeNames.isTypeName("Text"))
        #expect(!UnmarkedTypeNames.isTypeName("JSON"))
        #expect(!UnmarkedTypeNames.isTypeName("iOS17"))
        #expect(forms.terms("SwiftUI is a declarative framework.") == [])
    }
}
