import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Where kb's output goes and how it looks there: colour only on a terminal (and never
/// with NO_COLOR or --no-color), long output through the pager, plain text in pipes.
package struct Console {
    package let isTerminal: Bool
    package let usesColor: Bool
    package let pages: Bool

    package init(noColor: Bool, noPager: Bool = false) {
        isTerminal = isatty(STDOUT_FILENO) == 1
        let noColorVariable = environmentVariable("NO_COLOR").map { !$0.isEmpty } ?? false
        usesColor = isTerminal && !noColor && !noColorVariable && environmentVariable("TERM") != "dumb"
        pages = isTerminal && !noPager && Pager.command(environmentVariable) != nil
    }

    /// The terminal's size, from the terminal itself, else $COLUMNS and $LINES.
    package var size: (columns: Int, rows: Int) {
        var window = winsize()
        if isTerminal, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0 {
            return (Int(window.ws_col), Int(window.ws_row))
        }
        return (Int(environmentVariable("COLUMNS") ?? "") ?? 80, Int(environmentVariable("LINES") ?? "") ?? 24)
    }

    /// A cell's size in pixels when the terminal says (xterm, kitty, foot and iTerm2 do):
    /// an inline image is drawn in pixels and must span the columns it was given.
    package var cellPixels: (width: Int, height: Int)? {
        var window = winsize()
        guard isTerminal, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0,
              window.ws_xpixel >= window.ws_col, window.ws_ypixel >= window.ws_row else { return nil }
        return (Int(window.ws_xpixel) / Int(window.ws_col), Int(window.ws_ypixel) / Int(window.ws_row))
    }

    /// Writes `text`; on a terminal, text taller than the screen goes through the pager.
    package func emit(_ text: String) {
        let output = text.hasSuffix("\n") || text.isEmpty ? text : text + "\n"
        if pages, !fitsScreen(output), Pager.page(output) { return }
        FileHandle.standardOutput.write(Data(output.utf8))
    }

    /// Whether `text` fits the terminal's screen, so that `emit` writes it without the pager.
    package func fitsScreen(_ text: String) -> Bool {
        let (columns, rows) = size
        return Pager.rowsNeeded(text, columns: columns) < rows
    }

    /// Writes `text` at once, unpaged: for output that interleaves with input, as a quiz's.
    package func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    // MARK: Styles

    /// Prose as the terminal shows it best: wrapped at spaces to its width, where the
    /// terminal would cut a line inside a word; in a pipe, as it is.
    package func prose(_ text: String) -> String {
        isTerminal ? TerminalText.wrap(text, width: max(size.columns, 20)).joined(separator: "\n") : text
    }

    package func bold(_ text: String) -> String { style(text, "1") }
    package func dim(_ text: String) -> String { style(text, "2") }
    package func cyan(_ text: String) -> String { style(text, "36") }
    package func green(_ text: String) -> String { style(text, "32") }
    package func yellow(_ text: String) -> String { style(text, "33") }
    package func red(_ text: String) -> String { style(text, "31") }

    package func style(_ text: String, _ code: String) -> String {
        usesColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    /// The excerpt with its matches marked: bold yellow on a terminal, `**…**` elsewhere.
    package func highlighted(_ text: String, _ ranges: [Range<Int>]) -> String {
        var result = ""
        var characters = Array(text)[...]
        var offset = 0
        for range in ranges where range.lowerBound >= offset {
            result += String(characters.prefix(range.lowerBound - offset))
            characters = characters.dropFirst(range.lowerBound - offset)
            let match = String(characters.prefix(range.count))
            characters = characters.dropFirst(range.count)
            result += usesColor ? style(match, "1;33") : "**\(match)**"
            offset = range.upperBound
        }
        return result + String(characters)
    }
}

/// Writes a one-line message to standard error.
package func printError(_ message: String) {
    FileHandle.standardError.write(Data("kb: \(message)\n".utf8))
}
