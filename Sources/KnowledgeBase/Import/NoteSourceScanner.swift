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
                guard noteExtensions.contains(URL(fileURLWithPath: absolute).pathExtension.lowercased()) else {
                    scope.rejected.append((absolute, .unreadable(reason: "not a note (.md, .markdown or .txt)")))
                    continue
                }
                read(absolute, into: &scope)
            }
        }
        return scope
    }

    /// Note files under a folder, sorted, skipping hidden files and folders.
    static func notes(inFolder folder: String) -> [String] {
        let url = URL(fileURLWithPath: folder)
        guard let enumerator = FileManager.default.enumerator(
            at: url, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles]) else { return [] }
        var files: [String] = []
        for case let file as URL in enumerator {
            guard noteExtensions.contains(file.pathExtension.lowercased()),
                  (try? file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            files.append(file.standardizedFileURL.path)
        }
        return files.sorted()
    }

    static func read(_ path: String, into scope: inout ImportScope) {
        let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
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
