import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs the built `kb` on a pseudo-terminal, the way it runs in a user's terminal: kb sees
/// a tty on its input and output, with a window size, and the test types keys and reads
/// the screen.
final class PseudoTerminal: @unchecked Sendable {
    let process = Process()
    private let controller: Int32
    private let lock = NSLock()
    private var received = Data()
    private var reader: Thread?

    /// Starts `kb arguments` on a new terminal of `columns` x `rows`.
    /// `cellPixels` is a cell's size in pixels as the terminal reports it (0 x 0: not reported).
    init(_ kb: KBProcess, _ arguments: [String], columns: Int = 80, rows: Int = 24,
         environment extra: [String: String] = [:], cellPixels: (width: Int, height: Int) = (0, 0)) throws {
        // posix_openpt and friends are not visible to Swift's Glibc module; these are the
        // Linux ioctls they are made of.
        controller = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard controller >= 0, ioctl(controller, Self.unlockRequest, &unlock) == 0,
              ioctl(controller, Self.numberRequest, &number) == 0 else { throw TerminalError.cannotOpen }
        let terminal = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
        guard terminal >= 0 else { throw TerminalError.cannotOpen }
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: UInt16(columns * cellPixels.width),
                           ws_ypixel: UInt16(rows * cellPixels.height))
        _ = ioctl(controller, UInt(TIOCSWINSZ), &size)

        process.executableURL = URL(fileURLWithPath: KBProcess.binary)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["KB_DB"] = kb.database
        environment["TERM"] = "xterm-256color"
        for key in ["NO_COLOR", "PAGER", "LESS", "COLUMNS", "LINES", "KB_TEST_PAUSE_BEFORE_COMMIT"] {
            environment.removeValue(forKey: key)
        }
        for (key, value) in extra { environment[key] = value }
        process.environment = environment
        process.currentDirectoryURL = URL(fileURLWithPath: KBProcess.root)
        let handle = FileHandle(fileDescriptor: terminal, closeOnDealloc: true)
        process.standardInput = handle
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        // kb holds the terminal now; the test's copy would keep it open past kb's exit.
        try handle.close()

        let thread = Thread { [unowned self] in self.readUntilClosed() }
        reader = thread
        thread.start()
    }

    deinit { close(controller) }

    /// TIOCSPTLCK and TIOCGPTN from <asm-generic/ioctls.h>.
    static let unlockRequest = UInt(0x4004_5431)
    static let numberRequest = UInt(0x8004_5430)

    enum TerminalError: Error { case cannotOpen, timedOut(waitingFor: String, screen: String) }

    private func readUntilClosed() {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(controller, &buffer, buffer.count)
            if count <= 0 { return }  // EIO once kb has exited and closed the terminal
            lock.withLock { received.append(contentsOf: buffer[..<count]) }
        }
    }

    /// Everything kb has written so far, escape sequences included.
    var output: String { lock.withLock { String(decoding: received, as: UTF8.self) } }

    /// Types `keys` as a user would.
    func type(_ keys: String) {
        let bytes = Array(keys.utf8)
        _ = bytes.withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
    }

    /// Waits until the output contains `text`, for at most `seconds`.
    @discardableResult
    func waitFor(_ text: String, seconds: Double = 20) throws -> String {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            let screen = output
            if screen.contains(text) { return screen }
            Thread.sleep(forTimeInterval: 0.02)
        }
        throw TerminalError.timedOut(waitingFor: text, screen: output)
    }

    /// Waits for kb to exit and returns its exit status.
    func waitForExit(seconds: Double = 30) throws -> Int32 {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning {
            if Date() > deadline {
                process.terminate()
                throw TerminalError.timedOut(waitingFor: "exit", screen: output)
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
        // Let the reader drain what kb wrote last.
        Thread.sleep(forTimeInterval: 0.1)
        return process.terminationStatus
    }

    /// Changes the window size and tells kb, as a terminal emulator does on a resize.
    func resize(columns: Int, rows: Int) {
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(controller, UInt(TIOCSWINSZ), &size)
        kill(process.processIdentifier, SIGWINCH)
    }
}
