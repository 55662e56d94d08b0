import Foundation
import Testing

/// What the fuzzers learnt, kept: every input of the committed corpora (Fuzz/Corpus) and
/// every hostile seed (a million-byte line, invalid UTF-8, deep nesting, huge and
/// non-finite numbers, unclosed fences and comments, NFC beside NFD) goes through the fuzz
/// targets built as ordinary programs, which check the same invariants the fuzzers do:
/// no trap, every frame finite, a stored note read back whole, a query either answered or
/// refused in one line.
@Suite(.serialized) struct FuzzCorpusTests {
    static let targets = ["import", "snippet", "search"]

    static func replay(_ target: String, _ folder: String) -> KBProcess.Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: (KBProcess.binary as NSString).deletingLastPathComponent + "/fuzz-" + target)
        process.arguments = [folder]
        process.currentDirectoryURL = URL(fileURLWithPath: KBProcess.root)
        return KBProcess.capture(process, input: nil)
    }

    @Test(arguments: targets)
    func everyCommittedInputHolds(_ target: String) throws {
        let folder = KBProcess.root + "/Fuzz/Corpus/" + target
        let inputs = try FileManager.default.contentsOfDirectory(atPath: folder).count
        #expect(inputs > 10)
        let result = Self.replay(target, folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "\(inputs) inputs held\n")
    }

    @Test func everyHostileSeedHolds() throws {
        let kb = KBProcess()
        defer { kb.remove() }
        let seeds = kb.folder + "/seeds"
        let script = Process()
        script.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        script.arguments = ["python3", KBProcess.root + "/Scripts/fuzz-seeds.py", seeds]
        #expect(KBProcess.capture(script, input: nil).status == 0)
        for target in Self.targets {
            let folder = seeds + "/" + target
            let inputs = try FileManager.default.contentsOfDirectory(atPath: folder).count
            let result = Self.replay(target, folder)
            #expect(result.status == 0, "\(target): \(result.stderr)")
            #expect(result.stdout == "\(inputs) inputs held\n", "\(target)")
        }
    }
}
