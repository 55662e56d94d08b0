/// `Make a class that conforms to the ObservableObject protocol`, `GeometryReader fills all
/// the available space`, `ObservedObject 는 클래스다`: a note that forgets its backticks still
/// writes a type's name as Swift spells it, in upper camel case. Such a name is the term of its
/// sentence where a marked name would be one for certain: named with its kind (`X protocol`,
/// `X 프로토콜`), the Korean topic opening the sentence, or the English subject before its verb. Used in passing (`DispatchQueue를 통한 …`, `Picker와 ForEach를 사용해서`)
/// it is no term: unmarked, a name is as often the tutorial's own or mentioned on the way.
extension ConceptExtractor {
    static func unmarkedTypeNames(_ block: MarkdownBlock) -> [(String, Int)] {
        // Most paragraphs hold no upper camel case name: a capital after a letter.
        guard UnclosedCode.mayWriteAPIName(Substring(block.text)) else { return [] }
        return sentencesWithLines(of: block.text, from: block.startLine).flatMap { sentence, line in
            unmarkedNames(in: sentence).compactMap { range -> (String, Int)? in
                let before = sentence[..<range.lowerBound], after = sentence[range.upperBound...]
                let isTerm = SubjectPosition.isNamedByKind(after: after) || isNamedAsAType(after: after)
                    || isOpeningTopic(before: before, after: after)
                    || SubjectPosition.isEnglishSubject(before: before, after: after) && opensWithVerb(after)
                    || isAPIForTheTask(before: before, after: after)
                return isTerm ? (String(sentence[range]), line) : nil
            }
        }
    }

    /// `서버로부터 이미지를 가져온다면 AsyncImage 사용 가능`: a condition that names a task, then
    /// the name the sentence ends by saying to use, is the task's API (as `TasksDoneWithAnAPI`
    /// reads a heading); the name is what the learner learns (MeadNotes).
    static func isAPIForTheTask(before: Substring, after: Substring) -> Bool {
        guard ["려면", "다면", "할 때", "하면", "싶으면"].contains(where: { before.contains($0) }) else { return false }
        var rest = after.drop { $0 == " " }
        if let particle = ["을", "를"].first(where: { rest.hasPrefix($0) }) { rest = rest.dropFirst(particle.count).drop { $0 == " " } }
        let ending = rest.trimmingWhitespace.trimming(".")
        return ["사용 가능", "사용", "사용하면 된다", "사용할 수 있다", "사용하면 됨", "이용 가능", "활용 가능"].contains(ending)
    }

    /// `an instance of GeometryProxy struct`, `GeometryProxy 구조체`: the kind word after the
    /// name says it is a type. (`the TimerSettings object`, `Settings 클래스`: a class or an
    /// object is most often the note's own model, named in passing; `.size는 CGSize 타입으로`
    /// says of what type another name is.)
    static let typeKinds = ["struct", "구조체"]

    static func isNamedAsAType(after: Substring) -> Bool {
        let word = after.drop { $0 == " " }.prefix { $0.isLetter }
        return typeKinds.contains { word.lowercased() == $0 || $0.unicodeScalars.first.map(LearnerTerms.isHangul) == true && word.hasPrefix($0) }
    }

    /// `SwiftUI에서 ObservedObject는 …`: the topic particle glued or after a space, where the
    /// sentence opens. (`HStack 안에서는 …` says where, as a marked name's rule reads it too
    /// often, for a name written in passing.)
    static func isOpeningTopic(before: Substring, after: Substring) -> Bool {
        let rest = SubjectPosition.pastKindWords(after)
        return SubjectPosition.isAdjunctsOnly(before) && ["은", "는"].contains { rest.hasPrefix($0) }
            && SubjectPosition.isKoreanTopic(after: after)
    }

    /// Verbs an English sentence about a type goes on with: `GeometryReader fills …`,
    /// `NavigationView is necessary …`. After an unmarked name a lowercase word is as often a
    /// noun the name qualifies (`ViewModifier arguments can be animated`).
    static let subjectVerbs: Set<String> = [
        "is", "are", "was", "were", "can", "cannot", "can't", "must", "should", "will", "would", "may", "does", "doesn't",
        "has", "have", "lets", "allows", "gives", "provides", "makes", "creates", "takes", "fills", "returns", "works",
        "uses", "needs", "requires", "holds", "expands", "displays", "shows", "contains", "tells", "adds", "defines",
        "wraps", "acts", "conforms", "reads", "keeps", "stores", "tracks", "receives", "passes", "manages", "helps",
    ]

    static func opensWithVerb(_ after: Substring) -> Bool {
        let word = SubjectPosition.pastKindWords(after).prefix { $0.isLetter || $0 == "'" }
        return subjectVerbs.contains(word.lowercased())
    }

    /// The ranges of `sentence`'s type names outside code, bold and italics: a run of ASCII
    /// letters and digits after none of `` ` ``, `@`, `.`, `\`, `_`, `*`, and before none of
    /// `(`, `.`, `` ` ``, `_`, `*`, `<` (a call, a member or a generic type is code of another
    /// kind).
    static func unmarkedNames(in sentence: Substring) -> [Range<Substring.Index>] {
        var ranges: [Range<Substring.Index>] = []
        var marks = 0  // backticks and asterisks before the run: odd, the run is inside a span
        var index = sentence.startIndex
        while index < sentence.endIndex {
            let character = sentence[index]
            guard character.isASCII, character.isLetter || character.isNumber else {
                if character == "`" || character == "*" { marks += 1 }
                index = sentence.index(after: index)
                continue
            }
            let start = index
            let end = sentence[start...].firstIndex { !($0.isASCII && ($0.isLetter || $0.isNumber)) } ?? sentence.endIndex
            let previous = start > sentence.startIndex ? sentence[sentence.index(before: start)] : " "
            let next = end < sentence.endIndex ? sentence[end] : " "
            if marks.isMultiple(of: 2), !"`@.\\_*".contains(previous), !"(.`_*<".contains(next),
               UnmarkedTypeNames.isTypeName(sentence[start..<end]) {
                ranges.append(start..<end)
            }
            index = end
        }
        return ranges
    }
}

enum UnmarkedTypeNames {
    /// Frameworks and products are camel cased too, but a note names them as the setting of
    /// what it explains (`SwiftUI`, `UIKit`), not as terms.
    static let frameworks: Set<String> = ["SwiftUI", "UIKit", "AppKit", "SwiftData", "CoreData", "WidgetKit", "MapKit",
                                          "RealityKit", "ARKit", "StoreKit", "CloudKit", "HealthKit", "CoreHaptics",
                                          "GitHub", "YouTube", "JavaScript", "TypeScript", "LiveData", "StateFlow"]

    /// `ObservableObject`, `VStack`, `GeometryProxy`: an upper case letter, then ASCII letters
    /// and digits with another upper case letter and a lower case one among them, five
    /// characters or more. `Text`, `API`, `JSON`, `iOS` and `SwiftUI` are none.
    static func isTypeName(_ word: Substring) -> Bool {
        guard word.count >= 5, let first = word.first, first.isASCII, first.isUppercase,
              word.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }),
              word.dropFirst().contains(where: \.isUppercase), word.contains(where: \.isLowercase) else { return false }
        return !frameworks.contains(String(word)) && !ConceptExtractor.isPlatform(String(word))
    }
}
