import Foundation
import Testing
@testable import KnowledgeBase

/// A learner asks in one language what a note says in the other (`Translations`): when no
/// passage holds every word as typed or spelled, the words' translations are looked for, and
/// passages that hold every word that way come before closest matches.
@Suite struct TranslatedSearchTests {
    let folder = TemporaryFolder()
    let store: KnowledgeStore

    init() throws {
        store = try folder.store(importing: "passing.md", """
            # Passing data

            ## Parent and child

            - Pass a function to a child view, and the child calls it when its button is tapped.
            - 자식 뷰는 부모의 상태를 바꾸지 못한다.

            ## Overlay

            The alignment of an overlay places its views; the default is center.
            """)
    }

    func places(_ query: String) throws -> (hits: [String], closestTo: [String]?) {
        let results = try store.searchResults(query, options: .init(limit: 5))
        return (results.hits.map { "\(($0.file as NSString).lastPathComponent):\($0.line)" }, results.closestTo)
    }

    /// `자식 뷰에 함수 넘기기`: no passage holds 자식, 함수 and 넘기기, one holds child,
    /// function and pass (`뷰` is `view` as spelt); the Korean item, which lacks some of
    /// them, follows. `overlay alignment 기본값`: the English passage says `default`.
    @Test func aKoreanQueryFindsAnEnglishPassage() throws {
        #expect(try places("자식 뷰에 함수 넘기기") == (["passing.md:5", "passing.md:6"], nil))
        #expect(try places("overlay alignment 기본값") == (["passing.md:10"], nil))
    }

    /// A query no passage holds a word of, as typed: `기본값` alone finds `default`.
    @Test func aQueryThatFindsNothingIsTranslated() throws {
        #expect(try places("기본값") == (["passing.md:10"], nil))
    }

    /// `child state`: the Korean passage says 자식 and 상태.
    @Test func anEnglishQueryFindsAKoreanPassage() throws {
        #expect(try places("child state 부모") == (["passing.md:6"], nil))
    }

    /// A query whose words a passage holds as typed finds that passage alone: translations
    /// are not looked for (`child` finds the English item and its chapter's title, not the
    /// Korean item too).
    @Test func wordsFoundAsTypedNeedNoTranslation() throws {
        #expect(try places("child").hits == ["passing.md:5", "passing.md:3"])
    }

    /// Where translations find no passage with every word either, the closest matches of the
    /// words as typed stay.
    @Test func closestMatchesStayWhenTranslationsFindNothing() throws {
        let found = try places("자식 우주선")
        #expect(found.closestTo == ["자식", "우주선"])
        #expect(found.hits == ["passing.md:6"])
    }

    @Test func translationsBothWays() {
        func alternatives(_ word: String) -> [String] {
            Translations.alternatives(of: .init(words: [word], isPhrase: false, isPrefix: false, isExcluded: false))
        }
        #expect(alternatives("너비를") == ["width"])
        #expect(alternatives("기본값은") == ["default"])
        #expect(alternatives("default") == ["기본", "기본값", "초기값"])
        #expect(alternatives("children") == ["자식", "하위"])
        #expect(alternatives("우주선") == [])
        // A Korean word of one syllable stands inside others (`색` in `탐색`): an English word
        // is never looked for as one.
        #expect(alternatives("color") == ["색깔", "색상"])
        #expect(alternatives("column") == [])
        #expect(alternatives("색") == ["color", "colour", "tint"])
    }
}
