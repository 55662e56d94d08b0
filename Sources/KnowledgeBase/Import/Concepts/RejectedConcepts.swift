/// Concepts the extraction found that a learner would not keep, taken back once the
/// chapter's concepts are known. Each rule is a form of text that reads like a concept and
/// is not one, decided from the text alone (a rule per file, each saying why):
/// - `CheatSheetTasks`: `| Push | `path.append(item)` |`, a task and the code that does it;
/// - `CallsOnValues`: `path.append("detail") // …`, a comment on the example's own data;
/// - `OneSidedComparisons`: `### Radial Layout과의 차이`, a section compared with another;
/// - `ProblemReports`: `- 문제상황: Card가 너무 많아서 …`, what went wrong in one's project;
/// - `ExampleLines`: `- 예: **Image**는 …`, an example's instances;
/// - `OwnPropertyGlosses`: `* episode : 현재 노출되고 있는 에피소드(let)`, the example's property;
/// - `ReadingListEntries`: `- Azam Sharp - Deep Dive into … [go](…)`, an author and an article;
/// - `CounterpartRows`: `| UIButton | Button |`, a UIKit name and its SwiftUI counterpart;
/// - `QuantifiedSubjects`: `모든 변경사항은 …`, a rule for every one of them;
/// - `GroupHeadings`: `### Text Modifiers` over a glossary of modifiers, the group's name;
/// - `PortionTerms`: `toggle 부분은 …`, a part of something the note shows;
/// - `ContrastedSubjects`: `HStack은 …지만, LazyVGrid는 …`, the background of another's difference;
/// - `InstancesOfAKind`: `` `addSubview`와 같은 메소드 ``, an instance of the kind a sentence is about;
/// - `SeveralNamesAsOne`: `NavigationStack/NavigationSplitView`, several things as one term;
/// - `DeclarationItems`: `- @State private var imageOffset: CGSize = .zero`, code without its fence;
/// - `LeadingConnectives`: `대신 trigeer`, a connective of the clause taken into the name;
/// - `SettingValues`: `` `alignment`를 `bottomTrailing`으로 설정하여 ``, the value given to a setting;
/// - `ReasonQuestions`: `label은 왜 function일까?`, a question for one fact of its subject;
/// - `PrepositionObjects`: `For **lightweight** information`, what a sentence is for or goes by;
/// - `TasksDoneWithAnAPI`: `## Swipe` over ``… 추가하려면 `swipeActions` modifier를 사용``, a task;
/// - `ExampleParts`: ``영상의 예제 앱에서 `Stepper`는 …``, a part of the note's example;
/// - `CustomKindsInPassing`: ``커스텀 `Shape`에서 … 쓰려면``, a custom kind as another thing's place;
/// - `StressedAdverbs`: `use stacks *a lot*`, stress on how much or when;
/// - `TaskLabelsDoneWithAnAPI`: ``- 상태 관리: … `@State`로 관리``, a task the API does;
/// - `KindsListedByMembers`: ``조건문은 `if`, `guard`, `switch`를 사용함``, a kind's members;
/// - `KindsOfACodeName`: ``- `as?`와 `as!` 연산자는 …``, the kind of a name in code;
/// - `SaidOfAName`: `associatedtype은 … Generic Type이라고 할 수 있다`, a description of a name;
/// - `NamesDefinedAbove`: `` `gestureDragCanvas` … (defined above)``, the note's own name;
/// - `NeedsMetByAnAPI`: ``리더보드는 … -> `Grid` 를 사용한다``, the app's part and its API;
/// - `AlternativesInPassing`: `` `padding`모디파이어도 사용 가능하다``, an aside after the API;
/// - `FamiliarNames`: `HStack, VStack은 많이 쓰고 봤을것이다`, names the reader has seen;
/// - `RelationsOfTwoNames`: `View와 ViewModel의 관계는 …`, a relation word without its names;
/// - `MisspeltTwins`: `RandomAccessCollection : RandomAccesCollection …`, a name misspelt;
/// - `VersionQualifiers`: `**Lazy** 버전의 스택은 …`, which version of another thing;
/// - `QuotedExampleText`: `"Hello"만 black, "World"는 orange`, the text the example shows;
/// - `ClosureParameterNames`: `geometry: … passed into the closure`, the example's parameter;
/// - `PlaceholderNames`: `AspectModifier can be anything that conforms to …`, any of a kind;
/// - `ListedSubjects`: `ZStack, overlay, background는 …`, the last of names said of together;
/// - `NamesUnderALabel`: `- data type:` over `- Int`, `- String`, the group of a list of names.
extension ConceptExtractor {
    /// A rule: whether the concept, found in the block that holds its line, is no concept.
    typealias Rejection = @Sendable (ParsedConcept, MarkdownBlock) -> Bool

    static let rejections: [Rejection] = [
        isCheatSheetTask, isCallOnAValue, isOneSidedComparison, isInAProblemReport, isInAnExampleLine, isOwnPropertyGloss,
        isReadingListEntry, isCounterpartRow, isQuantifiedSubject,
        isGroupOverGlossary, isPortionOfSomething, isContrastedSubject, isNamedAsAnInstance, isSeveralNamesAsOne,
        isInADeclarationLine, startsWithAConnective, isValueGivenToASetting, isAskedForAFact,
        isAPrepositionsObject, isTaskDoneWithAnotherAPI, isPartOfTheExample,
        isCustomKindInPassing, isStressedAdverb, isTaskLabelDoneWithAnAPI,
        isKindListedByMembers, isKindOfACodeName, isSaidOfAName, isNameDefinedAbove,
        isNeedMetByAnAPI, isAlternativeInPassing, isFamiliarName, isRelationOfTwoNames,
        isMisspeltTwin, isVersionQualifier, isQuotedExampleText,
        isClosureParameterName, isPlaceholderName, isLastOfListedSubject, isLabelOverNames,
    ]

    /// `concepts` without those a rule rejects.
    static func withoutRejected(_ concepts: [ParsedConcept], in blocks: [MarkdownBlock]) -> [ParsedConcept] {
        concepts.filter { concept in
            guard let block = blocks.first(where: { $0.startLine <= concept.line && concept.line <= $0.endLine }) else { return true }
            return !rejections.contains { $0(concept, block) }
        }
    }
}
