/// The particles and endings a Korean reader types after a word (`정렬을`, `정렬은`,
/// `정렬하는`), which a query leaves off so that it finds the word however the note
/// continues it. The index keeps them: its grams find a word with any ending, so only the
/// query side has to let go of them.
enum KoreanEndings {
    /// Longest first, so that `하는` goes before `는` and `이란` before `란`.
    static let endings: [String] = [
        "에서는", "으로는", "이라는", "이라고", "이라면", "입니다", "합니다", "됩니다", "에서도", "으로도",
        // A question after a noun (`뷰인가요`) and a goal after a verb noun (`고정하려면`).
        "인가요", "인가", "일까요", "일까", "입니까", "하려면", "하려고", "되려면",
        // … and after any verb's stem (`넘기려면` → 넘기, `찾으려면` → 찾, DellNotes).
        "으려면", "려면", "으려고", "려고",
        // A question after a verb noun: `초기화되나요`, `정렬하나요`, `고정될까요`, `적용되는지`.
        "되나요", "하나요", "될까요", "할까요", "되는지", "하는지", "할까", "될까",
        // A task a learner names (`초기화하기`, `지연시키는`, `이동시키려면`): the verb noun.
        "하기", "되기", "시키기", "시키는", "시키면", "시키려면", "시켜서", "시킨다",
        // `이랑` and `랑` join two words as `과` does, as a learner types it: `State랑 Published`.
        "이랑", "랑",
        "에서", "으로", "이란", "이라", "이다", "이고", "이며", "하는", "하고", "하면", "해서", "하여", "하게", "했다",
        "한다", "하다", "된다", "되는", "되고", "되면", "에게", "까지", "부터", "처럼", "보다", "마다", "라는", "라고",
        "으면", "은", "는", "이", "가", "을", "를", "의", "에", "로", "와", "과", "도", "만", "란", "한", "된", "면",
        // A noun made a modifier by the copula: `구조체인 이유`, `뷰인 경우`.
        "인",
        // What must be done, as a learner asks it (`붙여야 하나`, `채택해야 함`, `읽어야 해`),
        // and the copula of a spoken question (`불변이야`): the verb or noun before it.
        "해야", "야", "이야",
    ].sorted { $0.count > $1.count }

    /// Words borrowed from English that end in 인 (`디자인`, `플러그인`, `타임라인`, `도메인`).
    static let spelledWithIn = ["자인", "그인", "라인", "메인"]

    /// Endings that may leave a single syllable (`뷰를` → `뷰`, `값을` → `값`). The others
    /// need two syllables before them, since many words end in the same syllable: `높이`,
    /// `정의`, `결과`, `추가`, `세로`, `정도` stay whole.
    static let afterOneSyllable: Set<String> = ["를", "는", "을", "에", "와", "에서", "으로", "에게", "까지", "부터", "처럼", "보다",
                                                "인가요", "인가", "일까요", "일까", "입니까",
                                                // (`찾으려면`, `읽으려고`: 으 follows a stem of one closed syllable.)
                                                "으려면", "으려고"]

    /// `word` without the particle or ending its Korean tail carries: `정렬을` → `정렬`,
    /// `유연성이` → `유연성`, `VStack과` → `VStack`. A word that is only an ending, or whose
    /// tail is no known ending, stays as it is.
    static func stem(of word: String) -> String {
        let scalars = Array(word.unicodeScalars)
        var tailStart = scalars.count
        while tailStart > 0, isHangulSyllable(scalars[tailStart - 1]) { tailStart -= 1 }
        guard tailStart < scalars.count else { return word }
        let head = String(String.UnicodeScalarView(scalars[..<tailStart]))
        let tail = String(String.UnicodeScalarView(scalars[tailStart...]))
        if !head.isEmpty {
            // `VStack과`, `frame을`: a particle after an identifier.
            guard head.unicodeScalars.last.map({ !$0.properties.isWhitespace }) == true else { return word }
            if endings.contains(tail) { return head }
            // `padding에만`, `VStack에서도`: a case particle, then a particle that limits it.
            return stackedParticles.contains(tail) ? head : word
        }
        // `오버레이`, `스토리지`: an English word spelt in Hangul may end as a particle does.
        if Transliterations.english[tail] != nil { return word }
        for ending in endings where tail.hasSuffix(ending) {
            let remaining = tail.count - ending.count
            // (`뷰가`, `씬이`: a word of one syllable a note spells in Hangul takes any particle.)
            let knownSyllable = remaining == 1 && Transliterations.english[String(tail.dropLast(ending.count))] != nil
            // (`디자인`, `로그인`, `베이스라인`: words that end in 인 as they are spelt.)
            if ending == "인", spelledWithIn.contains(where: tail.hasSuffix) { break }
            if remaining >= 2 || remaining == 1 && (afterOneSyllable.contains(ending) || knownSyllable) {
                let stripped = String(tail.dropLast(ending.count))
                return limiting.contains(ending) ? withoutCaseParticle(stripped) : stripped
            }
        }
        return word
    }

    /// The stem of a verb or adjective written in its adnominal form, whose ending is the
    /// final ㄴ of its last syllable (`나눈` → `나누`, `바뀐` → `바뀌`, `늘어난` → `늘어나`),
    /// so that the query also finds the other forms the note writes (`나누어진`, `바뀌는`):
    /// nil for a word of one syllable or with another final consonant. (The future form's
    /// ㄹ is left alone: far more nouns end in ㄹ, `정렬`, `모델`.)
    static func adnominalStem(of word: String) -> String? {
        let scalars = Array(word.unicodeScalars)
        guard scalars.count >= 2, scalars.allSatisfy(isHangulSyllable), let last = scalars.last else { return nil }
        let final = (last.value - 0xAC00) % 28
        // Final consonant 4 is ㄴ in the order Unicode composes syllables.
        guard final == 4, let open = Unicode.Scalar(last.value - final) else { return nil }
        return String(String.UnicodeScalarView(scalars.dropLast() + [open]))
    }

    /// A verb named by its `-기` noun (`겹치기`, `숨기기`) and the `-ㅁ` noun of the same
    /// verb (`겹침`, `숨김`), so that the query also finds the verb's other forms (`겹치는`,
    /// `겹쳐`) and the noun the note writes: the stem, to look for as the start of a word,
    /// and the `-ㅁ` noun. Nil unless two syllables or more come before `기` and the last
    /// of them ends in a vowel (`크기` and `쌓기` stay).
    static func nominalForms(of word: String) -> [String]? {
        let scalars = Array(word.unicodeScalars)
        guard scalars.count >= 3, scalars.allSatisfy(isHangulSyllable), scalars.last == "기",
              let last = scalars.dropLast().last, (last.value - 0xAC00) % 28 == 0,
              let withM = Unicode.Scalar(last.value + 16) else { return nil }  // final ㅁ is 16th
        let stem = String(String.UnicodeScalarView(scalars.dropLast()))
        return [stem, String(String.UnicodeScalarView(scalars.dropLast(2) + [withM]))]
    }

    /// Particles that limit or mark a word already marked by a case particle (`방향에만`,
    /// `뷰에도`, `화면으로는`): a learner stacks them, a note writes the word with another.
    static let limiting: Set<String> = ["만", "도", "는", "은", "의"]

    /// The case particles a limiting particle may follow.
    static let caseParticles: Set<String> = ["에", "에서", "으로", "로", "와", "과", "에게", "까지", "부터", "처럼", "보다"]

    /// Each case particle followed by each limiting one, for a tail after an identifier.
    static let stackedParticles: Set<String> = Set(caseParticles.flatMap { particle in limiting.map { particle + $0 } })

    /// The case particles, longest first: `에서` before `에`. (Made once: words are stemmed
    /// for every note imported and every query.)
    static let caseParticlesLongestFirst = caseParticles.sorted { $0.count > $1.count }

    /// `방향에` → `방향`, once a limiting particle is gone from `방향에만`; `세로`, `결과`
    /// and `매크로` stay (the same rules as `stem`: two syllables before the particle, or one
    /// before a particle that follows single syllables, and no word spelt in Hangul).
    static func withoutCaseParticle(_ word: String) -> String {
        guard Transliterations.english[word] == nil,
              let particle = caseParticlesLongestFirst.first(where: word.hasSuffix) else { return word }
        let remaining = word.count - particle.count
        return remaining >= 2 || remaining == 1 && afterOneSyllable.contains(particle) ? String(word.dropLast(particle.count)) : word
    }

    static func isHangulSyllable(_ scalar: Unicode.Scalar) -> Bool {
        (0xAC00...0xD7A3).contains(scalar.value)
    }
}
