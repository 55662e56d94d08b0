/// A user's search query, parsed into terms that kb turns into an FTS5 MATCH expression.
///
/// The syntax is what people type into a search box:
/// - words are all required: `layout priority`;
/// - `"double quotes"` make a phrase;
/// - `OR` (upper case) between two terms accepts either;
/// - `-word` excludes a word, when something else is required;
/// - `word*` matches words that start with `word`.
/// A Korean word is looked for without its particle or ending (`정렬을`, `정렬하는` → `정렬`),
/// and a Korean compound also as two words (`스크롤뷰` finds `스크롤 뷰`). An English word
/// also finds its plural, `-ing` and `-ed` forms (`modifiers` finds `modifier`).
/// Every other character is text, never FTS5 syntax: the expression kb builds quotes each
/// token, so no query can produce an SQL or FTS5 syntax error.
public struct SearchQuery: Equatable, Sendable {
    public struct Term: Equatable, Sendable {
        /// The words as the user wrote them, used for highlighting.
        public var words: [String]
        public var isPhrase: Bool
        public var isPrefix: Bool
        public var isExcluded: Bool
        /// Two neighbouring words of the query written as one (`safe area` → `safearea`),
        /// an alternative of each of them that the query does not show.
        public var joinsNeighbours = false
        /// The word before it in its group in another spelling (`binding` for `바인딩`,
        /// `Transliterations`), an alternative the query does not show.
        public var isSpelling = false

        /// The word, lower-cased, of a term that is one word as the user typed it (no phrase,
        /// prefix, pair written as one or other spelling): the word other spellings and
        /// translations are looked for from; nil for any other term.
        var typedWord: String? {
            guard !isPhrase, !isPrefix, !joinsNeighbours, !isSpelling, words.count == 1 else { return nil }
            return words[0].lowercased()
        }
    }

    /// Alternatives: each group is a list of terms joined by OR.
    public var groups: [[Term]]
    /// The query asks for code beside what it names (`NavigationLink example`,
    /// `GeometryReader 예제`): snippets come first, and the word asking is not looked for.
    public var asksForCode = false

    public init(parsing text: String) {
        var groups: [[Term]] = []
        var joinNext = false
        for lexeme in Self.lexemes(text.nfc) {
            if lexeme.text == "OR" && !lexeme.quoted {
                joinNext = !groups.isEmpty
                continue
            }
            var words = lexeme.text
            var isExcluded = false
            var isPrefix = false
            if !lexeme.quoted {
                if words.hasPrefix("-") && words.count > 1 {
                    isExcluded = true
                    words.removeFirst()
                }
            }
            if words.hasSuffix("*") {
                isPrefix = true
                while words.hasSuffix("*") { words.removeLast() }
            } else if !lexeme.quoted {
                words = KoreanEndings.stem(of: words)
            }
            let term = Term(
                words: lexeme.quoted ? words.split(whereSeparator: \.isWhitespace).map(String.init) : [words],
                isPhrase: lexeme.quoted, isPrefix: isPrefix, isExcluded: isExcluded)
            guard !Self.tokens(for: term).isEmpty else { continue }
            if joinNext, !term.isExcluded, var last = groups.popLast() {
                last.append(term)
                groups.append(last)
            } else {
                groups.append([term])
            }
            joinNext = false
        }
        // An exclusion needs something to exclude from; alone, it is an ordinary word.
        if groups.allSatisfy({ $0.allSatisfy(\.isExcluded) }) {
            groups = groups.map { $0.map { var term = $0; term.isExcluded = false; return term } }
        }
        // `dismiss a view with a button`: the words that join an English question are not
        // what it asks for, and a passage need not hold them (a quoted phrase keeps them).
        let content = groups.filter { !Self.isFunctionWord($0) }
        if !content.isEmpty { groups = content }
        // `ObservableObject 란`, `hashable 이란`, `VStack 을`: a particle typed apart from its
        // word belongs to the word before it.
        groups = groups.enumerated().filter { $0.offset == 0 || !Self.isSpacedParticle($0.element) }.map(\.element)
        // `NavigationLink example`: the word that asks comes after an API's name; `QR 코드`,
        // `status code` and `sample data` look for the word itself.
        if groups.count >= 2, let last = groups.last, Self.asksForCode(last), groups.dropLast().contains(where: Self.namesAnAPI) {
            groups.removeLast()
            asksForCode = true
        }
        self.groups = Self.addingSpellings(Self.joiningNeighbours(groups))
    }

    /// English articles, prepositions, auxiliaries, question words and pronouns.
    static let functionWords: Set<String> = [
        "a", "an", "the", "with", "without", "of", "in", "inside", "on", "onto", "to", "for", "at", "by", "from", "into",
        "and", "or", "is", "are", "was", "be", "do", "does", "can", "how", "what", "why", "when", "where", "which",
        "i", "my", "me", "you", "it", "its", "this", "that", "these", "those", "vs", "versus",
    ]

    /// Korean words that carry a question rather than what it asks for, as their stems:
    /// `하는 일` (what it does), `되는`, `있나`, `것`, `수`, `때`, `뭐`; and `이유`, `방법` and
    /// `왜`, which ask why or how, while the passage that answers says `때문에` or shows the
    /// way. As prefixes the short ones would match most of a note (`하` is in `하지만`, `하나`,
    /// `간단하게`; `때` in `때문에`). (`언제` and `어떻게` stay: notes title sections with them,
    /// `언제 사용하나`.)
    static let koreanFunctionStems: Set<String> = ["하", "되", "있", "없", "일", "것", "수", "때", "뭐", "뭘", "뭔", "이유", "방법", "왜",
                                                        "해", "돼"]

    /// Korean particles a learner may type apart from the word they follow.
    static let particles: Set<String> = ["은", "는", "이", "가", "을", "를", "의", "에", "에서", "으로", "로", "와", "과", "도", "만",
                                         "란", "이란", "라는", "이라는", "이랑", "랑", "에게", "까지", "부터", "처럼", "보다"]

    /// The word of a group of one plain word, typed unquoted (no phrase, prefix, exclusion
    /// or alternative), or nil.
    static func plainWord(_ group: [Term]) -> String? {
        guard group.count == 1, let term = group.first, !term.isPhrase, !term.isPrefix, !term.isExcluded,
              term.words.count == 1 else { return nil }
        return term.words[0]
    }

    /// A group of one plain word that is a Korean particle alone.
    static func isSpacedParticle(_ group: [Term]) -> Bool {
        plainWord(group).map(particles.contains) ?? false
    }

    /// A group of one plain word that is an English function word or a Korean one.
    static func isFunctionWord(_ group: [Term]) -> Bool {
        guard let word = plainWord(group) else { return false }
        return functionWords.contains(word) || koreanFunctionStems.contains(word)
    }

    /// Words that ask for code: `example`, `code`, `예제`, `예시`, `코드`.
    static let codeWords: Set<String> = ["example", "examples", "code", "snippet", "snippets", "sample", "예제", "예시", "코드", "샘플"]

    /// A group of one plain word that asks for code.
    static func asksForCode(_ group: [Term]) -> Bool {
        plainWord(group).map { codeWords.contains($0.lowercased()) } ?? false
    }

    /// A group of one word written as an API's name: `NavigationLink`, `onAppear`, `@State`,
    /// `.frame` (letters of both cases, or a leading `@` or `.`).
    static func namesAnAPI(_ group: [Term]) -> Bool {
        guard group.count == 1, let term = group.first, term.words.count == 1 else { return false }
        let word = term.words[0]
        guard word.count >= 3 else { return false }
        return word.hasPrefix("@") || word.hasPrefix(".") || word.contains(where: \.isUppercase) && word.contains(where: \.isLowercase)
    }

    /// Each term's other spelling (`바인딩` → binding, `binding` → 바인딩) as an alternative
    /// of its group.
    static func addingSpellings(_ groups: [[Term]]) -> [[Term]] {
        adding(Transliterations.alternatives(of:), to: groups)
    }

    /// Each group with the words `alternatives` gives for its terms, as terms the query does
    /// not show (`isSpelling`).
    private static func adding(_ alternatives: (Term) -> [String], to groups: [[Term]]) -> [[Term]] {
        groups.map { group in
            group + group.filter { !$0.isExcluded }.flatMap { term in
                alternatives(term).map { Term(words: [$0], isPhrase: false, isPrefix: false, isExcluded: false, isSpelling: true) }
            }
        }
    }

    /// The query with each word's translation (`기본값` → default, `child` → 자식) as an
    /// alternative the query does not show, or nil when no word has one.
    var addingTranslations: SearchQuery? {
        var query = self
        query.groups = Self.adding(Translations.alternatives(of:), to: groups)
        return query == self ? nil : query
    }

    /// Whether a term of the query has another spelling.
    var hasSpellings: Bool { groups.contains { $0.contains(where: \.isSpelling) } }

    /// The query as typed, without the other spellings of its words: search looks for them
    /// only when the spelling typed finds too little.
    var withoutSpellings: SearchQuery {
        var query = self
        query.groups = groups.map { $0.filter { !$0.isSpelling } }
        return query
    }

    /// Two neighbouring lower-case English words, each a group of its own, also match as
    /// one word, which a note may write for them (`safe area` finds `safearea`): the joined
    /// word is an alternative of both, so a passage holding it holds both.
    static func joiningNeighbours(_ groups: [[Term]]) -> [[Term]] {
        func plain(_ group: [Term], second: Bool) -> String? {
            guard group.count == 1, let term = group.first, !term.isExcluded, !term.isPhrase, !term.isPrefix,
                  term.words.count == 1, term.words[0].count >= 3 || second && phrasalParticles.contains(term.words[0]),
                  term.words[0].unicodeScalars.allSatisfy({ (0x61...0x7A).contains($0.value) }) else { return nil }
            return term.words[0]
        }
        var joined = groups
        for index in groups.indices.dropLast() {
            guard let left = plain(groups[index], second: false), let right = plain(groups[index + 1], second: true) else { continue }
            let both = Term(words: [left + right], isPhrase: false, isPrefix: false, isExcluded: false, joinsNeighbours: true)
            joined[index].append(both)
            joined[index + 1].append(both)
        }
        return joined
    }

    /// `set up` finds `setup`, `pop up` `popup`: the short second word of a phrasal verb
    /// joins the word before it as a longer word does.
    static let phrasalParticles: Set<String> = ["up", "out", "off"]

    public var isEmpty: Bool { groups.isEmpty }

    /// One required word of the query (or its alternatives joined by OR), for looking it
    /// up on its own.
    struct Word {
        var expression: String
        /// The word as the user wrote it, without a particle.
        var displayText: String
    }

    var requiredGroups: [Word] {
        groups.filter { !($0.first?.isExcluded ?? true) }.map { group in
            Word(expression: Self.expression(forGroup: group),
                 displayText: group.filter { !$0.joinsNeighbours && !$0.isSpelling }.map { $0.words.joined(separator: " ") }
                    .joined(separator: " OR "))
        }
    }

    var excludedGroups: [[Term]] { groups.filter { $0.first?.isExcluded ?? false } }

    static func expression(forGroup group: [Term]) -> String {
        let alternatives = group.map { expression(for: $0) }
        return alternatives.count == 1 ? alternatives[0] : "(" + alternatives.joined(separator: " OR ") + ")"
    }

    /// All terms that are looked for, for highlighting.
    public var wantedTerms: [Term] { groups.flatMap { $0 }.filter { !$0.isExcluded } }

    /// The FTS5 MATCH expression, or nil when the query has nothing to search for.
    public var matchExpression: String? {
        let required = requiredTermGroups
        guard !required.isEmpty else { return nil }
        var expression = required.map(Self.expression(forGroup:)).joined(separator: " AND ")
        for group in excludedGroups {
            expression = "(\(expression)) NOT " + group.map { Self.expression(for: $0) }.joined(separator: " NOT ")
        }
        return expression
    }

    /// For each phrase of `matchExpression`, in order, the number of the required word it
    /// finds (its alternatives share it), or -1 for an excluded word's: what kb_rank and
    /// kb_named read to tell a row whose term column holds every word (SearchRanking.c).
    var phraseWords: [Int] {
        let phrases = { (group: [Term]) in group.reduce(0) { $0 + Self.tokens(for: $1).count } }
        return requiredTermGroups.enumerated().flatMap { Array(repeating: $0.offset, count: phrases($0.element)) }
            + excludedGroups.flatMap { Array(repeating: -1, count: phrases($0)) }
    }

    /// The groups `matchExpression` requires, in its order: one for each word to find.
    private var requiredTermGroups: [[Term]] { groups.filter { !($0.first?.isExcluded ?? false) } }

    // MARK: Tokens of a term

    /// A token of the query: its text, and whether it may be the start of a longer token.
    struct QueryToken: Equatable {
        var text: String
        var isPrefix: Bool
    }

    /// The token sequences that find a term, any one of them: each a phrase of tokens in
    /// the order the index stores them, of which only the last can be a prefix, as in FTS5.
    /// A Korean compound of three or more syllables is also looked for split in two, as a
    /// note may space it (`스크롤뷰`, `스크롤 뷰`).
    static func tokens(for term: Term) -> [[QueryToken]] {
        guard let sequence = sequence(for: term) else { return [] }
        // Another spelling is looked for as written: its own forms would find what the
        // word typed does not mean.
        if term.isSpelling { return [sequence] }
        return [sequence] + spacingVariants(of: term) + EnglishForms.variants(of: term).map {
            [QueryToken(text: $0, isPrefix: false)]
        } + EnglishForms.splits(of: term).map { parts in
            parts.map { QueryToken(text: $0, isPrefix: false) }
        } + [EnglishForms.numberSpelling(of: term)].compactMap { $0 }.map {
            [QueryToken(text: $0, isPrefix: false)]
        } + verbStems(of: term).compactMap {
            Self.sequence(for: Term(words: [$0], isPhrase: false, isPrefix: true, isExcluded: false))
        }
    }

    /// A Korean verb's stem, for a term written in the adnominal form (`나눈` finds
    /// `나누어진`) or named by its `-기` noun (`겹치기` finds `겹치는` and `겹침`), looked for
    /// as the start of a word.
    static func verbStems(of term: Term) -> [String] {
        guard !term.isPrefix, !term.isPhrase, term.words.count == 1 else { return [] }
        return KoreanEndings.adnominalStem(of: term.words[0]).map { [$0] } ?? KoreanEndings.nominalForms(of: term.words[0]) ?? []
    }

    /// `스크롤뷰` → `스크롤 뷰`, `스크 롤뷰`, `스 크롤뷰`; `줄바꿈` → `줄 바꿈`: each split, as
    /// index tokens of a run that ends there followed by the query tokens of the rest.
    static func spacingVariants(of term: Term) -> [[QueryToken]] {
        guard !term.isPrefix, !term.isPhrase, term.words.count == 1 else { return [] }
        let word = term.words[0]
        let runs = SearchTokenizer.runs(in: word)
        guard runs.count == 1, runs[0].script == .cjk, runs[0].range == word.startIndex..<word.endIndex else { return [] }
        let characters = Array(word.unicodeScalars)
        guard characters.count >= 3, characters.count <= 8 else { return [] }
        return (1..<characters.count).compactMap { split in
            let left = String(String.UnicodeScalarView(characters[..<split]))
            let right = String(String.UnicodeScalarView(characters[split...]))
            var indexed: [SearchTokenizer.Token] = []
            SearchTokenizer.appendGrams(of: left.startIndex..<left.endIndex, in: left, finalCharacter: true, to: &indexed)
            guard let rest = sequence(for: Term(words: [right], isPhrase: false, isPrefix: false, isExcluded: false)) else {
                return nil
            }
            return indexed.map { QueryToken(text: $0.text, isPrefix: false) } + rest
        }
    }

    /// The tokens of a term as written, in the order the index stores them; nil when it
    /// has none.
    static func sequence(for term: Term) -> [QueryToken]? {
        let text = term.words.joined(separator: " ")
        let runs = SearchTokenizer.runs(in: text)
        guard !runs.isEmpty else { return nil }
        var sequence: [QueryToken] = []
        for (offset, run) in runs.enumerated() {
            let isLast = offset == runs.count - 1
            if !isLast {
                // Inner runs are followed by more text, so they appear in full, exactly as indexed.
                var indexed: [SearchTokenizer.Token] = []
                SearchTokenizer.appendIndexTokens(of: run, in: text, to: &indexed)
                sequence += indexed.map { QueryToken(text: $0.text, isPrefix: false) }
                continue
            }
            switch run.script {
            case .word:
                if runs.count > 1 {
                    // Inside a sequence, an identifier's parts precede it, as in the index.
                    var indexed: [SearchTokenizer.Token] = []
                    SearchTokenizer.appendIndexTokens(of: run, in: text, to: &indexed)
                    sequence += indexed.dropLast().map { QueryToken(text: $0.text, isPrefix: false) }
                }
                sequence.append(QueryToken(text: text[run.range].lowercased(), isPrefix: term.isPrefix))
            case .cjk:
                // The last run may be followed by particles: grams only, no final character,
                // and a single character matches as the start of a gram.
                var grams: [SearchTokenizer.Token] = []
                SearchTokenizer.appendGrams(of: run.range, in: text, finalCharacter: false, to: &grams)
                let single = grams.count == 1 && grams[0].text.count == 1
                sequence += grams.map { QueryToken(text: $0.text, isPrefix: single || term.isPrefix) }
            case .sigil:
                var indexed: [SearchTokenizer.Token] = []
                SearchTokenizer.appendIndexTokens(of: run, in: text, to: &indexed)
                sequence += indexed.map { QueryToken(text: $0.text, isPrefix: false) }
            }
        }
        return sequence
    }

    static func expression(for term: Term) -> String {
        let phrases = tokens(for: term).map { sequence in
            // Only the last token of an FTS5 phrase can be a prefix: a gram sequence that
            // must end in a prefix gets the prefix on its last gram.
            let words = sequence.map(\.text).joined(separator: " ")
            return "\"\(words)\"" + (sequence.last?.isPrefix == true ? "*" : "")
        }
        return phrases.count == 1 ? phrases[0] : "(" + phrases.joined(separator: " OR ") + ")"
    }

    // MARK: Lexing

    struct Lexeme {
        var text: String
        var quoted: Bool
    }

    /// Splits on white space, keeping `"quoted phrases"` together. An unclosed quote runs
    /// to the end of the query.
    static func lexemes(_ text: String) -> [Lexeme] {
        var result: [Lexeme] = []
        var current = ""
        var inQuotes = false
        func flush(quoted: Bool) {
            if !current.isEmpty { result.append(Lexeme(text: current, quoted: quoted)) }
            current = ""
        }
        for character in text {
            if character == "\"" || character == "“" || character == "”" {
                flush(quoted: inQuotes)
                inQuotes.toggle()
            } else if character.isWhitespace && !inQuotes {
                flush(quoted: false)
            } else {
                current.append(character)
            }
        }
        flush(quoted: inQuotes)
        return result
    }
}
