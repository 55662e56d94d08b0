/// `### SwiftUI의 4가지 원칙` over a list of four items (`- 선언형`, `- 자동화`, `- 조합`,
/// `- 일관성`), `## Three Rules of Layout` over three: a heading that counts the members of a
/// set names the set, and the list under it, as long as the count says, is what a learner
/// recalls of it. The text under the items explains each, not the set, so the heading's
/// words are nowhere under it and it had no card. A list of another length is not the set
/// the heading counts (an outline, or members spread over several lists).
extension ConceptExtractor {
    /// Numerals a count opens with: `4가지`, `네 가지`, `Three Rules`.
    private static let setNumerals: [String: Int] = [
        "두": 2, "세": 3, "네": 4, "다섯": 5, "여섯": 6, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
    ]

    /// How many members `title` counts: `N가지`, `N 가지`, `N 종류`, or an English numeral
    /// before a plural (`Three Rules of Layout`); nil for any other title.
    static func countedMembers(_ title: String) -> Int? {
        let words = title.split(separator: " ").map(String.init)
        for (index, word) in words.enumerated() {
            let next = index + 1 < words.count ? words[index + 1] : ""
            for unit in ["가지", "종류"] {
                if word.hasPrefix(unit) || next.hasPrefix(unit) && !word.hasSuffix(unit) {
                    // (`4가지` glues the numeral to its unit; `네 가지` writes it apart.)
                    let numeral = word.hasPrefix(unit) ? "" : word
                    if let count = Int(numeral) ?? setNumerals[numeral] { return count }
                }
                if word.hasSuffix(unit), let count = Int(word.dropLast(unit.count)) ?? setNumerals[String(word.dropLast(unit.count))] {
                    return count
                }
            }
            // (A digit alone: `iOS 17 changes` counts a version, not members.)
            let previous = index > 0 ? words[index - 1] : ""
            if let count = setNumerals[word.lowercased()] ?? (word.count == 1 ? Int(word) : nil), word.allSatisfy({ $0.isASCII }),
               !isPlatform(previous + " " + word), next.count > 3, next.hasSuffix("s"), next.allSatisfy({ $0.isASCII && $0.isLetter }) {
                return count
            }
        }
        return nil
    }

    /// The members the list under the heading at `index`, titled `title`, names, one line
    /// each (`1. 선언형`), when the heading counts as many; nil otherwise. Only the items of
    /// the first list: bullets under an item explain it.
    static func countedSetUnderHeading(at index: Int, titled title: String, in blocks: [MarkdownBlock]) -> String? {
        guard let count = countedMembers(title), count >= 2 else { return nil }
        var members: [String] = []
        var items = Set<Int>()
        var cursor = index + 1
        while blocks.indices.contains(cursor), !blocks[cursor].isHeading {
            let block = blocks[cursor]
            if let item = block.listItem {
                if block.outerListItem == nil, block.kind == .paragraph, items.insert(item).inserted {
                    members.append("\(members.count + 1). " + block.text)
                }
            } else if !members.isEmpty, block.kind != .html {
                break
            }
            cursor += 1
        }
        return members.count == count ? members.joined(separator: "\n") : nil
    }
}
