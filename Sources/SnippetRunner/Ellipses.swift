/// Notes leave code out with `...`: a line of its own inside a view or a type, or an
/// argument (`rgb: ...,`). Before parsing, such a line becomes a comment and such an
/// argument a call to `_kbEllipsis()`, which runs as an empty view; each is reported.
enum Ellipses {
    static let marker = "_kbEllipsis"

    static func replace(_ source: String) -> (source: String, lines: [Int]) {
        var lines: [Int] = []
        var output: [String] = []
        for (offset, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed == "..." || trimmed == "…" || trimmed == "...," {
                output.append(String(line).replacingOccurrences(of: trimmed, with: "// …"))
                lines.append(offset + 1)
                continue
            }
            var text = String(line)
            for pattern in [": ...", "(...", ", ...", ": …", "(…"] where text.contains(pattern) {
                let replacement = pattern.replacingOccurrences(of: "...", with: "\(marker)()").replacingOccurrences(of: "…", with: "\(marker)()")
                text = text.replacingOccurrences(of: pattern, with: replacement)
                lines.append(offset + 1)
            }
            output.append(text)
        }
        return (output.joined(separator: "\n"), lines)
    }
}
