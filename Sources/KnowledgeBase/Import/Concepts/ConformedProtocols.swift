/// `The first structure conforms to the View protocol and describes the view's content and
/// layout`, `… a structure that conforms to the App protocol`, `객체가 Identifiable protocol을
/// 채택했다면 …`: a sentence that says a type it declares conforms to a protocol, named with its
/// kind word, teaches that protocol (MarshNotes, NookNotes, RimeNotes, FjordNotes and
/// KelpNotes labelled it central). A protocol named by a word every note uses (`View`, `App`) is the
/// card `View protocol`; any other by its name (`Identifiable`). The note's own protocols are
/// its own (`LearnerTerms.kept`).
extension ConceptExtractor {
    static func conformedProtocols(_ block: MarkdownBlock) -> [(String, Int)] {
        guard block.text.containsBytes("protocol") || block.text.containsBytes("프로토콜") else { return [] }
        return sentencesWithLines(of: block.text, from: block.startLine).compactMap { sentence, line in
            let unmarked = String(sentence.filter { $0 != "`" && $0 != "*" })
            // (A structure the sentence declares conforms: `"one specific type that conforms to
            // the View protocol"` explains something else, `some View`; so does `View 프로토콜을
            // 따르는 어떠한 한가지 타입`. A Korean sentence teaches the protocol where it says
            // what conforming asks: `… 채택했다면 id를 추가하여야 한다`.)
            let english = unmarked.firstMatch(of: /(?:structure|struct|class|enum)s?(?: that)? (?:conforms?|adopts?) (?:to )?(?:the )?([A-Z][A-Za-z]+) protocol/)
            let korean = unmarked.firstMatch(of: /([A-Z][A-Za-z]+) ?(?:protocol|프로토콜)(?:을|를) ?(?:채택|준수)(?:하면|했다면|한다면|하려면|해야)/)
            guard let name = (english?.1 ?? korean?.1).map(String.init) else { return nil }
            return (LearnerTerms.isGenericSubject(name) ? name + " protocol" : name, line)
        }
    }
}
