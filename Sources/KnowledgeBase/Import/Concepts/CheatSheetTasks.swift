/// `| Push | `path.append(item)` |`, `| Short input | `TextField` |`: a cheat sheet's row
/// whose first cell says in plain words what one wants to do or has, and whose answer is
/// the code for it. The row teaches the code, which it does not explain; its first cell is
/// no term (`Push` is not an API, and a card `Push → path.append(item)` asks to recall
/// code from a task's name). A row that names its API (`| alert | `.alert(…)` |`), marks it
/// (`` | `.infinity` | … | ``) or writes a name as code does (`| UIHostingController |
/// `UIHostingController(rootView:)` |`), or answers in words (`| alert | 경고 다이얼로그 |`),
/// stays. (`| UILabel | `Text` |`, a UIKit view and its SwiftUI counterpart, is
/// `CounterpartRows`'.)
extension ConceptExtractor {
    static func isCheatSheetTask(_ concept: ParsedConcept, in block: MarkdownBlock) -> Bool {
        guard case .tableRow(let cells, false) = block.kind, cells.count == 2, isPlainWords(cells[0]),
              let code = codeOnlyAnswer(cells[1]) else { return false }
        // (`| alert | `.alert(isPresented:)` |`: the first cell is the API the code calls;
        // `| Dismiss modal | `@Environment(\.dismiss)` |` names a task its code does.)
        let task = cells[0].filter { $0.isLetter || $0.isNumber }.lowercased()
        let names = code.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map { $0.lowercased() }
        return !names.contains(task)
    }

    /// `Push`, `Present modal`, `Short input`: words as prose writes them, no code's name
    /// (`UILabel`, `ModelContext`, `.padding`, `@State`).
    static func isPlainWords(_ cell: String) -> Bool {
        let words = cell.filter { !"*_".contains($0) }.split(separator: " ")
        return !words.isEmpty && words.allSatisfy { word in
            word.allSatisfy(\.isLetter) && !word.dropFirst().contains(where: \.isUppercase)
        }
    }

    /// Words that join code spans in an answer of code alone: `` `.sheet` or `.fullScreenCover` ``.
    static let codeJoiners: Set<String> = ["or", "and", "with", "+", "/", ",", "또는", "및", "혹은"]

    /// The code of a cell that is code spans and joining words only, or nil.
    static func codeOnlyAnswer(_ cell: String) -> String? {
        let pieces = cell.trimmingWhitespace.split(separator: "`", omittingEmptySubsequences: false)
        guard pieces.count >= 3, pieces.count % 2 == 1 else { return nil }
        var code = ""
        for (offset, piece) in pieces.enumerated() {
            if offset.isMultiple(of: 2) {
                guard piece.split(separator: " ").allSatisfy({ codeJoiners.contains($0.lowercased()) }) else { return nil }
            } else {
                code += piece + " "
            }
        }
        return code
    }
}
