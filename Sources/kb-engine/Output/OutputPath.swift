import ArgumentParser
import Foundation

/// Where `kb run` writes pictures and pages: into folders that exist. A mistyped path is an
/// error (exit 2) rather than a tree of new folders.
enum OutputPath {
    /// `path`'s folder must exist, and `path` must not be a folder.
    static func checkParent(of path: String, option: String) throws {
        let parent = (path as NSString).deletingLastPathComponent
        var isFolder: ObjCBool = false
        if !parent.isEmpty, !FileManager.default.fileExists(atPath: parent, isDirectory: &isFolder) || !isFolder.boolValue {
            throw ValidationError("\(option): no folder \(parent)")
        }
    }

    /// The folder a chapter's pictures go into: made when missing, but only inside a
    /// folder that exists (checked before anything ran).
    static func makeFolder(_ path: String, option: String) throws {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw ValidationError("\(option): \(path) is a file; a chapter needs a folder") }
            return
        }
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        } catch {
            throw ValidationError("\(option): cannot make the folder \(path)")
        }
    }
}
