#if canImport(Glibc)
import Glibc
#endif

/// One environment variable's value, read with getenv. Foundation's
/// `ProcessInfo.processInfo.environment` builds a dictionary of every variable at each
/// call, which was a twentieth of a search that finds nothing.
package func environmentVariable(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
}
