/// A fence a list item opened and its writer never closed.
///
/// ```
///   ```swift            ← opened under a list item, indented as the item's text
///   func registerUser() { … }
///                       ← (no closing fence)
/// * 기타 컨트롤들         ← the list goes on at the margin
///   …
/// ## 7. Introducing Stacks & Containers
/// ```
///
/// CommonMark closes a fence only with a matching fence, so a fence indented less than its
/// item's text (`*  done` puts the text at column 3) stands at the top level and runs on to
/// the next closing fence, and the note's next sections, a chapter heading among them,
/// become code (CommonMark 0.31, §4.5 and §5.2; GitHub renders the note so). The writer's
/// editor showed what they meant: the code ends where the note goes on at the margin.
/// When such a fence takes in a heading (what `FenceWarnings` reports) and was left open (a
/// fence the writer opened after it, with its language, became its code, or nothing closes
/// it), kb ends it on the blank line before the first line written left of the fence, and
/// says so. Markdown written as code and closed by its own fence stays whole.
enum OverrunFences {
    /// `body` with a closing fence written over the blank line where each overrun fence of
    /// `blocks` ends, and a warning for each; nil when no fence overran so.
    static func mended(_ body: String, blocks: [MarkdownBlock]) -> (body: String, warnings: [ImportWarning])? {
        var lines: [Substring]?
        var warnings: [ImportWarning] = []
        for block in blocks where FenceWarnings.swallowedHeading(in: block) != nil {
            if lines == nil { lines = body.splitLines(omittingEmpty: false) }
            guard let end = endOfOverrun(openedAt: block.startLine, through: block.endLine, in: lines!) else { continue }
            lines![end.blankLine - 1] = Substring(end.fence)
            warnings.append(ImportWarning(
                line: block.startLine,
                message: "the code block opened here is not closed and would run on to line \(block.endLine); "
                    + "kb ends it at line \(end.blankLine), before the text at the margin: close the fence there"))
        }
        guard let lines, !warnings.isEmpty else { return nil }
        return (lines.joined(separator: "\n"), warnings)
    }

    /// The blank line (numbered from 1) to end the fence opened at line `opening` on, and the
    /// fence that closes it; nil unless the fence is indented, and a line before `last`
    /// written left of it follows a blank line.
    static func endOfOverrun(openedAt opening: Int, through last: Int, in lines: [Substring]) -> (blankLine: Int, fence: String)? {
        guard opening >= 1, last <= lines.count else { return nil }
        let opener = lines[opening - 1]
        let indent = indentation(of: opener)
        let marks = unindented(opener)
        guard indent > 0, let mark = marks.first, mark == "`" || mark == "~" else { return nil }
        let fence = String(marks.prefix { $0 == mark })
        guard fence.count >= 3 else { return nil }
        // (The writer left it open: a fence they opened after it, with its language, is read
        // as its code, or nothing closes it. A fence of markdown written as code, its
        // headings included, ends on its own closing fence and stays whole.)
        let opensAnother = lines[opening..<last].contains { line in
            let trimmed = unindented(line)
            return trimmed.hasPrefix(fence) && trimmed.dropFirst(fence.count).first.map { $0.isLetter } == true
        }
        let closed = last > opening && unindented(lines[last - 1]).hasPrefix(fence)
        guard opensAnother || !closed else { return nil }
        for number in (opening + 1)..<last {
            let line = lines[number - 1]
            if line.allSatisfy(\.isWhitespace) { continue }
            guard indentation(of: line) < indent else { continue }
            // (Code the writer wrote left of its fence is the place their list went on only
            // when a blank line parts it from the code above, where the fence can stand.)
            let above = lines[number - 2]
            return number - 1 > opening && above.allSatisfy(\.isWhitespace) ? (number - 1, fence) : nil
        }
        return nil
    }

    /// `line` without its leading spaces and tabs.
    static func unindented(_ line: Substring) -> Substring {
        line.drop { $0 == " " || $0 == "\t" }
    }

    /// The columns a line's leading spaces and tabs take (a tab stops at a multiple of 4).
    static func indentation(of line: Substring) -> Int {
        var columns = 0
        for character in line {
            if character == " " {
                columns += 1
            } else if character == "\t" {
                columns += 4 - columns % 4
            } else {
                break
            }
        }
        return columns
    }
}
