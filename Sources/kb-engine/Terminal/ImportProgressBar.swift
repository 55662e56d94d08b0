import Foundation
import KBCommandLine
import KnowledgeBase
#if canImport(Glibc)
import Glibc
#endif

/// The progress of a long `kb import` on stderr, redrawn ten times a second on one line:
///
///     importing ████████░░░░░░░░ 812/2000 notes · 143 notes/s · 0.5 MB/s · 8s left · waiting for big.md (2.1s)
///
/// The last part names the note the writer has waited on for over half a second: the slow
/// one. Nothing is drawn when stderr is not a terminal, and the line is erased at the end,
/// so the summary that follows stands alone.
final class ImportProgressBar: @unchecked Sendable {
    private let lock = NSLock()
    private var total = 0
    private var totalBytes = 0
    private var done = 0
    private var doneBytes = 0
    private var waitingFor: (path: String, since: Date)?
    private var committing = false
    private var started = Date()
    private var finished = false
    private var drawn = false
    private let width: Int

    /// A bar when stderr is a terminal, else nil.
    static func onTerminal() -> ImportProgressBar? {
        guard isatty(STDERR_FILENO) == 1 else { return nil }
        var window = winsize()
        let columns = ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &window) == 0 && window.ws_col > 0 ? Int(window.ws_col) : 80
        return ImportProgressBar(width: columns)
    }

    init(width: Int) {
        self.width = width
    }

    /// Hears the import's events (on its writing thread).
    func hear(_ event: ImportEvent) {
        lock.withLock {
            switch event {
            case .begin(let notes, let bytes):
                (total, totalBytes, started) = (notes, bytes, Date())
            case .waiting(let path):
                waitingFor = (path, Date())
            case .written(_, let bytes):
                done += 1
                doneBytes += bytes
                waitingFor = nil
            case .committing:
                committing = true
            }
        }
    }

    /// Draws until `finish`, from a thread of its own: a slow note is named while the
    /// writer waits for it, when no event comes.
    func start() {
        let thread = Thread { [self] in
            while lock.withLock({ !finished }) {
                draw()
                Thread.sleep(forTimeInterval: 0.1)
            }
        }
        thread.start()
    }

    func finish() {
        lock.withLock {
            finished = true
            if drawn { write("\r\u{1B}[K") }
        }
    }

    private func draw() {
        lock.withLock {
            // A quick import (a few notes, nothing changed) shows no bar at all.
            guard !finished, total > 0, drawn || Date().timeIntervalSince(started) > 0.3 else { return }
            write("\r" + line(now: Date()) + "\u{1B}[K")
            drawn = true
        }
    }

    /// The bar's text at `now`, fitted to the terminal's width.
    func line(now: Date) -> String {
        let elapsed = max(now.timeIntervalSince(started), 0.001)
        var parts = ["\(done)/\(total) notes"]
        if done > 0 {
            let rate = Double(done) / elapsed
            parts.append("\(Int(rate.rounded())) notes/s")
            parts.append(String(format: "%.1f MB/s", Double(doneBytes) / elapsed / 1_000_000))
            if done < total { parts.append("\(Self.duration(Double(total - done) / rate)) left") }
        }
        if committing {
            parts.append("committing")
        } else if let waiting = waitingFor, now.timeIntervalSince(waiting.since) > 0.5 {
            let name = (waiting.path as NSString).lastPathComponent
            parts.append(String(format: "waiting for %@ (%.1fs)", name, now.timeIntervalSince(waiting.since)))
        }
        let barWidth = 16
        let filled = total == 0 ? 0 : min(barWidth, barWidth * done / total)
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: barWidth - filled)
        let text = "importing \(bar) " + parts.joined(separator: " · ")
        return text.count < width ? text : String(text.prefix(max(width - 2, 10))) + "…"
    }

    static func duration(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded(.up))
        return whole < 60 ? "\(whole)s" : "\(whole / 60)m\(String(format: "%02d", whole % 60))s"
    }

    private func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
