/// The layout process a sentence announces before its numbered steps: `SwiftUI는 parent
/// view와 child view의 사이즈를 결정하기 위해 다음의 규칙을 따릅니다.` over `1. parent view는 …
/// 2. …`, `layout이 그려지는 방식은 다음을 따른다.`, `All SwiftUI layout happens in three
/// simple steps:`. How a parent and its children settle their sizes is what notes on SwiftUI
/// layout are about (Apple, WWDC19 "Building Custom Views with SwiftUI": the parent proposes
/// a size, the child chooses its own, the parent places it), and a note states it as steps
/// without a term of its own: the card is named for what the steps are, `레이아웃 규칙` or
/// `레이아웃 과정` (`layout rules`, `layout process` in an English note), and its back is the
/// line that announces them with its steps.
extension ConceptExtractor {
    /// Words of a sentence that announces what follows it.
    static let announcingWords = ["다음과 같", "다음의", "다음을 따", "다음 단계", "아래와 같", "as follows", "following"]

    /// Words for a view's size.
    static let sizeWords = ["크기", "사이즈", "size"]

    /// Words that make the announced steps rules rather than a process.
    static let ruleWords = ["규칙", "rule"]

    /// The process's term and its explanation for the paragraph at `index`, or nil when its
    /// last sentence announces no layout steps, or no numbered list of two steps follows it
    /// right away.
    static func announcedLayoutSteps(at index: Int, in blocks: [MarkdownBlock]) -> (term: String, explanation: String)? {
        let block = blocks[index]
        // (Most paragraphs have no numbered list right after them: that is read first.)
        guard blocks.indices.contains(index + 1), blocks[index + 1].inNumberedList else { return nil }
        let heading = blocks[..<index].lastIndex(where: \.isHeading)
        let title = heading.map { LearnerTerms.headingTitle(blocks[$0].text) } ?? ""
        // `### Layout for container views` over `- container view의 경우 … 다음과 같은 규칙을
        // 따릅니다.`: under a heading about layout, the rules it announces are layout's.
        guard let lastLine = block.text.splitLines().last, let sentence = sentences(in: lastLine).last,
              isLayoutAnnouncement(sentence) || announcesSteps(sentence.lowercased()) && namesLayout(title.lowercased()),
              let steps = numberedSteps(from: index + 1, in: blocks) else { return nil }
        // Right under a heading that names the layout (`## How layout works`), the heading's
        // card holds these steps.
        if let heading, namesLayout(blocks[heading].text.lowercased()), stepsUnderHeading(at: heading, in: blocks) != nil {
            return nil
        }
        let explanation = ([String(lastLine)] + steps).joined(separator: "\n")
        // The first words under such a heading explain the heading's topic, which names
        // whose layout the rules are: the card is that title.
        if let heading, namesLayout(title.lowercased()), !blocks[(heading + 1)..<index].contains(where: { $0.kind == .paragraph }),
           title.split(separator: " ").count <= 5, title.count <= 40,
           // (`Lecture 6 - Layout`, `SwiftUI Layout (Part 2)`: a lecture's or a diary's title.)
           !title.contains(where: { $0.isNumber || "-–:()".contains($0) }) {
            return (title, explanation)
        }
        let lower = sentence.lowercased()
        let isRules = ruleWords.contains { lower.contains($0) }
        let korean = sentence.unicodeScalars.contains(where: LearnerTerms.isHangul)
        let term = korean ? (isRules ? "레이아웃 규칙" : "레이아웃 과정") : (isRules ? "layout rules" : "layout process")
        return (term, explanation)
    }

    /// Whether a sentence announces steps (it ends in a colon, or says what follows) and
    /// they are about layout: it names layout, or deciding a view's size.
    static func isLayoutAnnouncement(_ sentence: Substring) -> Bool {
        let lower = sentence.lowercased()
        return announcesSteps(lower) && namesLayout(lower)
    }

    /// Whether a sentence says that steps, rules or a process follow it.
    static func announcesSteps(_ lower: String) -> Bool {
        let stepsWords = ["규칙", "과정", "단계", "방식", "순서", "프로세스", "rule", "step", "process", "procedure", "algorithm"]
        // A title over the steps announces them too: `SwiftUI에서 부모뷰와 자식뷰의 규칙`.
        let title = lower.trimming(": ").split(separator: " ").last
            .map { word in stepsWords.contains { word.hasSuffix($0) || word.hasSuffix($0 + "s") } } ?? false
        let announces = title || lower.hasSuffix(":") || announcingWords.contains { lower.contains($0) }
        return announces && stepsWords.contains { lower.contains($0) }
    }

    /// `layout`, `레이아웃`, deciding a size (`크기를 결정`, `사이즈를 정`, `choose its size`), or
    /// a parent and its child (`부모뷰와 자식뷰의 규칙`).
    static func namesLayout(_ lower: String) -> Bool {
        if ["layout", "레이아웃"].contains(where: { lower.contains($0) }) { return true }
        let named = { (words: [String]) in words.allSatisfy { lower.contains($0) } }
        if named(["부모", "자식"]) || named(["parent", "child"]) { return true }
        let size = sizeWords.contains { lower.contains($0) }
        let decides = ["결정", "정하", "정한", "선택", "decide", "choose"].contains { lower.contains($0) }
        return size && decides
    }
}
