import Foundation

/// Why kb could not write a database file, asked before SQLite is: SQLite would only say
/// "attempt to write a readonly database" at the first write, after the reading is done.
enum ReadOnlyCheck {
    static func reason(_ path: String) -> String? {
        let folder = (path as NSString).deletingLastPathComponent
        if access(path, W_OK) != 0, FileManager.default.fileExists(atPath: path) { return "the file is read-only" }
        // SQLite writes its log and WAL index beside the database.
        if access(folder.isEmpty ? "." : folder, W_OK) != 0 { return "its folder is read-only" }
        return nil
    }
}
