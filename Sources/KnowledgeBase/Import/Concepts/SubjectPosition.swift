import Foundation

/// Where a marked span stands in its sentence: named (`X란`, `X라고 한다`, `called X`), the
/// Korean topic (`X는`), or the English subject (`The X modifier lets …`). Only a span in
/// one of these places is what its sentence explains.
enum SubjectPosition {
    /// Nouns that follow a term and name its kind without changing it: `` `@State` 프로퍼티는``,
    /// ``The `frame` modifier``.
    static let kindWords: Set<String> = [
        "modifier", "modifiers", "property", "wrapper", "view", "views", "protocol", "type", "function", "method", "block",
        "macro", "initializer", "struct", "closure", "parameter", "value", "container", "api", "attribute", "annotation",
        "수정자", "모디파이어", "프로퍼티", "프로토콜", "타입", "함수", "메서드", "메소드", "뷰", "래퍼", "구조체", "값", "매개변수",
        "어노테이션", "속성", "인자", "파라미터", "keyword", "키워드",
    ]

    /// The span's text after it, past a kind word (`modifier`, `property wrapper`).
    static func pastKindWords(_ after: Substring) -> Substring {
        var rest = after.drop { $0 == " " }
        for _ in 0..<2 {
            var word = rest.prefix { $0.isLetter }
            // `매개변수를`: a Korean kind word carries its particle glued.
            if !kindWords.contains(word.lowercased()), let kind = kindWords.first(where: { kind in
                kind.unicodeScalars.first.map(LearnerTerms.isHangul) == true && word.hasPrefix(kind) && word.count - kind.count <= 2
            }) {
                word = word.prefix(kind.count)
            }
            guard !word.isEmpty, kindWords.contains(word.lowercased()) else { break }
            let next = rest.dropFirst(word.count)
            // `modifier는`: the particle is glued to the kind word.
            guard next.first == " " || next.first.map({ LearnerTerms.isHangul($0.unicodeScalars.first!) }) == true else { break }
            rest = next.drop { $0 == " " }
        }
        return rest
    }

    static let namingParticles = ["이란", "란 ", "이라는", "라는", "이라고", "라고", "(이)라"]
    static let namingOpenings = ["called ", "called the ", "known as ", "we call ", "so-called ", "named "]

    /// `` `X`란 ``, `` `X`라는 ``, `` `X`이라고 불린다 ``, ``called the `attribute graph` ``.
    static func isNamed(before: Substring, after: Substring) -> Bool {
        let lower = before.lowercased()
        return namingParticles.contains { after.hasPrefix($0) } || namingOpenings.contains { lower.hasSuffix($0) }
    }

    /// ``a `GeometryProxy` object, which provides …``: a span with an article, which a
    /// relative clause goes on to explain, past its kind word (``when we have `ScrollView`,
    /// which …`` only mentions it).
    static func isExplainedByRelativeClause(before: Substring, after: Substring) -> Bool {
        let opening = before.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: " ["))
        guard [" a", " an", " the"].contains(where: opening.hasSuffix) || ["a", "an", "the"].contains(opening) else { return false }
        var rest = after.drop { $0 == " " }
        // (`the `Label` View, essentially an …`: the kind word may be capitalised.)
        let lowered = rest.lowercased()
        if let kind = ["object", "struct", "type", "view", "modifier", "protocol", "property", "instance"]
            .first(where: { lowered.hasPrefix($0 + ",") || lowered.hasPrefix($0 + " which") }) {
            rest = rest.dropFirst(kind.count)
        }
        // ``the `Label` View, essentially an `HStack` with …``: an apposition that says what
        // the name basically is defines it as a relative clause does.
        return rest.hasPrefix(", which ") || rest.hasPrefix(" which ")
            || appositionOpenings.contains { rest.hasPrefix($0 + " a ") || rest.hasPrefix($0 + " an ") }
    }

    static let appositionOpenings = [", essentially", ", basically", ", i.e.", ", that is,", ", in other words,"]

    /// Kinds that name an API: `` `layoutPriority` 수정자를 사용하여 ``, `` `ViewModifier`
    /// 프로토콜을 준수하는 ``, ``the `frame` modifier``.
    static let apiKinds = ["수정자", "모디파이어", "modifier", "프로토콜", "protocol", "프로퍼티 래퍼", "property wrapper", "래퍼", "macro"]

    static func isNamedByKind(after: Substring) -> Bool {
        let rest = after.drop { $0 == " " }
        return apiKinds.contains { rest.hasPrefix($0) }
    }

    /// Verbs of a Korean sentence that tells how to use what it names:
    /// `` `PreferenceKey`를 구현합니다 ``, `` `@Binding` 을 사용한다 ``.
    static let usingVerbs = ["사용", "이용", "구현", "적용", "준수", "채택", "따르", "쓴다", "써야", "쓰면"]

    static func endsInUse(_ sentence: Substring) -> Bool {
        let ending = sentence.split(separator: " ").suffix(3).joined(separator: " ")
        // `…을 적용하기 때문입니다` gives a reason about an example, not how to use the term.
        return usingVerbs.contains { ending.contains($0) } && !ending.contains("때문")
    }

    /// A span the object or one of the objects of such a sentence: followed by 을, 를,
    /// 로, a comma, 과 or 와, not by 에 or 의 (a place, an owner). The verb ends the
    /// sentence (`구현할 수 있다`): `많이 사용되는 Control인 `Text`와 … 보도록 한다` is about
    /// what the chapter shows next.
    static func isUsed(after: Substring, sentence: Substring) -> Bool {
        guard endsInUse(sentence) else { return false }
        // `` `pinnedViews`매개변수를 이용 ``: the object is the span with its kind word.
        let rest = pastKindWords(after)
        if ["을", "를", "로", "으로"].contains(where: { rest.hasPrefix($0) }) { return true }
        // `` `A`와 `B`를 사용 ``: one of a list used; `` `VStack`, `HStack`에서 사용할 수
        // 있다 `` names where a thing is used, not what.
        // `` `Circle`, `Ellipse` 등 기본 shape는 `InsettableShape`를 준수한다 ``: names listed
        // with 등 (and so on) before a noun are examples of what the sentence is about, not
        // what it uses.
        let joiners = [",", "과", "와"]
        var chain = rest
        while let joiner = joiners.first(where: { chain.hasPrefix($0) }) {
            let next = chain.dropFirst(joiner.count).drop { $0 == " " }
            guard next.hasPrefix("`"), let close = next.dropFirst().firstIndex(of: "`") else { return true }
            let particle = next[next.index(after: close)...].drop { $0 == " " }
            if joiners.contains(where: { particle.hasPrefix($0) }) {
                chain = particle
                continue
            }
            // (`` `frame(in:)`, `size` 등을 사용 ``: the listed names, and so on, are used.)
            let examples = particle.hasPrefix("등") && !["을", "를", "으로", "로"].contains { particle.dropFirst().hasPrefix($0) }
            return !examples && !["에서", "에", "에는", "에만"].contains { particle.hasPrefix($0) }
        }
        return false
    }

    /// `` `.hidden()`을 사용하면 … ``, `` `.clipped()`를 적용하면 … ``: a sentence that opens with
    /// using the span tells what it does.
    /// ``따라서 Form에 modifier로 `.navigationTitle("SwiftUI")`를 추가하면 타이틀이 나타난다``:
    /// what opens the sentence before the span may say where and how it is used.
    static func opensWithUse(before: Substring, after: Substring) -> Bool {
        guard isAdjunctsOnly(before) else { return false }
        var rest = pastKindWords(after)
        // `` `showsIndicators`의 값을 `false`로 설정하면 ``: setting the span's value.
        if rest.hasPrefix("의 값") { rest = rest.dropFirst(3) }
        for particle in ["을", "를", "으로", "로"] where rest.hasPrefix(particle) {
            var words = rest.dropFirst(particle.count).split(separator: " ").prefix(2)
            // The value it is set to comes before the verb: `` `false`로 ``.
            if words.count == 2, words.first.map({ $0.hasSuffix("로") }) == true { words.removeFirst() }
            guard let verb = words.first else { return false }
            return isConditionalUse(verb)
        }
        return false
    }

    /// Linking adverbs a sentence may open with before what it is about.
    static let openingAdverbs: Set<String> = ["따라서", "그리고", "또한", "또", "그러므로", "만약"]

    /// Nothing, or at most three words that each link the sentence to the last
    /// (`따라서`) or say where or with what (`Form에`, `modifier로`, `뷰에서`): not a step of
    /// a tutorial (`그 다음`, `마지막으로 Text에`).
    static func isAdjunctsOnly(_ before: Substring) -> Bool {
        let words = before.split(separator: " ").map { String($0).trimming(",") }
        guard words.count <= 3 else { return false }
        return words.allSatisfy { word in
            openingAdverbs.contains(word)
                || word.count > 1 && ["에", "에서", "에는", "로", "으로"].contains { word.hasSuffix($0) } && !adverbsEndingInRo.contains(word)
        }
    }

    /// Adverbs that end as a means does (`…로`) but order the steps of a walkthrough or say
    /// how: `마지막으로 Text에 …` is a step.
    static let adverbsEndingInRo: Set<String> = ["마지막으로", "처음으로", "다음으로", "끝으로", "실제로", "주로", "새로", "따로"]

    /// Verbs of using or setting a thing: `사용하면`, `적용하면`, `선언하면`, `설정하면`.
    static func isUseVerb(_ word: Substring) -> Bool {
        ["사용", "적용", "이용", "쓰", "추가", "지정", "설정", "변경", "선언"].contains { word.hasPrefix($0) }
    }

    /// A verb of using in its conditional form, which opens on what using does: `사용하면`,
    /// `적용하면,`.
    static func isConditionalUse(_ word: Substring) -> Bool {
        isUseVerb(word) && (word.hasSuffix("면") || word.hasSuffix("면,"))
    }

    /// Verbs of using a thing to do something: `사용하여`, `이용해서`, `이용해`, `준수하면`,
    /// `써서`, each read as the start of the word (`사용해` covers `사용해서`).
    /// (`X를 적용하면`, `X를 사용하면` after a step's `그 다음` are steps: `opensWithUse`
    /// reads them only where they open the sentence.)
    static let meansVerbs = ["사용하여", "사용해", "이용하여", "이용해", "준수하면", "채택하면", "써서"]

    /// `` `LazyVStack`을 사용하여 구분선을 없앤다 ``, `` `Identifiable`를 준수하면 id가 필요 없다 ``:
    /// a span used as the means of what the sentence does, wherever it stands, is what the
    /// sentence explains.
    /// `상대 크기를 쓰려면 `GeometryReader`로 화면 크기를 가져와야 한다`: after a goal (…려면),
    /// the span a sentence tells to use or take is the means to it.
    /// A sentence that leads into the code after it (`다음과 같이 … 추가해준다`) is a step of
    /// the tutorial, not what the span is for.
    static let leadIns = ["다음과 같이", "아래와 같이", "다음처럼", "아래처럼", "위와 같이", "아래는 ", "다음은 ", "아래 코드"]

    static func isMeansToAGoal(before: Substring, after: Substring, sentence: Substring) -> Bool {
        guard before.contains("려면 "), !leadIns.contains(where: { sentence.contains($0) }) else { return false }
        let rest = pastKindWords(after)
        return ["을 ", "를 ", "으로 ", "로 "].contains { rest.hasPrefix($0) }
    }

    static func isMeans(span: String, after: Substring) -> Bool {
        // `geometry.size.width`를 사용하여: a value of the example's own, not an API.
        if let first = span.first, first.isLowercase, span.contains(".") { return false }
        let rest = pastKindWords(after)
        for particle in ["을", "를", "으로", "로"] where rest.hasPrefix(particle) {
            let verb = rest.dropFirst(particle.count).drop { $0 == " " }
            return meansVerbs.contains { verb.hasPrefix($0) }
        }
        return false
    }

    /// `` `Spacer`는 … ``, `` `@State` 프로퍼티는 … ``: a topic particle right after the span.
    static func isKoreanTopic(after: Substring) -> Bool {
        let rest = pastKindWords(after)
        // `` `ViewBuilder` 안에서는 조건문만 사용 가능``: a rule of what holds inside the name.
        for inside in [" 안에서는 ", " 내에서는 ", "안에서는 ", "내에서는 "] where rest.hasPrefix(inside) { return true }
        for particle in ["은", "는"] where rest.hasPrefix(particle) {
            let next = rest.dropFirst(particle.count).first
            return next == nil || next == " " || next == "," || next == "\n"
        }
        return false
    }

    /// Adverbs that open an English sentence before its subject: `Basically, …`.
    static let openingEnglishAdverbs: Set<String> = ["basically", "essentially", "simply", "generally", "usually",
                                                     "typically", "also", "similarly", "likewise", "additionally"]

    /// Words a sentence may open with before its subject.
    static let determiners: Set<String> = ["the", "a", "an", "swiftui's", "swift's", "each", "every", "this"]
    /// Words after a noun that make it no subject: a preposition, a conjunction or `vs`.
    static let connectives: Set<String> = [
        "in", "on", "of", "for", "with", "to", "and", "or", "vs", "vs.", "from", "at", "by", "as", "into", "than", "like",
        "inside", "within", "over", "under", "but", "if", "when", "which", "that", "instead",
    ]

    /// ``Use `LazyVStack` to load views on demand``, ``Use `List` for rows of data``: an
    /// instruction that opens its sentence by using the span says what it is for.
    static func isEnglishUse(before: Substring, after: Substring) -> Bool {
        guard ["use", "we use", "you use", "we can use", "you can use"].contains(before.trimmingWhitespace.lowercased()) else {
            return false
        }
        // `Use `LazyVStack` / `LazyHStack` to …`: the first of two alternatives.
        var rest = after.drop { $0 == " " }
        if rest.hasPrefix("/"), let next = rest.dropFirst().drop(while: { $0 == " " }).dropFirst().firstIndex(of: "`") {
            rest = rest[rest.index(after: next)...].drop { $0 == " " }
        }
        if rest.hasPrefix("to ") || rest.hasPrefix("for ") { return true }
        // `Use `@Bindable` with models inside child views for two-way binding.`, `Use
        // `@Model` on a class to make it persistable.`: where and with what, then what for.
        guard ["on ", "in ", "with ", "inside ", "within "].contains(where: { rest.hasPrefix($0) }) else { return false }
        let clause = String(rest)
        return [" to ", " for ", " when "].contains { clause.containsBytes($0) }
    }

    /// ``The `@StateObject` property wrapper works …``, `` `lineLimit(_:)` lets …``: the span
    /// opens its sentence (after an article at most) and a verb, not a preposition, follows.
    static func isEnglishSubject(before: Substring, after: Substring) -> Bool {
        // `If you want to change the frame of a tap gesture, `contentShape` allows you to …`:
        // after a purpose and its comma, the main clause opens.
        var before = before
        if let comma = before.lastIndex(of: ","),
           ConceptExtractor.opensWithPurpose(before[..<comma].split(separator: " ")[...]) {
            before = before[before.index(after: comma)...]
        }
        var opening = before.split(separator: " ")
        // `Basically `.toolbar(content:)` is used so that …`: an adverb that opens the
        // sentence stands before its subject.
        if let first = opening.first, openingEnglishAdverbs.contains(first.lowercased().trimming(",")) { opening.removeFirst() }
        guard opening.allSatisfy({ determiners.contains($0.lowercased()) }), opening.count <= 1 else { return false }
        let rest = pastKindWords(after)
        let word = rest.prefix { $0.isLetter || $0 == "'" || $0 == "." }
        guard word.count >= 2, word.allSatisfy(\.isASCII), word.first?.isLowercase == true else { return false }
        return !connectives.contains(word.lowercased())
    }
}
