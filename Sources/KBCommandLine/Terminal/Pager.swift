import Foundation

/// The pager long output goes through on a terminal: $KB_PAGER, else $PAGER, else
/// `less -R`; `cat` or an empty value means none. less gets `LESS=FRX` unless the user set
/// LESS: quit at once when the text fits one screen, pass colours through, and leave the
/// text on the screen after `q`.
package enum Pager {
    package static func command(_ variable: (String) -> String?) -> String? {
        let chosen = variable("KB_PAGER") ?? variable("PAGER") ?? "less -R"
        let trimmed = chosen.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty || trimmed == "cat" ? nil : trimmed
    }

    /// Runs the pager in kb's foreground process group with `text` on its input; false when
    /// there is no pager to run, so the caller writes the text itself.
    package static func page(_ text: String) -> Bool {
        var environment = ProcessInfo.processInfo.environment
        guard let command = command({ environment[$0] }) else { return false }
        if environment["LESS"] == nil { environment["LESS"] = "FRX" }
        // kb writes UTF-8 whatever the locale says; without this, less shows Hangul as <EC><9D>…
        if environment["LESSCHARSET"] == nil { environment["LESSCHARSET"] = "utf-8" }
        return ForegroundProcess.run(command, input: text, environment: environment) != nil
    }

    /// The terminal rows `text` takes on a screen `columns` wide, long lines wrapping.
    package static func rowsNeeded(_ text: String, columns: Int) -> Int {
        text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().reduce(0) { rows, line in
            let cells = TerminalText.cells(TerminalText.withoutEscapes(line))
            return rows + max(1, (cells + columns - 1) / max(columns, 1))
        }
    }
}
