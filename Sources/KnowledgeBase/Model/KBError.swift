/// What went wrong, in words a learner can act on. Every case reads as one line.
public enum KBError: Error, Equatable, CustomStringConvertible {
    case noDatabase(path: String)
    case cannotOpen(path: String, reason: String)
    case database(String)
    case noSuchPath(String)
    case notFound(String)
    /// What was asked for is there but holds nothing of the kind asked: the sentence says so.
    case empty(String)
    case ambiguous(String, candidates: [String])
    case badInput(String)
    /// A database kb can read but not write: a read-only file or folder.
    case readOnly(path: String, reason: String)

    public var description: String {
        switch self {
        case .noDatabase(let path):
            return "no knowledge base at \(path); run 'kb import' first"
        case .cannotOpen(let path, let reason):
            return "cannot open the knowledge base \(path): \(reason)"
        case .database(let reason):
            return "database error: \(reason)"
        case .noSuchPath(let path):
            return "no such file or folder: \(path)"
        case .notFound(let reference):
            return "nothing matches '\(reference)'"
        case .empty(let sentence):
            return sentence
        case .ambiguous(let reference, let candidates):
            return "'\(reference)' matches \(candidates.count) chapters: \(candidates.prefix(6).joined(separator: ", "))"
                + (candidates.count > 6 ? ", …" : "") + "; give a slug"
        case .badInput(let reason):
            return reason
        case .readOnly(let path, let reason):
            return "cannot write the knowledge base \(path): \(reason); kb can still search and show it"
        }
    }

    /// The exit code the command line ends with: 1 when nothing was found, 2 otherwise.
    public var exitCode: Int32 {
        switch self {
        case .notFound, .empty: return 1
        default: return 2
        }
    }
}
