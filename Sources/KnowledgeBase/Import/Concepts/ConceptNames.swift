/// The one concept a note names in several ways: `onSubmit(_:)` in a heading and `.onSubmit`
/// in the text under it, `Padding View` in a list and `Padding` in the next, `frame 모디파이어`
/// and `Frame`, `@State Object` and `@StateObject`. A learner keeps one card of each concept
/// (issue 15), so the note's first explanation is its card and a later one in the same
/// chapter joins its back.
extension LearnerTerms {
    /// The kind words a note writes after a name, spaced from it, by the kind they name.
    static let kindWords: [(word: String, kind: String)] = [
        (" view", "view"), (" 뷰", "view"), (" modifier", "modifier"), (" 모디파이어", "modifier"), (" 수정자", "modifier"),
        (" 수식어", "modifier"), (" macro", "macro"), (" 매크로", "macro"), (" property wrapper", "property wrapper"),
        (" 프로퍼티 래퍼", "property wrapper"), (" protocol", "protocol"), (" 프로토콜", "protocol"), (" method", "method"),
        (" 메소드", "method"), (" 메서드", "method"), (" parameter", "parameter"), (" 파라미터", "parameter"),
        (" 매개변수", "parameter"), (" property", "property"), (" 프로퍼티", "property"),
    ]

    /// `key` without an argument list of unlabelled arguments (`onsubmit(_:)` → onsubmit: a
    /// labelled one, `frame(width:height:)`, names one of the API's forms and stays) and
    /// without a kind word after the name (`padding view` → padding), unless what is left is
    /// a kind word itself (`view modifier` is no `View`); its words run together (`@State
    /// Object` is `@StateObject`, `Fixed Size` `fixedSize`: a name's words are written apart
    /// as often as together).
    static func conceptName(_ term: String) -> String {
        namedKind(term).name.filter { $0 != " " }
    }

    /// `conceptName` with the spaces between its words, and the kind of the kind word left
    /// off (`Environment property wrapper` → environment, a property wrapper).
    static func namedKind(_ term: String) -> (name: String, kind: String?) {
        var name = key(term)
        var kind: String?
        if let (word, named) = kindWords.first(where: { name.hasSuffix($0.word) }) {
            let rest = String(name.dropLast(word.count))
            if !rest.isEmpty, !kindWords.contains(where: { $0.word == " " + rest }) { (name, kind) = (rest, named) }
        }
        if name.hasSuffix(":)"), let open = name.lastIndex(of: "("),
           name[name.index(after: open)...].dropLast().split(separator: ":").allSatisfy({ $0 == "_" }) {
            name = String(name[..<open])
        }
        return (name.trimming("._ @"), kind)
    }
}

/// How a note spells a concept, as the concepts of one `LearnerTerms.conceptName` are told
/// apart: `@State` and `State` are one concept, `.environmentObject(_:)` and
/// `@EnvironmentObject` two.
struct ConceptSpelling: Hashable {
    enum Casing { case type, member, plain }

    /// `@`, `.` or nothing (`LearnerTerms.spellingMark`).
    let mark: String
    /// Its words are written apart: `Property Wrapper`, `Layout priority`.
    let wordsApart: Bool
    /// A camel-case name written as one word: a type's, with a capital first
    /// (`TextFieldStyle`), or a member's, with a small letter first (`textFieldStyle`);
    /// plain for a name of one word (`Frame`, `frame`) or of words written apart.
    let casing: Casing
    /// What the kind word after the name says it is (`커스텀 뷰`, a view; `커스텀 모디파이어`,
    /// a modifier), if it has one.
    let kind: String?
    let name: String

    init(_ term: String) {
        mark = LearnerTerms.spellingMark(of: term)
        let (spaced, kind) = LearnerTerms.namedKind(term)
        self.kind = kind
        wordsApart = spaced.contains(" ")
        name = spaced.filter { $0 != " " }
        let written = term.filter { $0 != "`" && $0 != "*" }.trimming("@.")
        if !written.contains(" "), written.dropFirst().contains(where: \.isUppercase), let first = written.first {
            casing = first.isUppercase ? .type : .member
        } else {
            casing = .plain
        }
    }

    /// Whether two spellings of one name are two concepts: a modifier and the attribute its
    /// name spells, `.environmentObject(_:)` (which hands an object down) and
    /// `@EnvironmentObject` (which reads it); a type and a member of one camel-case name,
    /// `TextFieldStyle` (a protocol to conform to) and `.textFieldStyle(_:)` (the modifier
    /// that takes one); a name said to be two kinds of thing (`커스텀 뷰` and `커스텀
    /// 모디파이어`, `Environment property wrapper` and `Environment modifier`); and words
    /// written apart beside a marked name (`Property Wrapper`, what one is, and
    /// `@propertyWrapper`, the attribute that declares one; `Layout priority` and
    /// `.layoutPriority(_:)`). Any other two spellings are one concept: `@State` and `State`
    /// (notes write the bare name for the wrapper as often as for the type), `padding` and
    /// `.padding()`, `@State Object` and `@StateObject`, `Frame` and `frame`, `Padding View`
    /// and `Padding`.
    func isApart(from other: ConceptSpelling) -> Bool {
        Set([mark, other.mark]) == ["@", "."]
            || Set([casing, other.casing]) == [.type, .member]
            || kind != nil && other.kind != nil && kind != other.kind
            || mark != other.mark && (wordsApart || other.wordsApart)
    }
}
