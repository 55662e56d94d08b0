import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A program kb hands the terminal to, a pager or an editor, run the way a shell runs one:
/// in kb's own process group. Foundation's `Process` starts its child in a new process
/// group, which a job-control shell does not put in the foreground, so the terminal stops
/// it (SIGTTIN) the moment it reads a key and kb waits for it forever.
package enum ForegroundProcess {
    /// Runs `command` with `/bin/sh -c`, `arguments` as `$0`, `$1` …, with its standard input
    /// fed `input` through a pipe (or the terminal's, when nil), and waits for it.
    /// Returns the exit status, or nil when it could not be started.
    @discardableResult
    package static func run(_ command: String, arguments: [String] = [], input: String? = nil,
                    environment: [String: String]) -> Int32? {
        var pipeEnds: [Int32] = [-1, -1]
        // Close-on-exec, so no other child kb starts keeps the pipe open.
        if input != nil, !ForegroundProcess.closeOnExecPipe(&pipeEnds) { return nil }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if input != nil {
            posix_spawn_file_actions_adddup2(&actions, pipeEnds[0], STDIN_FILENO)
            posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
            posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
        }
        // The child gets the signals' defaults back: kb ignores SIGPIPE (a pager may quit
        // early) and, while the child runs, SIGINT and SIGQUIT.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGINT, SIGQUIT, SIGTSTP, SIGTTIN, SIGTTOU] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        let argv = ["/bin/sh", "-c", command] + arguments
        let environ = environment.map { "\($0.key)=\($0.value)" }
        var pid: pid_t = 0
        // Ctrl-C is the child's to handle (less stops a search, vim an operation); kb
        // must not die under it and leave the child holding the terminal.
        let previousInterrupt = signal(SIGINT, SIG_IGN)
        let previousQuit = signal(SIGQUIT, SIG_IGN)
        defer {
            signal(SIGINT, previousInterrupt)
            signal(SIGQUIT, previousQuit)
        }
        let spawned = withCStrings(argv) { argvPointers in
            withCStrings(environ) { environPointers in
                posix_spawn(&pid, "/bin/sh", &actions, &attributes, argvPointers, environPointers)
            }
        }
        if input != nil { close(pipeEnds[0]) }
        guard spawned == 0 else {
            if input != nil { close(pipeEnds[1]) }
            return nil
        }
        if let input {
            // The reader may quit early (q in less): a closed pipe is not an error for kb.
            signal(SIGPIPE, SIG_IGN)
            let handle = FileHandle(fileDescriptor: pipeEnds[1], closeOnDealloc: true)
            try? handle.write(contentsOf: Data(input.utf8))
            try? handle.close()
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            guard errno == EINTR else { return nil }
        }
        // WIFEXITED / WEXITSTATUS, which Swift does not import.
        return status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    }

    /// A pipe whose ends no child inherits unless given them (dup2 clears the flag).
    package static func closeOnExecPipe(_ ends: inout [Int32]) -> Bool {
        guard pipe(&ends) == 0 else { return false }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return true
    }

    /// `strings` as a NULL-terminated array of C strings, alive for `body`.
    private static func withCStrings<T>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> T) -> T {
        let pointers = strings.map { strdup($0) } + [nil]
        defer { pointers.forEach { free($0) } }
        return body(pointers)
    }
}
