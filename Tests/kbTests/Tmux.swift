import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A real terminal with a job-control shell in it, as a user has: tmux running an
/// interactive bash, keys typed in, the screen read back. kb run from this shell is a job
/// in its own process group that the shell puts in the foreground, which a bare
/// pseudo-terminal does not reproduce: a pager or editor that kb starts in another
/// process group is stopped by the terminal there (SIGTTIN), and hangs.
final class Tmux {
    let socket = "kbtest-" + UUID().uuidString.prefix(8)
    static let prompt = "kb-test$ "

    static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux") }

    /// Starts `bash -i` on a terminal of `columns` x `rows`, with kb on its PATH and
    /// `KB_DB` naming the test's database, in the test's folder.
    init(_ kb: KBProcess, columns: Int = 80, rows: Int = 24, environment: [String: String] = [:]) {
        var variables = [
            "HOME": kb.folder, "TERM": "xterm-256color", "LANG": "C.UTF-8", "KB_DB": kb.database,
            "PATH": (KBProcess.binary as NSString).deletingLastPathComponent + ":/usr/local/bin:/usr/bin:/bin",
            "PS1": Self.prompt,
        ]
        for (key, value) in environment { variables[key] = value }
        let shell = ["env", "-i"] + variables.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
            + ["bash", "--norc", "--noprofile", "-i"]
        // The first tmux command starts the server, which outlives it; Foundation's Process
        // does not see such a client exit, so it is spawned and waited for directly.
        // Tests run in parallel: the server (which lives on) must not keep a pipe of another
        // test's kb open, or that test waits for ever. bash closes every descriptor past
        // stderr before it becomes the tmux client that starts the server.
        let closeInherited = "for fd in $(ls /proc/$$/fd); do [ \"$fd\" -gt 2 ] && eval \"exec $fd>&-\"; done 2>/dev/null; exec \"$@\""
        Self.spawnAndWait(["/bin/bash", "-c", closeInherited, "tmux", "/usr/bin/tmux", "-L", socket, "new-session", "-d", "-s", "kb", "-x", "\(columns)",
                           "-y", "\(rows)", "-c", kb.folder] + shell)
        _ = waitFor(Self.prompt.trimmingCharacters(in: .whitespaces))
    }

    deinit { Self.spawnAndWait(["/usr/bin/tmux", "-L", socket, "kill-server"]) }

    /// Runs a command to its end and returns what it printed. tmux commands run this way,
    /// not through Foundation's Process: the first one starts tmux's server, which outlives
    /// it, and Process then does not always see the client exit.
    @discardableResult
    static func spawnAndWait(_ arguments: [String]) -> String {
        var output: [Int32] = [-1, -1]
        // Close-on-exec: tests run in parallel, and a pipe end leaked into another test's
        // tmux server would keep this pipe open for ever.
        guard pipe(&output) == 0 else { return "" }
        for end in output { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, output[1], STDOUT_FILENO)
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addclose(&actions, output[0])
        posix_spawn_file_actions_addclose(&actions, output[1])
        // The test's thread blocks most signals (Dispatch does), and a spawned process
        // inherits that mask: tmux's server and the shell in it would ignore the SIGHUP of
        // `kill-server` and live on after the test, and the shell would not get the job
        // control signals a user's shell gets. They start with no signal blocked and each
        // at its default, as from a login.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let pointers = arguments.map { strdup($0) } + [nil]
        defer { pointers.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, arguments[0], &actions, &attributes, pointers, environ)
        close(output[1])
        defer { close(output[0]) }
        guard spawned == 0 else { return "" }
        // The server keeps no copy of the pipe (it starts with /dev/null as its output), so
        // the pipe ends when the client exits.
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = read(output[0], &buffer, buffer.count)
            if count > 0 { data.append(contentsOf: buffer[..<count]); continue }
            if count < 0 && errno == EINTR { continue }
            break
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        return String(decoding: data, as: UTF8.self)
    }

    /// Types `text` as it is, then the keys named after it (tmux names: Enter, Tab, Up, C-c …).
    func type(_ text: String, then keys: String...) {
        if !text.isEmpty { tmux(["send-keys", "-t", "kb", "-l", text]) }
        if !keys.isEmpty { tmux(["send-keys", "-t", "kb"] + keys) }
    }

    /// Runs a command line in the shell.
    func run(_ line: String) { type(line, then: "Enter") }

    /// What the terminal shows now, line by line.
    var screen: String { Self.spawnAndWait(["/usr/bin/tmux", "-L", socket, "capture-pane", "-p", "-t", "kb"]) }

    /// Waits until the screen shows `text` (10 s at most); true when it did.
    func waitFor(_ text: String, timeout: TimeInterval = 10) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if screen.contains(text) { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return false
    }

    /// Waits until the shell's prompt is back on the last line that has text, after a
    /// command: the command ended and the shell has the terminal again.
    func waitForPrompt(timeout: TimeInterval = 10) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let lines = screen.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            if lines.last.map({ $0.hasPrefix(Self.prompt.trimmingCharacters(in: .whitespaces)) && $0.count <= Self.prompt.count }) == true {
                return true
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return false
    }

    func resize(columns: Int, rows: Int) {
        tmux(["resize-window", "-t", "kb", "-x", "\(columns)", "-y", "\(rows)"])
    }

    /// The processes on the terminal with their process group and state, for diagnosis.
    var processes: String {
        let tty = tmuxOutput(["display-message", "-p", "-t", "kb", "#{pane_tty}"]).trimmingCharacters(in: .whitespacesAndNewlines)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/ps")
        process.arguments = ["-o", "pid,pgid,stat,comm", "-t", tty]
        return KBProcess.capture(process).stdout
    }

    private func tmux(_ arguments: [String]) {
        Self.spawnAndWait(["/usr/bin/tmux", "-L", socket] + arguments)
    }

    private func tmuxOutput(_ arguments: [String]) -> String {
        Self.spawnAndWait(["/usr/bin/tmux", "-L", socket] + arguments)
    }
}
