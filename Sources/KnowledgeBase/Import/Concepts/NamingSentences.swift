import Foundation

/// Korean sentences that name an unmarked term anywhere in them: `… X(이)라고 한다`,
/// `… X이라고 부른다`, `X라는 변수를 …`. The term is the noun phrase right before the
/// naming ending, not the sentence's grammatical subject (`상위 레이어는 레이아웃
/// 중립이라고 하고` names 레이아웃 중립, not 상위 레이어).
extension ConceptExtractor {
    /// Verbs that follow `X(이)라고` when it names X: `한다`, `하고`, `부른다`, `불린다`.
    static let namingVerbs = ["한다", "하고", "하며", "합니다", "해요", "하는", "부른다", "부르고", "부릅니다", "불린다", "불리며",
                              "불립니다", "불리는",
                              // `외부 이벤트들을 Publisher라고 통칭하고`: calls them all so; refers to it so.
                              "통칭", "지칭", "칭한", "칭하", "칭합", "일컫", "일컬"]

    /// Nouns after `X라는` that say X is a name: `geometry라는 변수`, `lazy라는 단어`. `X라는
    /// 새 그룹`, `X라는 간단한 뷰` describe an example, and name nothing to learn.
    static let namedKinds: Set<String> = ["변수", "개념", "단어", "용어", "이름", "것", "뷰", "view", "수정자", "modifier",
                                          "프로토콜", "protocol", "속성", "프로퍼티", "property", "함수", "메서드", "타입", "type",
                                          "파라미터", "parameter", "매개변수", "인자", "인수", "옵션", "option",
                                          // (Not `구조체`, `클래스`, `열거형`: `User라는 구조체를 만들고` names the
                                          // tutorial's own type.)
                                          "메소드", "연산자", "키워드", "래퍼"]

    /// Hangul endings of a word that is no part of a noun phrase: a particle (`레이어는`,
    /// `뷰를`, `SwiftUI에서`) or a verb's or adjective's ending (`가지는`, `일반적인`).
    static let phraseBreakingEndings = ["은", "는", "이", "가", "을", "를", "에", "의", "로", "와", "과", "도", "만", "서", "고",
                                        "며", "면", "다", "게", "지", "요", "한", "된", "인", "던", "든", "여", "해", "께", "러",
                                        // (`… 것이 아니라 X라는 …`: "not …, but"; `코드처럼 some이란
                                        // 키워드`: "as the code does"; `앞에서 만든 X라는 …`: a verb's.)
                                        "아니라", "아닌", "처럼"]

    /// Adverbs that stand before a noun phrase without joining it: `흔히`, `특히` (…히) and
    /// the common ones that end otherwise.
    static let adverbs: Set<String> = ["보통", "주로", "바로", "가장", "매우", "아주", "다시", "모두", "항상", "먼저", "또", "곧",
                                       "이제", "흔히", "특히", "또한", "즉", "일단", "우선", "그냥", "그저", "단지", "직접",
                                       "이미", "아직", "벌써", "과연"]

    static func isAdverb(_ word: String) -> Bool {
        adverbs.contains(word) || word.count >= 2 && word.hasSuffix("히") && word.unicodeScalars.allSatisfy(LearnerTerms.isHangul)
    }

    static func namedTerms(_ block: MarkdownBlock) -> [(String, Int)] {
        // Most paragraphs name nothing: look for the endings in the bytes first.
        let text = block.text
        guard text.containsBytes("라고 ") || text.containsBytes("라는 ")
            || text.containsBytes("란 ") || text.containsBytes("것이 ") || text.containsBytes("점은 ")
            || text.containsBytes(")이") || text.containsBytes(")입")
            || text.containsBytes("사용") || text.containsBytes("이용")
            || text.containsBytes(" 개념") else { return [] }
        var terms: [(String, Int)] = []
        for (sentence, line) in sentencesWithLines(of: text, from: block.startLine) {
            let words = joiningDetachedNamings(unmarkedWords(sentence))
            if let term = answeredTerm(words) ?? glossedPredicate(words) ?? usedPhrase(words) ?? apiForAGoal(words) {
                terms.append((term, line))
            }
            for (offset, word) in words.enumerated() where offset + 1 < words.count {
                if isCalledAConcept(word, next: words[offset + 1]) { terms.append((word, line)) }
                let then = offset + 2 < words.count ? words[offset + 2] : ""
                guard let stem = namingStem(word, next: words[offset + 1], then: then) else { continue }
                // `UI를 구성하는 기본적인 단위라고 할 수 있다`: a noun a modifier describes is
                // what the sentence says its subject is, not a name it gives.
                if words[offset + 1] == "할", offset > 0, describingModifierEndings.contains(where: { words[offset - 1].hasSuffix($0) }) {
                    continue
                }
                if let term = nounPhrase(ending: stem, before: words[..<offset]) { terms.append((term, line)) }
            }
        }
        return terms
    }

    /// Endings of a word that describes the noun after it (`기본적인`, `중요한`, `변하는`).
    static let describingModifierEndings = ["인", "한", "는", "된", "운", "던"]

    /// Naming endings a note may write apart from their term: `Stack 이라는 개념`,
    /// `UIStackView 라고 불리는`.
    static let detachableNamings: Set<String> = ["이라는", "라는", "이라고", "라고"]

    /// The words with a naming ending written apart glued back to the word before it, as
    /// `namingStem` reads it: `Stack 이라는 개념` → `Stack이라는 개념`.
    static func joiningDetachedNamings(_ words: [String]) -> [String] {
        var joined: [String] = []
        for word in words {
            if detachableNamings.contains(word), let last = joined.last, last.last?.isLetter == true || last.hasSuffix(")") {
                joined[joined.count - 1] = last + word
            } else {
                joined.append(word)
            }
        }
        return joined
    }

    /// Words a sentence uses for the thing it then names: `그럴 때 쓰는 것이 X이다`,
    /// `살펴볼 점은 바로 X입니다`.
    static let answeringWords: Set<String> = ["것이", "점은", "점이"]

    /// The noun phrase a sentence ends on after `…것이`/`…점은`, its copula dropped:
    /// `그럴 때 쓰는 것이 X 속성이다` → X 속성.
    static func answeredTerm(_ words: [String]) -> String? {
        guard let pointer = words.lastIndex(where: { answeringWords.contains($0) }), pointer > 0,
              let last = words.last else { return nil }
        var phrase = Array(words[(pointer + 1)...])
        if phrase.first == "바로" { phrase.removeFirst() }
        let lastWord = last.trimming(".!")
        guard (1...3).contains(phrase.count),
              let ending = ["입니다", "이다", "였다", "이에요", "예요"].first(where: { lastWord.hasSuffix($0) }) else { return nil }
        var stem = String(lastWord.dropLast(ending.count))
        // `X이다` after a Latin letter drops 이; `뷰다` ends in 다 alone.
        if stem.isEmpty { return nil }
        if ending == "이다", stem.hasSuffix("(이)") { stem.removeLast(3) }
        phrase[phrase.count - 1] = stem
        // Every word but the last must join it: no particle, no verb ending.
        for word in phrase.dropLast() where phraseBreakingEndings.contains(where: { word.hasSuffix($0) }) { return nil }
        let term = phrase.joined(separator: " ")
        return isTopicTerm(term) && !LearnerTerms.isVerbStem(stem) ? term : nil
    }

    /// `… 뷰의 bounds(경계)이다`: a sentence that ends on a term with its translation in
    /// parentheses introduces that term. English with a Korean gloss, or the reverse.
    static func glossedPredicate(_ words: [String]) -> String? {
        guard let last = words.last?.trimming(".!") else { return nil }
        guard let ending = [")이다", ")입니다", ")임"].first(where: { last.hasSuffix($0) }),
              let open = last.firstIndex(of: "("), open != last.startIndex else { return nil }
        let term = String(last[..<open])
        let gloss = last[last.index(after: open)..<last.index(last.endIndex, offsetBy: -(ending.count))]
        let termIsHangul = term.unicodeScalars.contains(where: LearnerTerms.isHangul)
        guard !gloss.isEmpty, termIsHangul != gloss.unicodeScalars.contains(where: LearnerTerms.isHangul),
              term.allSatisfy({ $0.isLetter || $0 == "-" }) else { return nil }
        return isTopicTerm(term) ? term : nil
    }

    /// `이때 조건부 컴파일 블록을 사용하여 해결한다`: the compound noun phrase (two or three
    /// words) a sentence ending in its use tells to use (`사용`, `이용`, not `구현`: what is
    /// implemented is the goal, not the tool). One word alone is as often a
    /// generic word used in passing (`코드를 사용한다`), and is left to marked terms.
    static func usedPhrase(_ words: [String]) -> String? {
        // `SwiftUI의 preferences system을 사용하여 …`: the means of what the sentence does.
        let sentence = words.joined(separator: " ")
        // `아래는 … 내장 Modifier를 사용하여 …`: a sentence about the code below is a step.
        // Looked for only once a means verb follows the object: most sentences have none,
        // and searching each for every lead-in was a twentieth of an import.
        let leadsIn = { SubjectPosition.leadIns.contains { sentence.contains($0) } }
        let usedAsMeans = { (index: Int) in SubjectPosition.meansVerbs.contains { words[index + 1].hasPrefix($0) } && !leadsIn() }
        let endsInUse = SubjectPosition.endsInUse(Substring(sentence))
        guard let object = words.firstIndex(where: { word in
            ["을", "를"].contains { word.hasSuffix($0) } && word.count > 1
        }), object + 1 < words.count,
              endsInUse && ["사용", "이용", "쓰", "써"].contains(where: { words[object + 1].hasPrefix($0) }) || usedAsMeans(object) else {
            return nil
        }
        let stem = String(words[object].dropLast())
        guard let phrase = nounPhrase(ending: stem, before: words[..<object]), phrase.contains(" ") else { return nil }
        return phrase
    }

    /// `extension 개념으로 생각해 보자`: an English term the note calls a concept (개념) is one,
    /// as `X라는 개념` is. Only a Latin word: `레이아웃 개념을 배운다` names a subject of study.
    static func isCalledAConcept(_ word: String, next: String) -> Bool {
        guard next.hasPrefix("개념"), next.dropFirst(2).count <= 2,
              next.dropFirst(2).unicodeScalars.allSatisfy(LearnerTerms.isHangul) else { return false }
        return word.count >= 3 && word.allSatisfy { $0.isASCII && $0.isLetter } && !LearnerTerms.isGenericSubject(word)
    }

    /// Endings of a clause that sets a goal or a case: `…하려면`, `…하려고 하면`, `…싶다면`,
    /// `…할 때는`, `…위해`.
    static let goalEndings = ["려면", "다면", "때는", "위해", "위해서", "위해선"]

    /// Last words of a sentence that tells to use its object: `사용한다`, `이용합니다`, a note's
    /// bare `사용`.
    static let useEndings: Set<String> = ["사용", "이용", "사용한다", "이용한다", "사용합니다", "이용합니다", "사용해요", "이용해요"]

    /// `비율을 조정하려면 aspectRatio를 이용한다`, `배경 위에 겹치려고 하면 ZStack 이용`: the API
    /// name a sentence ends by telling to use, after a goal, is the means to that goal, as a
    /// marked one is (`SubjectPosition.isMeansToAGoal`). Only an API's name: a plain word used
    /// so (`modifiers 사용`) is as often said in passing.
    static func apiForAGoal(_ words: [String]) -> String? {
        guard words.count >= 3, let last = words.last?.trimming("."), useEndings.contains(last) else { return nil }
        let objectWord = words[words.count - 2]
        let object = ["을", "를"].first { objectWord.hasSuffix($0) }.map { String(objectWord.dropLast($0.count)) } ?? objectWord
        let before = Array(words.dropLast(2))
        let setsGoal = before.indices.contains { index in
            goalEndings.contains { before[index].hasSuffix($0) } || before[index] == "하면" && index > 0 && before[index - 1].hasSuffix("려고")
        }
        guard isIdentifierLike(object), setsGoal,
              !SubjectPosition.leadIns.contains(where: { words.joined(separator: " ").contains($0) }) else { return nil }
        return object
    }

    /// `중립이라고` before `하고` → 중립; `binding이라고` before `할 수 있다` → binding;
    /// `geometry라는` before `변수를` → geometry. `then` is the word after `next`.
    static func namingStem(_ word: String, next: String, then: String = "") -> String? {
        for ending in ["이라고", "라고"] where word.hasSuffix(ending) {
            let callsItSo = next == "할" && then.hasPrefix("수")
            guard callsItSo || namingVerbs.contains(where: { next.hasPrefix($0) }) else { return nil }
            return String(word.dropLast(ending.count)).trimming("()")
        }
        // `spacing이란 파라미터의 기본 값은`: 이란 before a kind word names as 이라는 does.
        for ending in ["이라는", "라는", "이란", "란"] where word.hasSuffix(ending) {
            // A Hangul word ending in 란 after a vowel is as often an adjective (`파란 뷰`,
            // `동그란 뷰`): only a name in Latin letters takes 란 here.
            if ending == "란", !word.contains(where: { $0.isASCII && $0.isLetter }) { return nil }
            // The kind word may carry its particle: `변수를`, `뷰를`, `것도`.
            let kind = next.lowercased()
            guard namedKinds.contains(where: { kind.hasPrefix($0) && kind.dropFirst($0.count).count <= 2
                && kind.dropFirst($0.count).unicodeScalars.allSatisfy(LearnerTerms.isHangul) }) else { return nil }
            return String(word.dropLast(ending.count)).trimming("()")
        }
        return nil
    }

    /// The noun phrase that ends in `stem`: the words before it that carry no particle or
    /// verb ending, three words in all at most.
    static func nounPhrase(ending stem: String, before words: ArraySlice<String>) -> String? {
        guard !stem.isEmpty, stem.last?.isLetter == true else { return nil }
        var phrase = [stem]
        for word in words.reversed() {
            guard phrase.count < 3, word.first?.isLetter == true, word.last?.isLetter == true,
                  !phraseBreakingEndings.contains(where: { word.hasSuffix($0) }), !isAdverb(word),
                  !topicStopWords.contains(word.lowercased()), !SubjectPosition.connectives.contains(word.lowercased()) else {
                break
            }
            // `LazyHStack lazy라는 단어`: an API name before a plain word is a list's last
            // item, not a part of the name; `GeometryReader view` is one thing.
            if isIdentifierLike(word), !SubjectPosition.kindWords.contains(phrase[0].lowercased()) { break }
            // `스크롤하기 위해선 ScrollViewReader`: a goal's clause (`위해선`, `…려면`) is no part.
            if goalEndings.contains(where: { word.hasSuffix($0) }) { break }
            phrase.insert(word, at: 0)
            // `쪼개 Stack 뷰`: an API's name with its kind word is the whole name; the Korean
            // word before it is the sentence's (a verb, `쪼개`), not the name's.
            if isIdentifierLike(word) || word.first?.isUppercase == true && word.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) {
                break
            }
        }
        let term = phrase.joined(separator: " ")
        return isTopicTerm(term) ? term : nil
    }
}
