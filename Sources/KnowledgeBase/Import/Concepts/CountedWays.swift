/// `1 Way binding`, `2-way binding`, `two-way binding`: a binding counts the directions its
/// data flows, and a number that opens a term so is part of its name (`150 point` is a
/// measure, no term: `LearnerTerms.kept`).
extension LearnerTerms {
    static func countsWays(_ term: String) -> Bool {
        let digits = term.prefix { $0.isASCIIDigit }
        guard !digits.isEmpty else { return false }
        let rest = term.dropFirst(digits.count).lowercased()
        return ["-way ", " way "].contains { rest.hasPrefix($0) } && rest.count > 5
    }
}
