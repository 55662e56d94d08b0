import Foundation

/// How kb shows a stored note path: relative to the current folder when it is inside it.
package enum PathDisplay {
    package static let currentFolder = FileManager.default.currentDirectoryPath

    package static func show(_ path: String) -> String {
        let folder = currentFolder.hasSuffix("/") ? currentFolder : currentFolder + "/"
        return path.hasPrefix(folder) ? String(path.dropFirst(folder.count)) : path
    }
}
