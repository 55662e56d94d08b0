import Yams

/// The YAML block at the top of a note (`---` … `---`), as blogs and note apps write it.
struct FrontMatter: Equatable {
    var title: String?
    var tags: [String] = []
    /// How many lines the block takes, delimiters included.
    var lineCount = 0

    /// Reads the front matter of `text`, if any, and returns the text with the block's lines
    /// blanked, so that line numbers still point into the file. Invalid YAML is reported and
    /// left in the text.
    static func split(_ text: String) -> (FrontMatter?, body: String, problem: String?) {
        guard text.hasPrefix("---\n") else { return (nil, text, nil) }
        // Scanned by UTF-8 byte: notes are long, and only the top needs reading.
        let bytes = text.utf8
        let yamlStart = bytes.index(text.startIndex, offsetBy: 4)
        var lineStart = yamlStart
        var closing = 1  // the line number, counted from 0, of the closing delimiter
        var bodyStart: String.Index?
        while lineStart < text.endIndex {
            let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? text.endIndex
            let line = text[lineStart..<lineEnd]
            if line == "---" || line == "..." {
                bodyStart = lineEnd < text.endIndex ? bytes.index(after: lineEnd) : lineEnd
                break
            }
            closing += 1
            lineStart = lineEnd < text.endIndex ? bytes.index(after: lineEnd) : lineEnd
        }
        guard let bodyStart else { return (nil, text, nil) }
        let yaml = lineStart > yamlStart ? String(text[yamlStart..<bytes.index(before: lineStart)]) : ""
        let root: Node?
        do {
            // Composed, not loaded: the fields are read as written, and loading's conversion
            // of every value to a Swift type took half of the front matter's time. The
            // encoding is given: Yams works out its default anew on every call.
            root = try Yams.compose(yaml: yaml, .default, .default, .utf8)
        } catch {
            return (nil, text, "front matter is not valid YAML, read as text")
        }
        var matter = FrontMatter(lineCount: closing + 1)
        if let fields = root?.mapping {
            matter.title = fields["title"].flatMap(Self.text(of:))?.trimmingWhitespace
            if let tags = fields["tags"]?.sequence {
                matter.tags = tags.compactMap(Self.text(of:))
            } else if let tags = fields["tags"].flatMap(Self.text(of:)) {
                matter.tags = tags.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
            }
        }
        let body = String(repeating: "\n", count: closing + 1) + text[bodyStart...]
        return (matter, body, nil)
    }

    /// A scalar as written (`2024`, `1e3`, `true`), nil for YAML's null (`~`, `null`, nothing).
    static func text(of node: Node) -> String? {
        guard let scalar = node.scalar, node.null == nil else { return nil }
        return scalar.string
    }
}
