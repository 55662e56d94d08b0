import Foundation
import KBCommandLine
import KnowledgeBase
import LayoutEngine
import RasterPicture

/// Pictures written to files, `--svg` and `--png` alike: a file for one example, a folder
/// of files named for the examples' references for a chapter.
enum PictureFiles {
    static func write(_ examples: [Example], to path: String, option: String, oneFile: Bool, fileExtension: String,
                      _ draw: (LayoutResult, String) throws -> Void) throws {
        let drawn = examples.filter { $0.outcome.layout != nil }
        // One example given a folder that exists goes into it, named as a chapter's are:
        // `--png pictures` means the folder, not a file to write over it.
        var isFolder: ObjCBool = false
        let intoFolder = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
        if oneFile, !intoFolder, let layout = drawn.first?.outcome.layout {
            try draw(layout, path)
            return
        }
        try OutputPath.makeFolder(path, option: option)
        for example in drawn {
            try draw(example.outcome.layout!, (path as NSString).appendingPathComponent("\(example.reference ?? "example").\(fileExtension)"))
        }
    }

    /// The layout as a PNG at its device's scale.
    static func writePNG(_ layout: LayoutResult, to path: String) throws {
        do {
            try RasterPicture.render(DisplayList(layout)).writePNG(to: path)
        } catch {
            throw KBError.badInput("cannot write \(path)")
        }
    }
}
