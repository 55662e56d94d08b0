import LayoutEngine

/// "Which view does the stack offer its width to first?": the rule behind a Text that wraps
/// beside another. An HStack or VStack offers its length to its children with the highest
/// layout priority first, setting aside only the others' minimum sizes (Apple,
/// `layoutPriority(_:)`: "A parent layout offers the child views with the highest layout
/// priority all the space offered to the parent minus the minimum space required for all
/// its lower-priority children"); among equal priorities, to the least flexible child
/// first, an equal share of what is left (Apple, WWDC 2019 "Building Custom Views with
/// SwiftUI"; objc.io, Thinking in SwiftUI, "Stacks": the stack "sorts the children by their
/// flexibility").
extension LayoutQuestions {
    /// Asked of a stack whose order shows (a layout priority set, or a Text beside others
    /// that wraps or is cut off) when a rule a learner can apply decides the first child: a
    /// higher priority, a fixed size, a Text beside views that take any length, or a Text
    /// whose text is clearly the shortest. Never when the font would decide it (two Texts of
    /// about the same length) or a child cannot be named as `code` writes it (a Text of
    /// `"\(flight.airline)"` shows a stand-in the learner would not recognise).
    static func firstOfferedQuestions(_ root: FrameNode, code: String) -> [Question] {
        var questions: [Question] = []
        for (stack, _) in root.flattened() where (stack.type == "HStack" || stack.type == "VStack") && stack.children.count >= 2 {
            let children = stack.children
            let offers = children.compactMap(\.stackOffer)
            guard let names = byPlaceWhereAlike(children.compactMap { name($0, in: code) }),
                  offers.count == children.count, names.count == children.count,
                  let first = offers.indices.first(where: { offers[$0].position == 0 })
            else { continue }
            let prioritySet = Set(offers.map(\.priority)).count > 1
            let textSqueezed = stack.type == "HStack"
                && children.flatMap(textsInside).contains { ($0.lines?.count ?? 0) > 1 || $0.lines?.last?.hasSuffix("…") == true }
            let axis = stack.type == "HStack" ? "width" : "height"
            guard prioritySet || textSqueezed, let reason = reasonOffered(first, of: children, offers: offers, axis: axis) else { continue }
            let listed = names.dropLast().joined(separator: ", ") + " and " + names.last!
            questions.append(Question(question: "Which of \(listed) does their \(stack.type) offer its \(axis) to first?",
                                      answer: "\(names[first]): \(reason)", names: children.map(shownView)))
        }
        return questions
    }

    /// How the learner names a stack's child: `Text("Hi")`, `Color red`, `Image star`,
    /// `Spacer()`; nil for a view the question could not point at: a stack of its own, or a
    /// Text whose text `code` does not write (`"\(flight.airline)"` shows a stand-in).
    static func name(_ child: FrameNode, in code: String) -> String? {
        let view = shownView(child)
        guard let label = view.label, !label.isEmpty, !label.contains(":") else { return view.type == "Spacer" ? "Spacer()" : nil }
        switch view.type {
        case "Text": return code.contains("\"\(label)\"") ? "Text(\"\(label)\")" : nil
        case "Color", "Image": return "\(view.type) \(label)"
        default: return nil
        }
    }

    /// Names that two children share told apart by their place (`the second Text("Hi")`),
    /// as the learner reads them in the code; nil for more alike than a reader counts.
    static func byPlaceWhereAlike(_ names: [String]) -> [String]? {
        let ordinals = ["first", "second", "third", "fourth", "fifth"]
        let counts = Dictionary(grouping: names) { $0 }.mapValues(\.count)
        guard counts.values.allSatisfy({ $0 <= ordinals.count }) else { return nil }
        var seen: [String: Int] = [:]
        return names.map { name in
            guard counts[name]! > 1 else { return name }
            defer { seen[name, default: 0] += 1 }
            return "the \(ordinals[seen[name, default: 0]]) \(name)"
        }
    }

    /// Why the stack offered `children[first]` its length first, or nil when no rule a
    /// learner applies decides it.
    static func reasonOffered(_ first: Int, of children: [FrameNode], offers: [StackOffer], axis: String) -> String? {
        let offer = offers[first]
        let others = offers.indices.filter { $0 != first }
        if others.allSatisfy({ offers[$0].priority < offer.priority }) {
            return "its layout priority (\(offer.priority.pointText)) is the highest, and a stack offers its \(axis) to "
                + "its highest priority first, setting aside only the least the others need."
        }
        // Among equal priorities, the first must be clearly the least flexible.
        let rivals = others.filter { offers[$0].priority == offer.priority }
        guard !rivals.isEmpty, rivals.allSatisfy({ offers[$0].flexibility >= offer.flexibility + 1 }) else { return nil }
        let rule = "and a stack offers its \(axis) to its least flexible child first."
        if offer.flexibility < 0.5 {
            return "its \(axis) is fixed, whatever it is offered, \(rule)"
        }
        // A frame in between sets the child's flexibility itself (`.frame(maxWidth: .infinity)`):
        // the rules of Texts and colours below hold only for the views as they are.
        guard let view = viewAsItIs(children[first]), view.type == "Text", let text = view.label else { return nil }
        let rivalViews = rivals.compactMap { viewAsItIs(children[$0]) }
        guard rivalViews.count == rivals.count else { return nil }
        let rivalTexts = rivalViews.filter { $0.type == "Text" }.compactMap(\.label)
        if rivalTexts.isEmpty {
            guard rivalViews.allSatisfy({ $0.type == "Color" || $0.type == "Spacer" }) else { return nil }
            return "a Text is never longer than its text on one line, while the views beside it take any \(axis) "
                + "they are offered, \(rule)"
        }
        // The font decides between texts of about the same length: the first must be clearly
        // shorter. (In a VStack a Text's height depends on its lines, not its length.)
        guard axis == "width", rivalTexts.count == rivals.count, rivalTexts.allSatisfy({ text.count * 4 <= $0.count * 3 }) else { return nil }
        return "its text is the shortest, so the \(axis)s it can take vary least, \(rule)"
    }

    /// The view a stack's child shows when the modifiers around it only add to its size or
    /// draw (`.padding()`, `.background(…)`), so that its flexibility is the view's own; nil
    /// when one sets a size (a frame) or is no modifier.
    static func viewAsItIs(_ child: FrameNode) -> FrameNode? {
        var node = child
        while ["padding", "background", "overlay", "offset"].contains(node.type), let content = node.children.first { node = content }
        return node.type.first?.isUppercase == true ? node : nil
    }
}
