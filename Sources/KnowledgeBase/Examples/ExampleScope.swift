/// The snippets whose declarations a snippet sees: those before it in its chapter. A
/// note's chapters are its numbered headings (`## 5. Intro to Controls`, `# Chapter 8: …`),
/// the outermost one above the snippet; a snippet with no numbered heading above it
/// belongs to its top-level heading. Sections under a chapter share its declarations,
/// chapters do not share theirs, and running a chapter gives what running its note does.
/// What comes before the first heading (the level-0 chapter) holds the headings after it
/// in the tree, but it is no chapter they share declarations with: a scope of its own.
enum ExampleScope {
    /// The chapter whose snippets form `chapter`'s scope: its outermost numbered ancestor
    /// (itself included), else its outermost ancestor, the preamble never among them.
    static func root<ID>(of chapter: ID, parent: (ID) -> ID?, isNumbered: (ID) -> Bool, isPreamble: (ID) -> Bool) -> ID {
        var outermost = chapter
        var outermostNumbered: ID? = isNumbered(chapter) ? chapter : nil
        var current = chapter
        while let up = parent(current), !isPreamble(up) {
            current = up
            outermost = up
            if isNumbered(up) { outermostNumbered = up }
        }
        return outermostNumbered ?? outermost
    }
}
