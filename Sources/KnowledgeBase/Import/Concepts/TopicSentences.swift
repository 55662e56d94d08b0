import Foundation

/// Sentences about their topic: `X는 … 이다`, `X이란 …`, `A Spacer is …`.
extension ConceptExtractor {
    static let topicStopWords: Set<String> = [
        "이", "이것", "이건", "그", "그것", "저", "저것", "이때", "여기", "여기서", "위", "아래", "다음", "이번",
        "결과", "차이", "이유", "문제", "방법", "경우", "우리", "나", "저희", "대부분", "모든", "둘", "하나",
        "이렇게", "그러나", "하지만", "그런데", "또한", "즉", "따라서", "그래서", "그러면", "이제", "먼저",
        "마지막", "처음", "지금", "현재", "실제", "사실", "기본", "일반", "보통", "결국", "전체", "각각", "때",
        "it", "this", "that", "there", "here", "which", "what", "who", "one", "each", "all", "they", "these", "those",
    ]

    /// Terms that sentences of the block are about: `Spacer는 …`, `레이아웃이란 …`,
    /// `HStack과 VStack은 …`, `A Spacer is …`. `named`: the sentence opens by naming its
    /// topic as what it defines (`SwiftUI란 UIKit 위에서 빌드되는 프레임워크로 …`), so even a
    /// generic word is the term.
    static func topicTerms(_ block: MarkdownBlock, codeWords: Set<Substring> = []) -> [(term: String, line: Int, named: Bool)] {
        var terms: [(term: String, line: Int, named: Bool)] = []
        for (sentence, line) in sentencesWithLines(of: block.text, from: block.startLine) {
            let termsBefore = terms.count
            // Marks are dropped: `VStack`과 reads as VStack과. Topics are found in the
            // first four words, so the rest of the sentence stays one piece.
            // Split as bytes: a space is one byte, and splitting by Character would find
            // every grapheme's end in every sentence of every note.
            let pieces = sentence.utf8.split(separator: UInt8(ascii: " "), maxSplits: 4).compactMap(Substring.init)
            let words = pieces.enumerated().map { offset, word in
                offset < 4 && word.utf8.contains(where: { $0 == UInt8(ascii: "`") || $0 == UInt8(ascii: "*") })
                    ? word.filter { $0 != "`" && $0 != "*" } : String(word)
            }
            // Two words make a sentence only as `SwiftUI는 선언적이다` (see below).
            guard words.count >= 2 else { continue }
            if let used = usedAtOpening(words, codeWords: codeWords) ?? meansAtOpening(words, of: sentence) {
                terms.append((used, line, false))
                continue
            }
            if !opensWithConditionOnSubject(words), let topic = koreanTopic(words) ?? (words.count >= 3 ? englishTopic(words) : nil),
               words.count >= 3 || LearnerTerms.isGenericSubject(topic) {
                // `Text는 `lineLimit`으로 줄 수를 정한다`: with a generic word as its subject,
                // a sentence is about the term it marks; without one, about the generic
                // word only under a heading that names it (`ConceptExtractor.concepts`).
                let named = opensByNaming(words, topic)
                if LearnerTerms.isGenericSubject(topic), !named, let marked = firstMarkedTerm(in: sentence) {
                    terms.append((marked, line, false))
                    continue
                }
                // `SwiftUI는 선언적이다`: a short sentence about a generic word is about what
                // it says the word is.
                if LearnerTerms.isGenericSubject(topic), !named, let predicate = copulaPredicate(words) {
                    terms.append((predicate, line, false))
                    continue
                }
                for part in splitConjunction(topic) where isTopicTerm(part) {
                    terms.append((part, line, named))
                }
            }
            // A sentence with no topic may still say what an API is used for.
            if terms.count == termsBefore {
                terms += usedAsMeans(sentence, codeWords: codeWords).map { ($0, line, false) }
            }
        }
        return terms
    }

    /// `SwiftUI란 …`, `View이란 …`: the sentence's first word is its topic with `란`, which
    /// says the sentence defines it (`SwiftUI는 …` may say anything about it).
    static func opensByNaming(_ words: [String], _ topic: String) -> Bool {
        guard let first = words.first?.trimming("`*_\"'“”()").trimming(",") else { return false }
        return ["이란", "란"].contains { first.hasUTF8Suffix($0) && String(first.dropLast($0.count)).trimming("`*_\"'“”") == topic }
    }

    /// `Spacer를 선언하면 …`, `Divider를 추가하면 …`: an API's name, unmarked, that a
    /// sentence opens by using, says what using it does, as a marked one does
    /// (`SubjectPosition.opensWithUse`).
    static func usedAtOpening(_ words: [String], codeWords: Set<Substring> = []) -> String? {
        if let named = usedByKindAtOpening(words) { return named }
        var words = words
        // `withAnimation 을 사용해서`: a particle typed apart belongs to the name.
        if words.count > 3, ["을", "를"].contains(words[1]) { words[0] += words.remove(at: 1) }
        guard words.count >= 3, let particle = ["을", "를"].first(where: { words[0].hasSuffix($0) }) else { return nil }
        let written = String(words[0].dropLast(particle.count))
        let name = written.trimming(".@()")
        guard name.count >= 3, isASCIIName(name) else { return nil }
        if written == name, name.first?.isUppercase == true, SubjectPosition.isConditionalUse(Substring(words[1])) { return name }
        // `NavigationLink를 통해 … 나타내고`, `withAnimation 을 사용해서 … 효과를 줌`: the means
        // of what the sentence does, whatever its ending, when Swift's case or marks say it
        // is an API's name (`ChatGPT를 통해 정리한 내용`, `iPhone을 통해` are not).
        guard meansVerbs.contains(where: { words[1].hasPrefix($0) }),
              written != name || codeWords.contains(Substring(name)) || readsAsAPIName(name) else { return nil }
        return written
    }

    /// Endings of SwiftUI's type names: a capitalised name that ends so is an API's.
    static let apiTypeEndings = ["View", "Link", "Stack", "Grid", "Item", "Gesture", "Reader", "Proxy", "Modifier", "Builder",
                                 "Object", "State", "Binding", "Animation", "Transition", "Effect", "Shape", "Style", "Field",
                                 "Picker", "Image", "Button", "Text", "List", "Context", "Container", "Query", "Controller",
                                 "Representable", "Key", "Values", "Value", "Group", "Section", "Form", "Label", "Toggle",
                                 "Slider", "Menu", "Layout", "Path", "Color", "Font", "Timer", "Task"]

    /// `withAnimation`, `onAppear`, `NavigationLink`, `UIImage`: a name Swift's case marks as
    /// an API's, though the note writes it without marks. A lower camel case name that does
    /// not open as a product's does (`iPhone`, `macOS`, `eBay`), and a capitalised one that
    /// ends as SwiftUI's types do (`YouTube`, `GitHub`, `ChatGPT` do not).
    static func readsAsAPIName(_ name: String) -> Bool {
        guard name.dropFirst().contains(where: \.isUppercase) else { return false }
        if name.first?.isLowercase == true {
            let opening = name.prefix { $0.isLowercase }
            return !["i", "e", "mac", "tv", "watch", "vision", "ipad"].contains(String(opening))
        }
        return apiTypeEndings.contains { name.hasSuffix($0) && name.count > $0.count }
    }

    /// `frame 수정자를 사용하면 …`, `onAppear modifier를 쓰면 …`: a name before its kind
    /// word, which the sentence opens by using; the kind word says it is an API's name, so a
    /// lowercase one (`frame`) is as much a name as `Spacer`.
    static func usedByKindAtOpening(_ words: [String]) -> String? {
        guard words.count >= 4, let particle = ["을", "를"].first(where: { words[1].hasSuffix($0) }),
              SubjectPosition.kindWords.contains(String(words[1].dropLast(particle.count)).lowercased()),
              SubjectPosition.isConditionalUse(Substring(words[2])) else {
            return nil
        }
        let name = words[0].trimming(".()")
        return name.count >= 3 && isASCIIName(name) ? name : nil
    }

    /// Verbs of setting something a sentence says a name is the means of (`설정할`,
    /// `줄`), each read as the start of the word before `수 있다`.
    static let settingVerbs = ["설정", "지정", "조절", "조정", "변경", "바꿀", "바꿔", "정할", "줄", "줄일", "늘릴", "넣을"]

    /// `alignment로 정렬 기준을 설정할 수 있습니다`, `padding으로 여백을 줄 수 있다`: a
    /// name the sentence opens with as the means (`로`, `으로`) of setting something says
    /// what that name is for.
    static func meansAtOpening(_ words: [String], of sentence: Substring) -> String? {
        guard words.count >= 3, let particle = ["으로", "로"].first(where: { words[0].hasSuffix($0) }) else { return nil }
        let name = String(words[0].dropLast(particle.count)).trimming(".()")
        guard name.count >= 3, isASCIIName(name) else { return nil }
        guard let clause = beforeAbility(sentence) else { return nil }
        let verb = clause.split(separator: " ").last ?? ""
        return settingVerbs.contains(where: { verb.hasPrefix($0) }) ? name : nil
    }

    /// Kinds a sentence can say an API is one of too: `Shape도 뷰이다`.
    static let apiKinds = ["뷰", "view", "View", "프로토콜", "protocol", "구조체", "struct", "타입", "type"]

    /// `Shape` of `SwiftUI에서는 Shape도 뷰이다`: an API a short sentence says is also of a
    /// kind (`X도 뷰이다`, `X도 View입니다`), which is what the sentence teaches about it, even
    /// of a view every note shows. A word that is no API's name (`이것도 뷰이다`) is not.
    static func alsoOfAKind(_ block: MarkdownBlock) -> [(String, Int)] {
        guard block.text.contains("도 ") else { return [] }
        return sentencesWithLines(of: block.text, from: block.startLine).compactMap { sentence, line in
            let words = unmarkedWords(sentence)
            guard (2...4).contains(words.count), let last = words.last?.trimming(".!"),
                  let copula = ["입니다", "이다", "다"].first(where: { last.hasSuffix($0) }),
                  apiKinds.contains(String(last.dropLast(copula.count))) else { return nil }
            let subject = words[words.count - 2]
            guard subject.hasSuffix("도") else { return nil }
            let term = String(subject.dropLast())
            let isAPIName = term.count >= 2 && term.first?.isUppercase == true && term.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
            return isAPIName ? (term, line) : nil
        }
    }

    /// `선언적` of `SwiftUI는 선언적이다`: the Korean noun a sentence of two or three words
    /// ends on before its copula.
    static func copulaPredicate(_ words: [String]) -> String? {
        guard words.count <= 3, let last = words.last?.trimming(".!") else { return nil }
        guard let ending = ["입니다", "이다"].first(where: { last.hasSuffix($0) }) else { return nil }
        let stem = String(last.dropLast(ending.count))
        guard stem.count >= 2, stem.unicodeScalars.allSatisfy(LearnerTerms.isHangul), !LearnerTerms.isVerbStem(stem) else {
            return nil
        }
        return stem
    }

    /// The first `code` span of a sentence that is a term and no generic word itself.
    static func firstMarkedTerm(in sentence: Substring) -> String? {
        let pieces = sentence.split(separator: "`", omittingEmptySubsequences: false)
        for index in stride(from: 1, to: pieces.count - 1, by: 2) {
            let text = String(pieces[index])
            // `SwiftUI는 `@State` 에서 변경을 감지하고`: a place (에, 에서) is not what the
            // sentence tells about (an owner is: `` `minLength`의 기본값은 ``).
            let after = pieces[index + 1].drop { $0 == " " }
            if after.hasPrefix("에") { continue }
            if isTermLike(text), !LearnerTerms.isGenericSubject(text) { return text }
        }
        return nil
    }

    /// The sentences of `text`, each with the line it is on (`firstLine` is the text's
    /// first): what the rules that read a block sentence by sentence go through.
    static func sentencesWithLines(of text: String, from firstLine: Int) -> [(sentence: Substring, line: Int)] {
        text.components(separatedByBytes: "\n").enumerated().flatMap { offset, textLine in
            sentences(in: textLine).map { ($0, firstLine + offset) }
        }
    }

    /// The pieces of `text` between its line feeds and its `. `: the sentences of the rules
    /// that do not end one at `!` or `?` (`sentences(in:)` does), found line by line in
    /// the bytes.
    static func periodSentences(of text: String) -> [String] {
        text.splitLines().flatMap { $0.components(separatedBy: ". ") }
    }

    /// A sentence's words without the marks of code, bold and italics (`` `$`를 `` → `$를`).
    static func unmarkedWords(_ sentence: some StringProtocol) -> [String] {
        sentence.split(separator: " ").map { String($0.filter { !"`*_".contains($0) }) }
    }

    static func sentences(in line: Substring) -> [Substring] {
        var result: [Substring] = []
        let bytes = line.utf8
        var start = line.startIndex
        var index = line.startIndex
        while index < line.endIndex {
            let byte = bytes[index]
            let next = bytes.index(after: index)
            if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "!") || byte == UInt8(ascii: "?"),
               next == line.endIndex || bytes[next] == UInt8(ascii: " ") {
                result.append(line[start..<index])
                start = next
            }
            index = next
        }
        if start < line.endIndex { result.append(line[start...]) }
        return result.map { $0.drop(while: { $0 == " " || $0 == "-" || $0 == "*" }) }
    }

    /// The phrase before a topic particle in the first three words: `HStack과 VStack은 …`
    /// → `HStack과 VStack`. Hangul words take only 은, 는, 이란, 란, since 이 and 가
    /// end many Korean nouns; identifiers take 이 and 가 as well.
    static func koreanTopic(_ words: [String]) -> String? {
        for (offset, word) in words.prefix(3).enumerated() {
            // `property wrapper란, …`: a comma after the topic particle sets the topic apart.
            let cleaned = word.trimming("`*_\"'“”()").trimming(",")
            // `TextField같은`, `State가 있는`: an adjective's ending, not a topic particle.
            if adjectiveEndings.contains(where: { cleaned.hasUTF8Suffix($0) }) || colourAndShapeAdjectives.contains(cleaned) {
                return nil
            }
            // `X라는 …` names X only before a kind of name (`namedTerms`), and is no topic.
            if cleaned.hasUTF8Suffix("라는") { return nil }
            for particle in ["이란", "란", "은", "는", "이", "가"] where cleaned.hasUTF8Suffix(particle) {
                let rawStem = String(cleaned.dropLast(particle.count)).trimming("`*_\"'“”")
                let stem = rawStem.balancingParentheses
                guard !stem.isEmpty else { continue }
                let stemIsHangul = stem.unicodeScalars.last.map(SearchTokenizer.isCJK) ?? false
                if stemIsHangul && (particle == "이" || particle == "가") { continue }
                // `binding이 필요하면`: 이 and 가 make a topic of API names only (`Text가`).
                if (particle == "이" || particle == "가") && !(isIdentifierLike(stem) || stem.first?.isUppercase == true) {
                    continue
                }
                // `ScrollView가 나타날 때, …`: a subject of a clause of time or case says when
                // the sentence holds, not what the name is.
                if particle == "이" || particle == "가",
                   words.dropFirst(offset + 1).prefix(2).contains(where: { word in
                       ["때", "때,", "때는", "때에", "경우", "경우,", "경우에", "경우에는"].contains { word.hasSuffix($0) }
                   }) {
                    return nil
                }
                // `챕터에서는`, `ZStack에는`: a place or a direction, not a topic.
                if caseParticles.contains(where: { stem.hasUTF8Suffix($0) }) { return nil }
                // `뷰와는 다르게 Body가 함수이다`: what the sentence compares its subject with.
                if particle == "는", stem.hasUTF8Suffix("와") || stem.hasUTF8Suffix("과"), offset + 1 < words.count,
                   ["다르", "달리", "비교", "반대"].contains(where: { words[offset + 1].hasPrefix($0) }) {
                    return nil
                }
                // `스크롤 뷰는 … 뷰다`: a kind of view the noun before `뷰` names, which the
                // sentence says is a view (`프레임 뷰는 … 제안한다` tells what an example does).
                if stemIsHangul, stem == "뷰", offset == 1, let noun = words.first?.trimming("`*_"), noun.count >= 2,
                   let end = words.last?.trimming(".!"), ["뷰다", "뷰이다", "뷰입니다"].contains(where: { end.hasSuffix($0) }),
                   noun.unicodeScalars.allSatisfy(LearnerTerms.isHangul), !topicStopWords.contains(noun),
                   !demonstratives.contains(noun),
                   !(describingEndings + ["는", "된", "진", "든", "른"]).contains(where: { noun.hasSuffix($0) }) {
                    return "\(noun) \(stem)"
                }
                // `높은`, `작은`: a one-syllable stem is an adjective, not a topic.
                if stemIsHangul && stem.count < 2 { return nil }
                // `editMode로 바뀌는 부분에`, `값을 바꾸는`: after an object or a means, 는 is a
                // verb's ending that describes the next noun; the word is a verb, no topic.
                if stemIsHangul, particle == "는", offset > 0,
                   ["을", "를", "로", "으로"].contains(where: { words[offset - 1].trimming("`*_,").hasUTF8Suffix($0) }) {
                    return nil
                }
                // `이는`, `그것은`: pronouns are no topic.
                if topicStopWords.contains(stem.lowercased()) { return nil }
                // Earlier words belong to the topic only when they join it (`HStack과`)
                // or name it (`container view는`); `가운데 Text가` is about Text.
                let leading = words[..<offset].map { $0.trimming("`*_") }
                // `이 쿼리는`, `해당 뷰는`: a topic pointed back to is the example of the
                // sentences before, not a term the sentence defines.
                if let last = leading.last, demonstratives.contains(last) { return nil }
                var joined = Array(leading.reversed().prefix { word in
                    word.hasSuffix("과") || word.hasSuffix("와") || word == "&" || word == "and"
                        || word.last != ":" && word.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "@._():".contains($0)) }
                })
                // `달러($) 접두어는`: a noun glossed in parentheses right before the topic is
                // part of its name.
                if joined.isEmpty, let glossed = leading.last, glossed.hasSuffix(")"), glossed.contains("("),
                   glossed.first?.isLetter == true {
                    joined = [glossed]
                }
                // `원의 지름은`, `초록 배경은`: a Korean word before a Korean topic makes it one
                // thing of an example, not a term (`SwiftUI의 레이아웃은`, `여기서 X는` stay).
                let unjoined = leading.dropLast(joined.count)
                // `기존의 HStack은`, `일반적인 Text는`: a Latin topic a Korean word modifies is
                // that thing of an example or a comparison, not the term itself. (`메서드인
                // frame은`, a noun with 인, says what the topic is: it stays.)
                if !stemIsHangul, let modifier = unjoined.last, modifier.unicodeScalars.allSatisfy(LearnerTerms.isHangul),
                   describingEndings.contains(where: { modifier.hasSuffix($0) }),
                   !topicStopWords.contains(modifier) {
                    return nil
                }
                if stemIsHangul, unjoined.contains(where: { word in
                    word.unicodeScalars.allSatisfy(LearnerTerms.isHangul) && !topicStopWords.contains(word)
                }) {
                    return nil
                }
                // `레이아웃 중립(layout neutral)이란`: the words from the one that opens the
                // parenthesis belong to the topic, and so does the noun before it.
                if rawStem.filter({ $0 == ")" }).count > rawStem.filter({ $0 == "(" }).count,
                   let opening = leading.lastIndex(where: { $0.contains("(") }) {
                    return (leading[max(0, opening - 1)...] + [rawStem]).joined(separator: " ")
                }
                return (joined.reversed() + [stem]).joined(separator: " ")
            }
        }
        return nil
    }

    /// Endings of a Korean word that describes the noun after it (`기존의`, `일반적인`, `높은`)
    /// rather than naming a kind of it.
    static let describingEndings = ["의", "적인", "한", "은", "던", "운"]

    /// Words that point back to something said before: `이 쿼리`, `그 뷰`, `해당 요소`.
    static let demonstratives: Set<String> = ["이", "그", "저", "해당", "이런", "이러한", "그런", "그러한", "저런", "위의",
                                              "아래의", "앞의", "위", "앞서"]

    static let adjectiveEndings = ["같은", "있는", "없는", "하는", "되는", "다른", "많은", "적은"]

    /// Adjectives that end as the topic particle 란 does (`파란 뷰`, `동그란 원`): what an
    /// example looks like, never a topic.
    static let colourAndShapeAdjectives: Set<String> = ["파란", "노란", "하얀", "까만", "빨간", "동그란", "둥그런", "기다란",
                                                         "커다란", "가느다란", "조그만", "자그마한"]

    static let caseParticles = ["에서", "에게", "에", "으로", "로", "까지", "부터", "보다", "처럼", "하고", "만"]

    static func englishTopic(_ words: [String]) -> String? {
        if let acting = actingAPI(words) { return acting }
        for offset in 1...min(3, words.count - 2) where ["is", "are", "means"].contains(words[offset].lowercased()) {
            // `"Lazy" means …`: a word in quotes is named, and `means` says what it is.
            if offset == 1, words[1].lowercased() == "means", let quoted = unquoted(words[0]) { return quoted }
            // `While `GeometryReader` is extremely powerful, …`: a subordinate clause, not a
            // definition of its subject.
            if subordinators.contains(words[0].lowercased()) { return nil }
            // `` **`@State`**: `@State` is a value … ``: a label and its colon open the entry,
            // and the sentence's subject comes after them. (A colon inside a call's open
            // parenthesis, `` `.frame(maxWidth: .infinity` is not … ``, is an argument's.)
            // (`However, @EnvironmentObject specifically means …`: a connective and its comma
            // open the sentence, and an adverb of manner before the verb is no part of the
            // subject either.)
            var start = words[..<offset].lastIndex { word in
                word.trimming("`*_").hasSuffix(":") && word.count(where: { $0 == "(" }) == word.count(where: { $0 == ")" })
            }.map { $0 + 1 } ?? 0
            if start < offset - 1, openingConnectives.contains(words[start].lowercased()) { start += 1 }
            var end = offset
            if end - 1 > start, isMannerAdverb(words[end - 1]) { end -= 1 }
            guard start < end else { return nil }
            let phrase = withoutArticle(words[start..<end].map { $0.trimming("`*_") }.joined(separator: " "))
            // `A binding is a two-way conduit`, `@Binding is external data`: a definition
            // classes its term, or the term is an API name. `The problem is the …`,
            // `children are centered` say something else.
            let predicate = words[offset + 1].lowercased()
            let phraseWords = phrase.split(separator: " ")
            // `value of .menu is …`: a phrase with a preposition is no term, nor one with
            // a dash (`` `@StateObject` - StateObjects are … ``: a glossary entry, DashDefinitions).
            if phraseWords.contains(where: { SubjectPosition.connectives.contains($0.lowercased()) || ["-", "–", "—"].contains($0) }) {
                return nil
            }
            let names = phraseWords.contains { isIdentifierLike(String($0)) }
            // `Using `SceneDelegate` is …` is about SceneDelegate.
            return names || definingWords.contains(predicate) ? withoutGerund(phrase) : nil
        }
        return nil
    }

    /// Connectives that open an English sentence, with their comma: `However,`, `Instead,`.
    static let openingConnectives: Set<String> = ["however,", "instead,", "also,", "so,", "then,", "now,", "still,",
                                                  "therefore,", "thus,", "similarly,", "likewise,", "meanwhile,",
                                                  "otherwise,", "finally,", "basically,", "essentially,", "again,"]

    /// `specifically`, `really`, `actually`: a lower-case word of six letters or more
    /// ending in `ly` (not a noun so spelt, `family`), or one of the adverbs a verb takes
    /// (`verbAdverbs`).
    static func isMannerAdverb(_ word: String) -> Bool {
        verbAdverbs.contains(word) || word.count >= 6 && word.hasSuffix("ly") && word.allSatisfy { $0.isASCII && $0.isLowercase }
            && !["family", "assembly", "supply", "anomaly", "monopoly", "butterfly"].contains(word)
    }

    /// Words that open a subordinate clause.
    static let subordinators: Set<String> = ["while", "when", "whenever", "if", "although", "though", "because", "since",
                                             "once", "unless", "whereas", "as", "before", "after", "until"]

    /// `"Lazy"` → Lazy: a word in straight or curly double quotes, or nil.
    static func unquoted(_ word: String) -> String? {
        guard word.count > 2, let first = word.first, let last = word.last,
              first == "\"" && last == "\"" || first == "“" && last == "”" else { return nil }
        let inner = String(word.dropFirst().dropLast())
        return inner.allSatisfy { $0.isLetter || $0 == "-" } ? inner : nil
    }

    static let definingWords: Set<String> = ["a", "an", "one", "what", "called", "how", "where", "shorthand", "equivalent"]

    /// `GeometryReader fills all the available space.`, `The Spacer takes what is left.`:
    /// a sentence that opens on an API's name doing something in the present says how that
    /// API behaves, which is what a learner asks of it.
    /// `Spacer always takes all the space offered to it`: an adverb of frequency or manner
    /// may stand between the name and its verb.
    static func actingAPI(_ words: [String]) -> String? {
        let start = articles.contains(words[0].lowercased()) ? 1 : 0
        guard words.count >= start + 3 else { return nil }
        let name = words[start].trimming("`*_")
        let verb = verbAdverbs.contains(words[start + 1]) && words.count >= start + 4 ? words[start + 2] : words[start + 1]
        // A camelCase name (`GeometryReader`, `HStack`), or a view's one-word name a plain
        // sentence hardly opens with (`Spacer`): a capitalised plain word opens sentences of
        // every kind.
        let isCamelCase = name.dropFirst().contains(where: \.isUppercase)
        guard name.count >= 4, name.first?.isUppercase == true, name.dropFirst().contains(where: \.isLowercase),
              isCamelCase || oneWordViewNames.contains(name), name.allSatisfy({ $0.isASCII && $0.isLetter }),
              verb.allSatisfy(\.isLowercase), isSubjectsVerb(verb) else { return nil }
        return name
    }

    static let verbAdverbs: Set<String> = ["always", "never", "only", "also", "usually", "automatically", "simply", "just",
                                           "still", "often", "essentially", "actually", "basically", "generally", "typically"]

    /// SwiftUI's views named by one capitalised word that English prose seldom opens a
    /// sentence with. (`Text`, `Image`, `Button`, `List` and `Form` open plain sentences too.)
    static let oneWordViewNames: Set<String> = ["Spacer", "Divider", "Toggle", "Slider", "Stepper", "Picker", "Capsule", "Ellipse"]

    static func isTopicTerm(_ phrase: String) -> Bool {
        let words = phrase.split(separator: " ")
        // `.center, .leading, .trailing은`: a list of values, not one term.
        guard isTermLike(phrase), words.count <= 3, !phrase.contains(",") else { return false }
        if words.contains(where: { topicStopWords.contains($0.lowercased()) }) { return false }
        // A one-syllable Korean word is rarely a concept, and often a pronoun.
        if words.count == 1, phrase.count < 2 { return false }
        return true
    }
}

extension String {
    /// Without the unmatched parentheses at its ends: `neutral)` → neutral, while
    /// `.frame(width:)` stays whole.
    var balancingParentheses: String {
        var text = Substring(self)
        while text.last == ")", text.filter({ $0 == ")" }).count > text.filter({ $0 == "(" }).count {
            text = text.dropLast()
        }
        while text.first == "(", text.filter({ $0 == "(" }).count > text.filter({ $0 == ")" }).count {
            text = text.dropFirst()
        }
        return String(text)
    }
}
