import Foundation
import Testing
@testable import KnowledgeBase

/// How a Korean learner asks: `X가 하는 일` (what X does), `X란` (what X is). The words that
/// carry the question are not what a passage must hold, and `X란` asks for the passage that
/// says what X is.
@Suite struct QuestionQueryTests {
    let folder = TemporaryFolder()
    let store: KnowledgeStore

    init() throws {
        store = try folder.store(importing: "structure.md", """
            # SwiftUI의 기본 구조

            SwiftUI는 항상 정확하고 일관된 데이터 표현을 보장하도록 화면을 업데이트한다.

            SwiftUI란 UIKit 위에서 빌드되는 프레임워크로 선언형 방식의 구조를 가지고 있습니다.

            ## 호스팅

            여기서 `UIHostingController`는 SwiftUI View를 인자로 받아 ViewController를 만들어줍니다.

            하지만 간단하게 하나의 데이터만 관리하면 되는 일이 많다.

            ## A. SceneDelegate.swift

            SceneDelegate는 멀티 윈도우를 지원하기 위한 Delegate입니다.
            """)
    }

    func found(_ query: String) throws -> [String] {
        places(try store.search(query, options: .init(limit: 5)))
    }

    /// `하는` and `일` stem to `하` and `일`, which would match `하지만`, `하나`, `간단하게`
    /// and `일관된`: they carry the question, and only `UIHostingController` is looked for.
    @Test func theWordsOfAQuestionAreNotLookedFor() throws {
        #expect(SearchQuery(parsing: "UIHostingController가 하는 일").requiredGroups.map(\.displayText) == ["UIHostingController"])
        #expect(try found("UIHostingController가 하는 일") == ["structure.md:9"])
        // `이유`, `방법` and `왜` ask why or how: the passage that answers need not say them.
        #expect(SearchQuery(parsing: "@State를 private으로 선언하는 이유").requiredGroups.map(\.displayText) == ["@State", "private", "선언"])
        #expect(SearchQuery(parsing: "애니메이션 지연시키는 방법").requiredGroups.map(\.displayText) == ["애니메이션", "지연"])
        #expect(SearchQuery(parsing: "왜 forEach에 id가 필요할까").requiredGroups.map(\.displayText) == ["forEach", "id", "필요"])
        // Alone, such words are what the learner looks for.
        #expect(SearchQuery(parsing: "하는 일").requiredGroups.map(\.displayText) == ["하", "일"])
    }

    /// `SwiftUI란` asks what SwiftUI is: the passage that opens `SwiftUI란 …` comes before
    /// the one that opens `SwiftUI는 …`, which bm25 alone ranks first (it is shorter). The
    /// passage defines SwiftUI (a sentence that opens with `X란` defines X), so a plain
    /// `SwiftUI` finds it first too.
    @Test func askingWhatATermIsFindsThePassageThatSaysWhatItIs() throws {
        #expect(try found("SwiftUI")[..<2] == ["structure.md:5", "structure.md:3"])
        #expect(try found("SwiftUI란")[..<2] == ["structure.md:5", "structure.md:3"])
        // A particle typed apart belongs to the word before it.
        #expect(try found("SwiftUI 란")[..<2] == ["structure.md:5", "structure.md:3"])
        #expect(SearchQuery(parsing: "hashable 이란").requiredGroups.map(\.displayText) == ["hashable"])
        #expect(SearchQuery(parsing: "란").requiredGroups.map(\.displayText) == ["란"])
        #expect(DefinitionCue.asksWhatItIs("바인딩이란 무엇인가?"))
        #expect(!DefinitionCue.asksWhatItIs("동그란 뷰"))
    }

    /// `@Published 란`: the particle typed apart after the term asks what it is, as
    /// `@Published란` does; alone, or before another word, it asks nothing.
    @Test func aParticleTypedApartAsksWhatTheTermIs() {
        #expect(DefinitionCue.asksWhatItIs("@Published 란"))
        #expect(DefinitionCue.asksWhatItIs("ObservableObject 이란?"))
        #expect(!DefinitionCue.asksWhatItIs("란"))
        #expect(!DefinitionCue.asksWhatItIs("란 Spacer"))
    }

    /// A heading numbered as a section (`1. @Published`, `(2) ObservedObject`, `3.3
    /// GeometryReader`, `4) Spacer`) is the term; a number that is part of the words is not
    /// a section's (`2 State`, `1.5x Spacer`).
    @Test func aNumberedHeadingIsTheTerm() {
        func isTerm(_ title: String, _ term: String) -> Bool {
            DefinitionCue.titleIsTerm(title, groups: [title.ranges(of: term)])
        }
        #expect(isTerm("1. @Published", "@Published"))
        #expect(isTerm("(2) ObservedObject", "ObservedObject"))
        #expect(isTerm("3.3 GeometryReader", "GeometryReader"))
        #expect(isTerm("4) Spacer란?", "Spacer"))
        #expect(!isTerm("2 State", "State"))
        #expect(!isTerm("1.5x Spacer", "Spacer"))
        #expect(!isTerm("1. Spacer 사용법", "Spacer"))
    }

    /// Under a heading that is the term, the first passage often only quotes the
    /// documentation and the second says it in the note's words: asked what the term is,
    /// both come before the passages that only use the term, though neither names it. The
    /// heading need not be among the best matches of a common term (30 passages here): a
    /// heading that is the term is looked for.
    @Test func theTwoPassagesUnderATermsHeadingSayWhatItIs() throws {
        let folder = TemporaryFolder()
        var body = ["# Layout", ""]
        for index in 1...30 { body += ["Spacer를 \(index)번째 예제에서 쓴다.", ""] }
        body += ["## 1. Spacer", "", "> A flexible space that expands along the major axis of its stack.", "", "스택 방향으로 늘어나는 유연한 빈 공간이다.", "", "세 번째 문단이다.", ""]
        let store = try folder.store(importing: "spacer.md", body.joined(separator: "\n"))
        // (The first is shown from its heading's line, 63: the heading holds the term.)
        let hits = places(try store.search("Spacer란", options: .init(limit: 5)))
        #expect(hits[..<2] == ["spacer.md:63", "spacer.md:67"])
        #expect(!hits.contains("spacer.md:69"))
        let spaced = places(try store.search("Spacer 란", options: .init(limit: 5)))
        #expect(spaced[..<2] == ["spacer.md:63", "spacer.md:67"])
        // Not asked what it is, the passages that use the word come as bm25 ranks them.
        #expect(!places(try store.search("Spacer", options: .init(limit: 5))).contains("spacer.md:67"))
    }

    /// `씬 델리게이트` spells `SceneDelegate` in Hangul.
    @Test func aHangulSpellingFindsTheAPIsName() throws {
        #expect(try found("씬 델리게이트") == ["structure.md:15", "structure.md:13"])
    }
}
