import Foundation
import Testing

/// Every command README.md shows runs, in order, on a fresh knowledge base, and prints
/// exactly the output shown under it. `Scripts/update-readme.py` writes those outputs.
@Suite struct ReadmeTourTests {
    struct Step {
        var command: String
        var expected: String
    }

    static func steps() throws -> [Step] {
        let readme = try String(contentsOfFile: KBProcess.root + "/README.md", encoding: .utf8)
        var steps: [Step] = []
        var inConsole = false
        for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                inConsole = line == "```console"
                continue
            }
            guard inConsole else { continue }
            if line.hasPrefix("$ ") {
                steps.append(Step(command: String(line.dropFirst(2)), expected: ""))
            } else if !steps.isEmpty {
                steps[steps.count - 1].expected += line + "\n"
            }
        }
        return steps
    }

    @Test func theTourPrintsWhatTheReadmeShows() throws {
        let steps = try Self.steps()
        #expect(steps.count >= 8)
        let kb = KBProcess()
        defer { kb.remove() }
        // The quiz's due dates depend on the clock: the README was made at this moment.
        let clock = ["KB_NOW": "2026-11-30T09:00:00Z", "TZ": "UTC"]
        for step in steps where step.command.hasPrefix("kb ") || step.command.contains("| kb ") || step.command.contains("&& kb ") {
            let result = kb.shell(step.command, directory: kb.folder, environment: clock)
            #expect(result.stdout == step.expected, "\(step.command)")
            #expect(result.status == (step.expected.isEmpty ? 1 : 0), "\(step.command): \(result.stderr)")
        }
    }

    @Test func theDemoRuns() {
        let kb = KBProcess()
        defer { kb.remove() }
        let result = kb.shell("KB='\(KBProcess.binary)' Scripts/demo.sh")
        #expect(result.status == 0)
        #expect(result.stdout.contains("3 imported, 0 unchanged"))
        #expect(result.stdout.contains("(exit code 1)"))
    }
}
