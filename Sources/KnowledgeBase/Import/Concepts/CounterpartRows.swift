/// `| UIButton | Button |`, `| UITableView(Grouped) | List(GroupedListStyle) |`: a row of a
/// table that maps the names of one framework onto their counterparts in another (UIKit's
/// views onto SwiftUI's). Its answer is another API's name, which says nothing of what
/// either thing is: a card `UIButton → Button` asks to recall a translation, and the UIKit
/// name is not what the note teaches. A row whose answer says something in words (`| alert
/// | 경고 다이얼로그 |`, `| UIStackView | 뷰를 한 줄로 쌓는 UIKit 뷰 |`), or calls the API its
/// first cell names (`| alert | `.alert(isPresented:)` |`), stays.
extension ConceptExtractor {
    static func isCounterpartRow(_ concept: ParsedConcept, in block: MarkdownBlock) -> Bool {
        guard concept.source == .colonDefinition, case .tableRow(let cells, false) = block.kind, cells.count == 2,
              let names = apiNamesOnly(cells[0]), names.count == 1,
              let counterparts = apiNamesOnly(cells[1]) else { return false }
        return !counterparts.contains { LearnerTerms.key($0) == LearnerTerms.key(names[0]) }
    }

    /// The API names a cell holds when it holds nothing else, what each is given in
    /// parentheses set aside: `HStack(가로 방향), ZStack(세로 방향)` → HStack, ZStack;
    /// `` `.alert(isPresented:)` `` → .alert. Nil when the cell says anything in words
    /// (`경고 다이얼로그`, `Text for short labels`). A name is a type's (`Text`, `List`),
    /// marked (`.alert`, `@State`) or in camel case (`layoutPriority`).
    static func apiNamesOnly(_ cell: String) -> [String]? {
        var outside = ""
        var depth = 0
        for character in cell where !"`*_".contains(character) {
            if character == "(" { depth += 1 } else if character == ")" { depth = max(depth - 1, 0) } else if depth == 0 {
                outside.append(character)
            }
        }
        let names = outside.split { $0 == "," || $0 == "/" }.map { String($0).trimmingWhitespace }
        guard !names.isEmpty, names.allSatisfy({ isIdentifierLike($0) || isASCIIName($0) && $0.first?.isUppercase == true })
        else { return nil }
        return names
    }
}
