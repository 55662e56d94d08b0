import Foundation
import Testing

/// `kb run` writes files into folders that exist, and never traps on a snippet's numbers.
@Suite struct OutputPathTests {
    @Test func aMissingFolderIsAnErrorAndNothingIsMade() {
        let kb = KBProcess()
        defer { kb.remove() }
        kb.run(["import"])
        let missing = kb.folder + "/missing/dir"
        for arguments in [["run", "2.4", "--svg", missing + "/x.svg"], ["run", "2.4", "--html", missing + "/page.html"],
                          ["run", "--snippet", "s9", "--svg", missing + "/x.svg"]] {
            let result = kb.run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr.hasPrefix("kb: --"), "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains("no folder \(missing)"), "\(arguments)")
        }
        #expect(!FileManager.default.fileExists(atPath: kb.folder + "/missing"))
        // A chapter's folder is made inside one that exists.
        #expect(kb.run(["run", "2", "--svg", kb.folder + "/pictures"]).status == 0)
        #expect(FileManager.default.fileExists(atPath: kb.folder + "/pictures/s9.svg"))
        // One snippet given a folder that exists is written into it under its ref.
        let single = kb.folder + "/single"
        try? FileManager.default.createDirectory(atPath: single, withIntermediateDirectories: false)
        for (option, file) in [("--png", "s9.png"), ("--svg", "s9.svg")] {
            let result = kb.run(["run", "--snippet", "s9", option, single])
            #expect(result.status == 0, "\(option): \(result.stderr)")
            #expect(FileManager.default.fileExists(atPath: single + "/" + file), "\(option)")
        }
        #expect(kb.run(["run", "--snippet", "s9", "--svg", kb.folder + "/one.svg"]).status == 0)
        #expect(FileManager.default.fileExists(atPath: kb.folder + "/one.svg"))
    }
}
