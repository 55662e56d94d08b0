/// What an import is doing, told as it happens, for a progress display: which notes it
/// has to read, which one the writer is waiting for (the slow one, when the wait is long),
/// each note as it is written, and the commit at the end.
public enum ImportEvent: Sendable {
    /// The notes to read (new or changed ones) and their size.
    case begin(notes: Int, bytes: Int)
    /// The writer waits for this note to be parsed and its examples run.
    case waiting(path: String)
    /// A note is written (or rejected): one more done.
    case written(path: String, bytes: Int)
    /// Every note is written; the transaction commits.
    case committing
}
