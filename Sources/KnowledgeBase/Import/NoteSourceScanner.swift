import Foundation

/// A file to import: where it is, how kb shows it, and its bytes.
struct NoteSource {
    /// The path kb stores: absolute, or `kb:Notes/NAME` for a bundled note.
    var path: String
    var bytes: [UInt8]
    /// The file name without its extension, the title of a note that has none.
    var stem: String
}

/// What `kb import PATH ...` covers: the files to read, the folders whose vanished
/// notes are removed, and the files that could not be taken.
struct ImportScope {
    var sources: [NoteSource] = []
    /// Stored paths under these prefixes that are not in `sources` any more are removed.
    var removalPrefixes: [String] = []
    var rejected: [(path: String, reason: NoteRejection)] = []
}

/// Finds the notes named on the command line.
enum NoteSourceScanner {
    static let noteExtensions: Set<String> = ["md", "markdown", "txt"]

    /// The bundled notes.
    static func bundled() -> ImportScope {
        ImportScope(
            sources: BundledNote.all.map {
                NoteSource(path: $0.path, bytes: Array($0.text.utf8), stem: String($0.name.split(separator: ".")[0]))
            },
            removalPrefixes: [BundledNote.pathPrefix])
    }

    /// Files and folders; every path must exist, or nothing is imported.
    static func scan(_ paths: [String]) throws -> ImportScope {
        let manager = FileManager.default
        var scope = ImportScope()
        var seen = Set<String>()
        for argument in paths {
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: argument, isDirectory: &isFolder) else {
                throw KBError.noSuchPath(argument)
            }
            let absolute = URL(fileURLWithPath: argument).standardizedFileURL.resolvingSymlinksInPath().path
            if isFolder.boolValue {
                scope.removalPrefixes.append(absolute.hasSuffix("/") ? absolute : absolute + "/")
                for file in notes(inFolder: absolute) where seen.insert(file).inserted {
                    read(file, into: &scope)
                }
            } else if seen.insert(absolute).inserted {
                guard isNoteName(absolute) else {
                    scope.rejected.append((absolute, .unreadable(reason: "not a note (.md, .markdown or .txt)")))
                    continue
                }
                read(absolute, into: &scope)
            }
        }
        return scope
    }

    /// Note files under a folder, sorted, skipping hidden files and folders. A link to a
    /// file is followed; a link to a folder is not, so a folder that links to itself ends.
    /// Listed with readdir and stat: Foundation's URL enumerator made listing 2,000 notes
    /// most of an unchanged import's time.
    static func notes(inFolder folder: String) -> [String] {
        var files: [String] = []
        var folders = [folder.hasSuffix("/") && folder.count > 1 ? String(folder.dropLast()) : folder]
        while let current = folders.popLast() {
            guard let directory = opendir(current) else { continue }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let (name, type) = Self.nameAndType(of: entry)
                guard !name.hasPrefix(".") else { continue }
                let path = current == "/" ? "/" + name : current + "/" + name
                switch Int32(type) {
                case Int32(DT_DIR): folders.append(path)
                case Int32(DT_REG): if isNoteName(name) { files.append(path) }
                default:
                    // A link, or a file system that does not say: ask stat, which follows links.
                    var status = stat()
                    if isNoteName(name), stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG { files.append(path) }
                }
            }
        }
        return files.sorted()
    }

    /// A directory entry's name and type, read in place. readdir's entry is only as long as
    /// its name (`d_reclen`), not `sizeof(struct dirent)`: copying the 256-byte `d_name`
    /// out of it read past the entry, and past the end of readdir's buffer when the entry
    /// was its last, which crashed an import now and then (a segfault at a page boundary:
    /// one import of the bench corpus's 1,000 notes in some forty).
    static func nameAndType(of entry: UnsafeMutablePointer<dirent>) -> (name: String, type: UInt8) {
        let raw = UnsafeRawPointer(entry)
        let name = String(cString: (raw + MemoryLayout<dirent>.offset(of: \dirent.d_name)!).assumingMemoryBound(to: CChar.self))
        let type = (raw + MemoryLayout<dirent>.offset(of: \dirent.d_type)!).load(as: UInt8.self)
        return (name, type)
    }

    /// Whether a file name (or path) ends in a note's extension: .md, .markdown, .txt.
    static func isNoteName(_ name: String) -> Bool {
        guard let dot = name.lastIndex(of: ".") else { return false }
        return noteExtensions.contains(name[name.index(after: dot)...].lowercased())
    }

    /// The file name without its extension: `notes/01-stacks.md` → `01-stacks`.
    static func stem(of path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    static func read(_ path: String, into scope: inout ImportScope) {
        let stem = stem(of: path)
        guard let handle = FileHandle(forReadingAtPath: path) else {
            scope.rejected.append((path, .unreadable(reason: "permission denied")))
            return
        }
        defer { try? handle.close() }
        do {
            // Read one byte past the limit: enough to know a file is too large.
            let data = try handle.read(upToCount: NoteDecoding.maximumByteCount + 1) ?? Data()
            if data.count > NoteDecoding.maximumByteCount {
                let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? data.count
                scope.rejected.append((path, .tooLarge(byteCount: size)))
                return
            }
            scope.sources.append(NoteSource(path: path, bytes: [UInt8](data), stem: stem))
        } catch {
            scope.rejected.append((path, .unreadable(reason: error.localizedDescription)))
        }
    }
}
