import KBCommandLine

/// Where a card comes from, as the quiz's second line shows it: `chapter · path:line · kind`.
/// A line too long for the terminal gives up the start of the path first (`…/notes/
/// swiftui.md:16`): the file's name and line are what `e` opens and what a learner looks
/// for, where a long folder path cut at the end left only the chapter (`SwiftUI ·…`).
enum CardPlace {
    static func line(chapter: String, path: String, line: Int, kind: String, width: Int) -> String {
        let tail = ":\(line) · \(kind)"
        let full = "\(chapter) · \(path)\(tail)"
        guard TerminalText.cells(full) > width else { return full }
        let lead = TerminalText.clipped(chapter, cells: max(width / 3, 8)) + " · "
        let room = width - TerminalText.cells(lead + tail) - 1
        guard room >= 8 else { return TerminalText.clipped(full, cells: width) }
        return lead + "…" + TerminalText.part(of: path, cells: room, fromEnd: true) + tail
    }
}
