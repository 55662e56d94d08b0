import Foundation
import KBCommandLine
#if canImport(Glibc)
import Glibc
#endif

/// `kb-engine`, the executable with every command: it lives beside `kb` (a build folder)
/// or in `../libexec/kb/` (an installed kb), as git keeps its commands in libexec.
enum Engine {
    static let name = "kb-engine"

    /// Replaces this process with the engine, same arguments, same process id, so the shell's
    /// job control, signals and exit status are the engine's own.
    static func become(arguments: [String]) -> Never {
        guard let path = location() else {
            printError("cannot find \(name) beside \(ownPath() ?? "kb") or in ../libexec/kb; reinstall kb")
            exit(2)
        }
        let argv = (["kb"] + arguments).map { strdup($0) } + [nil]
        execv(path, argv)
        printError("cannot run \(path): \(String(cString: strerror(errno)))")
        exit(2)
    }

    static func location() -> String? {
        guard let own = ownPath() else { return nil }
        let folder = (own as NSString).deletingLastPathComponent
        return [
            (folder as NSString).appendingPathComponent(name),
            (folder as NSString).appendingPathComponent("../libexec/kb/\(name)"),
        ].first { access($0, X_OK) == 0 }
    }

    /// This executable's own file, symbolic links resolved: a `kb` linked into ~/bin still
    /// finds the engine beside the file it links to.
    static func ownPath() -> String? {
        Bundle.main.executableURL?.resolvingSymlinksInPath().path
    }
}
