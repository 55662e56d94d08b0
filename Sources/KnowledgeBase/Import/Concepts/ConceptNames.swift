/// The one concept a note names in several ways: `onSubmit(_:)` in a heading and `.onSubmit`
/// in the text under it, `Padding View` in a list and `Padding` in the next, `frame 모디파이어`
/// and `Frame`, `@State Object` and `@StateObject`. A learner keeps one card of each concept
/// (issue 15), so the note's first explanation is its card and a later one in the same
/// chapter joins its back.
extension LearnerTerms {
    /// The kind words a note writes after a name in passing, spaced from it.
    static let kindWords = [" view", " 뷰", " modifier", " 모디파이어", " 수정자", " 수식어", " macro", " 매크로",
                            " property wrapper", " 프로퍼티 래퍼", " protocol", " 프로토콜", " method", " 메소드", " 메서드",
                            " parameter", " 파라미터", " 매개변수"]

    /// `key` without an argument list of unlabelled arguments (`onsubmit(_:)` → onsubmit: a
    /// labelled one, `frame(width:height:)`, names one of the API's forms and stays) and
    /// without a kind word after the name (`padding view` → padding), unless what is left is
    /// a kind word itself (`view modifier` is no `View`); its words run together (`@State Object` is `@StateObject`, `Fixed Size` `fixedSize`: a
    /// name's words are written apart as often as together).
    static func conceptName(_ term: String) -> String {
        spacedName(term).filter { $0 != " " }
    }

    /// `conceptName` with the spaces between its words.
    static func spacedName(_ term: String) -> String {
        var name = key(term)
        for word in kindWords where name.hasSuffix(word) {
            let rest = String(name.dropLast(word.count))
            if !rest.isEmpty, !kindWords.contains(" " + rest) { name = rest }
            break
        }
        if name.hasSuffix(":)"), let open = name.lastIndex(of: "("),
           name[name.index(after: open)...].dropLast().split(separator: ":").allSatisfy({ $0 == "_" }) {
            name = String(name[..<open])
        }
        return name.trimming("._ @")
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
    /// A camel-case name's first letter: a type's capital (`TextFieldStyle`), a member's
    /// small letter (`textFieldStyle`); nothing for a name of one word or words apart.
    let casing: Casing
    let name: String

    init(_ term: String) {
        mark = LearnerTerms.spellingMark(of: term)
        let spaced = LearnerTerms.spacedName(term)
        wordsApart = spaced.contains(" ")
        name = spaced.filter { $0 != " " }
        let written = term.filter { $0.isLetter || $0.isNumber }
        if !wordsApart, written.dropFirst().contains(where: \.isUppercase), let first = written.first {
            casing = first.isUppercase ? .type : .member
        } else {
            casing = .plain
        }
    }

    /// Whether two spellings of one name are two concepts: a modifier and the attribute its
    /// name spells, `.environmentObject(_:)` (which hands an object down) and
    /// `@EnvironmentObject` (which reads it); a type and a member of one camel-case name,
    /// `TextFieldStyle` (a protocol to conform to) and `.textFieldStyle(_:)` (the modifier
    /// that takes one); and words written apart beside a marked name (`Property Wrapper`,
    /// what one is, and `@propertyWrapper`, the attribute that declares one; `Layout
    /// priority` and `.layoutPriority(_:)`). Any other two spellings are one concept:
    /// `@State` and `State` (notes write the bare name for the wrapper as often as for the
    /// type), `padding` and `.padding()`, `@State Object` and `@StateObject`, `Frame` and
    /// `frame`.
    func isApart(from other: ConceptSpelling) -> Bool {
        Set([mark, other.mark]) == ["@", "."]
            || Set([casing, other.casing]) == [.type, .member]
            || mark != other.mark && (wordsApart || other.wordsApart)
    }
}
