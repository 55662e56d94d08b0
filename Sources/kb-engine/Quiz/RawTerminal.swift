import Foundation
import KBCommandLine
import KnowledgeBase
#if canImport(Glibc)
import Glibc
#endif

/// The terminal in raw mode for the interactive quiz: keys arrive one by one without
/// echo, the quiz draws on the alternate screen, and everything is put back on exit, on
/// SIGTERM or SIGHUP, around running the editor, and while the quiz is suspended with
/// Ctrl-Z.
final class RawTerminal {
    private var original = termios()
    private(set) var isRaw = false

    /// Set by SIGWINCH; the quiz redraws when it finds it set.
    nonisolated(unsafe) static var resized: sig_atomic_t = 0
    nonisolated(unsafe) private static var restoreOnSignal = termios()

    init() throws {
        guard tcgetattr(STDIN_FILENO, &original) == 0 else { throw KBError.badInput("cannot read the terminal's settings") }
        Self.restoreOnSignal = original
        signal(SIGWINCH) { _ in RawTerminal.resized = 1 }
        // A parent may start kb with signals blocked; resizing must get through.
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGWINCH)
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
        for code in [SIGTERM, SIGHUP] {
            signal(code) { code in
                tcsetattr(STDIN_FILENO, TCSAFLUSH, &RawTerminal.restoreOnSignal)
                let leave = "\u{1B}[?25h\u{1B}[?1049l"
                _ = leave.withCString { write(STDOUT_FILENO, $0, strlen($0)) }
                _exit(128 + code)
            }
        }
    }

    func enter() {
        var raw = original
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
        raw.c_cc.6 = 1  // VMIN: a read returns as soon as one byte is there
        raw.c_cc.5 = 0  // VTIME
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)
        output("\u{1B}[?1049h\u{1B}[?25l")
        isRaw = true
    }

    func leave() {
        guard isRaw else { return }
        output("\u{1B}[?25h\u{1B}[?1049l")
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
        isRaw = false
    }

    /// Stops kb as the terminal's Ctrl-Z would, the way the shell's job control expects
    /// (`fg` brings it back): the terminal is put back first, since a stopped job that
    /// leaves it raw leaves the shell without echo, and taken again on return.
    func suspend() {
        leave()
        let previous = signal(SIGTSTP, SIG_DFL)
        // A parent may start kb with signals blocked (as it may SIGWINCH, above).
        var signals = sigset_t(), blocked = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGTSTP)
        pthread_sigmask(SIG_UNBLOCK, &signals, &blocked)
        // The whole process group stops, as for a Ctrl-Z the terminal sends itself.
        kill(0, SIGTSTP)
        pthread_sigmask(SIG_SETMASK, &blocked, nil)
        signal(SIGTSTP, previous)
        enter()
    }

    func output(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// The next key, or nil after `timeout` seconds (to look for a resize) or at the end of
    /// input.
    enum Key: Equatable {
        case character(Character)
        case enter, escape, interrupt, suspend, endOfInput
        case up, down, pageUp, pageDown
    }

    /// Bytes read but not yet taken as keys: a fast typist, or a paste, sends several at once.
    private var pending: [UInt8] = []

    func readKey(timeout: Double) -> Key? {
        if pending.isEmpty {
            var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, Int32(timeout * 1000)) > 0 else { return nil }
            var bytes = [UInt8](repeating: 0, count: 64)
            let count = read(STDIN_FILENO, &bytes, bytes.count)
            guard count > 0 else { return .endOfInput }
            pending += bytes[..<count]
        }
        let first = pending.removeFirst()
        switch first {
        case 13, 10: return .enter
        case 3, 4: return .interrupt
        // Raw mode turns off the terminal's signals, so Ctrl-Z arrives as a byte.
        case 26: return .suspend
        case 27:
            // An escape sequence: arrows and page keys scroll, others are dropped whole; a
            // lone escape quits.
            guard pending.first == UInt8(ascii: "[") || pending.first == UInt8(ascii: "O") else { return .escape }
            pending.removeFirst()
            let end = pending.firstIndex { (0x40...0x7E).contains($0) } ?? pending.count - 1
            guard end >= 0 else { return nil }
            let sequence = String(decoding: pending[...end], as: UTF8.self)
            pending.removeFirst(end + 1)
            switch sequence {
            case "A": return .up
            case "B": return .down
            case "5~": return .pageUp
            case "6~": return .pageDown
            default: return nil
            }
        default:
            // The rest of a multi-byte character.
            var length = 1
            if first >= 0xF0 { length = 4 } else if first >= 0xE0 { length = 3 } else if first >= 0xC0 { length = 2 }
            let rest = pending.prefix(length - 1)
            pending.removeFirst(rest.count)
            return String(decoding: [first] + rest, as: UTF8.self).first.map { .character($0) }
        }
    }
}
