/// The steps of SwiftUI's layout process, each a concept of its own where a note lists them:
/// the parent proposes a size to its child, the child chooses its own size, the parent places
/// the child in its coordinate space (Apple, WWDC19 "Building Custom Views with SwiftUI";
/// Apple, `Layout` documentation: "the container proposes a size to each subview … places
/// each subview"). A note writes them as numbered steps in its own words (`2. 부모 View는 자식
/// View에 크기를 제안한다.`, `2. Based on that information, the child then chooses its own
/// size`); the learner is asked each step by its name, and its back is the note's step with
/// the bullets under it. The list as a whole is the `레이아웃 과정` card
/// (`AnnouncedLayoutSteps`, or the heading over it).
extension ConceptExtractor {
    enum LayoutStep: CaseIterable {
        case proposal, choice, placement

        /// The step's name in a Korean or an English note; the child's choice is named with
        /// the note's verb (`선택한다` → `자식이 크기를 선택`, `정한다` → `자식이 크기를 결정`).
        func term(korean: Bool, verb: Substring) -> String {
            switch (self, korean) {
            case (.proposal, true): return "크기 제안"
            case (.proposal, false): return "proposed size"
            case (.choice, true): return verb.contains("선택") ? "자식이 크기를 선택" : "자식이 크기를 결정"
            case (.choice, false): return "child chooses its size"
            case (.placement, true): return "배치"
            case (.placement, false): return "placement"
            }
        }

        /// Whether a term the note marks in the step names the step itself (`**제안**`).
        func isNamed(by term: String) -> Bool {
            let lower = term.lowercased()
            return verbs.contains { lower.hasPrefix($0) }
        }

        /// Verbs that state the step, as a Korean predicate or an English verb.
        var verbs: [String] {
            switch self {
            case .proposal: return ["제안", "알려준", "알려줍", "propose", "offer", "suggest"]
            case .choice: return ["선택", "결정", "정한", "정합", "정하", "choose", "decide", "pick"]
            case .placement: return ["배치", "위치시", "position", "place"]
            }
        }
    }

    static let parentWords = ["부모", "상위", "parent"]
    static let childWords = ["자식", "하위", "child"]

    /// The step that a numbered item's first sentence states, or nil. The step is the
    /// sentence's verb (a Korean sentence's predicate, its last word) with its subject: the
    /// parent proposes and places, the child chooses. `부모 View는 사용가능한 프레임을
    /// 결정한다` decides no child's size, and `부모 View는 자식View를 포함하도록 자체 크기를
    /// 조정한다` states no step of the three.
    static func layoutStep(_ item: String) -> (step: LayoutStep, verb: Substring)? {
        guard let first = sentences(in: Substring(item)).first else { return nil }
        let lower = first.lowercased()
        let korean = lower.unicodeScalars.contains(where: LearnerTerms.isHangul)
        // Where the sentence names the parent and the child, each found once.
        let parents = parentWords.flatMap { lower.byteRanges(of: $0).map(\.lowerBound) }
        let children = childWords.flatMap { lower.byteRanges(of: $0).map(\.lowerBound) }
        let words = lower.split(separator: " ")
        for step in LayoutStep.allCases {
            // Korean states the step in its predicate, the last word (`조정한다` is not `정한다`);
            // English in the verb after the subject.
            let verb = korean ? words.last.flatMap { last in step.verbs.contains { last.hasPrefix($0) } ? last : nil }
                : words.first { word in step.verbs.contains { word.hasPrefix($0) } }
            guard let verb else { continue }
            let verbAt = verb.startIndex  // the verb is a word of `lower`
            switch step {
            case .proposal, .placement:
                // The parent is the subject: it comes first, and no child before it.
                guard let parent = parents.min(), parent < verbAt, children.min().map({ parent < $0 }) ?? true else { continue }
            case .choice:
                // The child is the subject: named after any parent (`부모View의 제안에 따라 자식
                // View가 크기를 선택한다`), and what it chooses is a size.
                guard let child = children.max(), child < verbAt, sizeWords.contains(where: { lower.contains($0) }) else { continue }
                if let parent = parents.max(), parent > child, parent < verbAt {
                    continue
                }
            }
            return (step, verb)
        }
        return nil
    }

    /// The concepts of the steps of the numbered list that starts at `start`: each step's
    /// name, the step with the bullets under it, and its line. None unless the list states
    /// both the parent's proposal and the child's choice: the steps of a stack's own
    /// algorithm (`2. 스택뷰의 자식 중 하나에게 첫번째 크기를 제안한다`) are not the layout
    /// process. `end` is where the list ends.
    static func layoutStepConcepts(listAt start: Int, in blocks: [MarkdownBlock])
        -> (concepts: [(step: LayoutStep, term: String, explanation: String, line: Int)], end: Int) {
        var items: [(text: String, line: Int, under: [String])] = []
        var inList = Set<Int>()  // the steps, and the items under them
        var cursor = start
        let level = blocks[start].outerListItem
        while blocks.indices.contains(cursor), let item = blocks[cursor].listItem, !blocks[cursor].isHeading {
            let block = blocks[cursor]
            if block.inNumberedList, block.outerListItem == level, block.kind == .paragraph, inList.insert(item).inserted {
                items.append((block.text, block.startLine, []))
            } else if inList.contains(item) || block.outerListItem.map(inList.contains) == true {
                // A bullet under a step, or a step's second paragraph, belongs to the step.
                inList.insert(item)
                if let text = block.proseText { items[items.count - 1].under.append(text) }
            } else {
                break
            }
            cursor += 1
        }
        let stated = items.map { layoutStep($0.text) }
        let steps = Set(stated.compactMap { $0?.step })
        guard steps.contains(.proposal), steps.contains(.choice) else { return ([], cursor) }
        var concepts: [(step: LayoutStep, term: String, explanation: String, line: Int)] = []
        for (index, (item, stated)) in zip(items, stated).enumerated() {
            guard let (step, verb) = stated else { continue }
            let korean = item.text.unicodeScalars.contains(where: LearnerTerms.isHangul)
            // A step that opens on the one before (`Based on that information, the child …`)
            // is read after it: alone, its back would not say what "that" is.
            let before = index > 0 && opensOnTheStepBefore(item.text) ? [items[index - 1].text] : []
            let explanation = (before + [item.text] + item.under).joined(separator: "\n")
            concepts.append((step, step.term(korean: korean, verb: verb), explanation, item.line))
        }
        return (concepts, cursor)
    }

    /// Phrases that open a step on what the step before it said.
    static let stepBeforeOpenings = ["based on that", "based on this", "based on the proposal", "with that information",
                                     "given that", "그 정보를", "이 정보를", "그 제안을", "이 제안을", "이를 바탕으로",
                                     "그것을 바탕으로", "이를 토대로", "그에 따라", "이에 따라"]

    /// Whether a step opens on the step before it.
    static func opensOnTheStepBefore(_ step: String) -> Bool {
        let lower = step.trimmingWhitespace.lowercased()
        return stepBeforeOpenings.contains { lower.hasPrefix($0) }
    }
}
