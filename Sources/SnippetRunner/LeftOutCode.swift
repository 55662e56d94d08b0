/// Whether a snippet leaves code out: `...` where code would be (`Ellipses`), or a comment
/// that holds only an ellipsis (`// ...`, `//...`, `// … //`, `/* ... */`), as a note writes
/// `HStack { // ... }` for a stack whose views it does not show. What kb lays out is then
/// what the note shows, not what it means: the picture is a fair illustration, but a
/// question about it would ask of code the learner cannot see.
public enum LeftOutCode {
    public static func isLeftOut(in source: String) -> Bool {
        guard Ellipses.mayHoldEllipsis(source) || Ellipses.holdsVerticalEllipsis(source) else { return false }
        if !Ellipses.replace(source).lines.isEmpty { return true }
        return source.splitLines().contains(where: isEllipsisComment)
    }

    /// A comment of only an ellipsis between its slashes or stars.
    static func isEllipsisComment(_ line: Substring) -> Bool {
        let text = line.trimmingCharacters(in: .whitespaces)
        guard text.hasPrefix("//") || text.hasPrefix("/*") else { return false }
        let inside = text.filter { !"/* \t".contains($0) }
        return !inside.isEmpty && inside.allSatisfy { $0 == "." || $0 == "…" } && (inside.count >= 3 || inside.contains("…"))
    }
}
