/// Finds code blocks that ran on past where the writer meant them to end.
///
/// CommonMark closes a fence only with a matching fence; one left open at the top level
/// runs on, taking headings and prose into the code. kb imports what CommonMark reads
/// (unless the fence was meant to end with a list item, `OverrunFences`), and says so, so
/// the writer can close the fence.
enum FenceWarnings {
    /// Languages in which `# text` is a comment, not a swallowed heading.
    static let hashCommentLanguages: Set<String> = [
        "python", "py", "sh", "bash", "zsh", "shell", "console", "ruby", "rb", "perl", "yaml", "yml",
        "toml", "ini", "conf", "make", "makefile", "dockerfile", "r", "markdown", "md", "text", "txt",
    ]

    static func find(in blocks: [MarkdownBlock]) -> [ImportWarning] {
        blocks.compactMap { block in
            guard let (heading, line) = swallowedHeading(in: block) else { return nil }
            return ImportWarning(
                line: block.startLine,
                message: "the code block opened here runs to line \(block.endLine) and takes in the heading "
                    + "'\(heading)' (line \(line)); close the fence above it")
        }
    }

    /// The first heading a fenced code block takes in, and its line; nil for any other block.
    static func swallowedHeading(in block: MarkdownBlock) -> (heading: String, line: Int)? {
        guard case .code(let info, true) = block.kind else { return nil }
        if let language = NoteParser.language(fromInfo: info), hashCommentLanguages.contains(language) {
            return nil
        }
        let lines = block.text.splitLines(omittingEmpty: false)
        guard let offset = lines.firstIndex(where: isHeadingLine) else { return nil }
        // The literal starts on the line after the opening fence.
        return (lines[offset].trimmingWhitespace, block.startLine + 1 + offset)
    }

    static func isHeadingLine(_ line: Substring) -> Bool {
        let indent = line.prefix(while: { $0 == " " }).count
        guard indent <= 3 else { return false }
        let rest = line.dropFirst(indent)
        let hashes = rest.prefix(while: { $0 == "#" }).count
        guard (1...6).contains(hashes) else { return false }
        let afterHashes = rest.dropFirst(hashes)
        return afterHashes.first == " " && afterHashes.contains { !$0.isWhitespace }
    }
}
