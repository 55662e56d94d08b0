import LayoutEngine

/// Marked or colon-led text that reads as a term and is none: a clause or a condition (a
/// learner looks up `ideal size`, not `Color가 background로 사용될 때` or `max는 자식으로부터
/// 상속`), the note's own code (`anchor: .center`, `subview.sizeThatFits(.unspecified)`) and
/// a colour an example uses (`Color.red`).
extension LearnerTerms {
    /// Particles that make the word they end a clause's subject, object or adverbial, with
    /// the clause going on after it. After a Latin word or `)` they are glued on
    /// (`Color가`, `layoutPriority()를`, `idealWidth만`); a Hangul word is read as ending in
    /// one only for the particles no noun a note uses ends in (`변경을`, `자식으로부터`).
    static let gluedParticles: Set<String> = ["가", "이", "을", "를", "은", "는", "로", "으로", "에", "에서", "만", "에게", "로부터", "으로부터"]
    static let hangulParticleEndings = ["을", "를", "는", "에서", "으로", "에게", "로부터", "으로부터"]

    /// Words that end a condition (`minWidth 생략 시`, `… 사용될 때`), not a term.
    static let conditionWords: Set<String> = ["시", "때", "경우"]

    /// Whether `term` is a clause or a condition: a word before its last ends in a
    /// particle, or its last word says when.
    static func isClause(_ term: String) -> Bool {
        let words = term.split(separator: " ")
        guard words.count >= 2 else { return false }
        // `SwiftUI's TextField has evolved`, `Properties Are Applied Sequentially`: an English
        // subject and its verb. (`Structs are value types` names a rule by what it says.)
        if words.count >= 3 {
            let lower = words.map { $0.lowercased() }
            if lower.dropFirst().contains(where: englishAuxiliaries.contains) { return true }
            if zip(lower, lower.dropFirst()).contains(where: { ["is", "are", "was", "were"].contains($0) && $1.hasSuffix("ed") }) {
                return true
            }
        }
        if let last = words.last, conditionWords.contains(String(last)) { return true }
        return words.dropLast().contains { word in
            let tail = String(String.UnicodeScalarView(word.unicodeScalars.reversed().prefix(while: isHangul).reversed()))
            guard !tail.isEmpty else { return false }
            if tail.unicodeScalars.count < word.unicodeScalars.count {
                // A Hangul ending glued to a Latin word or a call: only a particle makes a clause.
                let before = word.unicodeScalars[word.unicodeScalars.index(word.unicodeScalars.endIndex, offsetBy: -(tail.unicodeScalars.count + 1))]
                return (before.properties.isAlphabetic && before.isASCII || before == ")" || before == "`") && gluedParticles.contains(tail)
            }
            return word.count >= 2 && hangulParticleEndings.contains { word.hasSuffix($0) && word.count > $0.count }
        }
    }

    static let englishAuxiliaries: Set<String> = ["has", "have", "had", "can", "will", "does", "did", "should", "must",
                                                  "cannot", "can't", "doesn't", "won't", "shouldn't"]

    /// `anchor: .center`: an argument of a call, outside it; `.frame(maxWidth: .infinity)`
    /// is the call itself.
    static func isArgument(_ term: String) -> Bool {
        guard let colon = term.range(of: ": ") else { return false }
        let label = term[..<colon.lowerBound]
        return !label.isEmpty && label.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } && label.first?.isLowercase == true
    }

    /// `bounds.midX / midY 더하기`, `subview.sizeThatFits(.unspecified)`: the note's own
    /// code, a sum or a call with its arguments on one of its variables, not an API's name
    /// (`geometry.size`, `frame(in:)` are).
    static func isExpression(_ term: String) -> Bool {
        if term.contains(" / ") || term.contains(" + ") || term.contains(" * ") { return true }
        guard term.first?.isLowercase == true, let open = term.firstIndex(of: "("), term[..<open].contains(".") else { return false }
        let arguments = term[term.index(after: open)...].dropLast(term.hasSuffix(")") ? 1 : 0)
        return arguments.contains { $0 == "." || $0.isNumber || $0 == "\"" }
    }

    /// `Color.red`, `Color.blue`: a colour the example uses (one the layout engine draws),
    /// not a concept. `bare` is lowercased.
    static func isColourLiteral(_ bare: String) -> Bool {
        guard bare.hasPrefix("color.") else { return false }
        let name = bare.dropFirst("color.".count)
        return ColorValue.named.keys.contains { $0.lowercased() == name }
    }


    /// `공부하자`, `나중에 알아보자`, `TODO`: what a learner left to do, not an explanation.
    static func isNoteToSelf(_ explanation: String) -> Bool {
        let words = explanation.trimmingWhitespace.trimming(".!~").split(separator: " ")
        guard words.count <= 2, let last = words.last else { return false }
        return ["하자", "보자", "todo", "tbd"].contains { last.lowercased().hasSuffix($0) }
    }

    /// `[x] Observable은 뭐지?` over `[x] Observable은 왜 새로 생겼을까`: questions the learner
    /// set out to answer explain nothing; the card goes to the text that answers them.
    static func isOnlyQuestions(_ explanation: String) -> Bool {
        let lines = explanation.splitLines().map(\.trimmingWhitespace).filter { !$0.isEmpty }
        return !lines.isEmpty && lines.allSatisfy { line in ["?", "까", "까요", "나요"].contains { line.hasSuffix($0) } }
    }
}
