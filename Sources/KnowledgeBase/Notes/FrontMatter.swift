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
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let closing = lines.dropFirst().firstIndex(where: { $0 == "---" || $0 == "..." }) else {
            return (nil, text, nil)
        }
        let yaml = lines[1..<closing].joined(separator: "\n")
        let parsed: Any?
        do {
            parsed = try Yams.load(yaml: yaml)
        } catch {
            return (nil, text, "front matter is not valid YAML, read as text")
        }
        var matter = FrontMatter(lineCount: closing + 1)
        if let fields = parsed as? [String: Any] {
            matter.title = (fields["title"]).map { "\($0)" }?.trimmingWhitespace
            if let tags = fields["tags"] as? [Any] {
                matter.tags = tags.map { "\($0)" }
            } else if let tags = fields["tags"] as? String {
                matter.tags = tags.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
            }
        }
        let body = String(repeating: "\n", count: closing + 1) + lines[(closing + 1)...].joined(separator: "\n")
        return (matter, body, nil)
    }
}
