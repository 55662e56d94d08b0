import Foundation

/// Runs the built `kb` binary, as a user would from the shell.
struct KBProcess {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// The kb next to the test bundle, which `swift test` builds with the tests.
    static let binary: String = {
        let testBundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for candidate in [testBundle.appendingPathComponent("kb").path, root + "/.build/debug/kb"]
        where FileManager.default.isExecutableFile(atPath: candidate) {
            return candidate
        }
        fatalError("kb is not built: run swift build first")
    }()

    /// The executable with every command besides search, which `kb` becomes (built beside it).
    static var engine: String { (binary as NSString).deletingLastPathComponent + "/kb-engine" }

    let database: String
    var folder: String { (database as NSString).deletingLastPathComponent }

    init() {
        let folder = NSTemporaryDirectory() + "kb-e2e-" + UUID().uuidString
        try! FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        database = folder + "/kb.sqlite"
    }

    func remove() { try? FileManager.default.removeItem(atPath: folder) }

    @discardableResult
    func run(_ arguments: [String], environment extra: [String: String] = [:], directory: String? = nil,
             input: String? = nil) -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.binary)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["KB_DB"] = database
        environment["NO_COLOR"] = "1"
        environment.removeValue(forKey: "KB_TEST_PAUSE_BEFORE_COMMIT")
        for (key, value) in extra { environment[key] = value }
        process.environment = environment
        process.currentDirectoryURL = URL(fileURLWithPath: directory ?? Self.root)
        return Self.capture(process, input: input)
    }

    /// Starts `kb import FOLDER` held open `seconds` before its commit (the importer's test
    /// hook); returns once it is there, with the transaction written but not committed.
    func importHeldOpen(_ folder: String, seconds: Int) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: KBProcess.binary)
        process.arguments = ["import", folder]
        var environment = ProcessInfo.processInfo.environment
        environment["KB_DB"] = database
        environment["KB_TEST_PAUSE_BEFORE_COMMIT"] = "\(seconds)"
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        var said = Data()
        while !String(decoding: said, as: UTF8.self).contains("pausing before commit") {
            let chunk = errors.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            said += chunk
        }
        return process
    }

    /// Runs a shell command line in which `kb` is this binary.
    func shell(_ command: String, directory: String? = nil, environment extra: [String: String] = [:]) -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        var environment = ProcessInfo.processInfo.environment
        environment["KB_DB"] = database
        environment["NO_COLOR"] = "1"
        environment["PATH"] = (Self.binary as NSString).deletingLastPathComponent + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        for (key, value) in extra { environment[key] = value }
        process.environment = environment
        process.currentDirectoryURL = URL(fileURLWithPath: directory ?? Self.root)
        return Self.capture(process)
    }

    static func capture(_ process: Process, input: String? = nil) -> Result {
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        let inputPipe = Pipe()
        process.standardInput = input == nil ? FileHandle.nullDevice : inputPipe
        try! process.run()
        if let input {
            try? inputPipe.fileHandleForWriting.write(contentsOf: Data(input.utf8))
            try? inputPipe.fileHandleForWriting.close()
        }
        // Read both pipes while the process runs, so a full pipe never blocks it.
        let stdout = ResultBox(), stderr = ResultBox()
        let group = DispatchGroup()
        for (pipe, box) in [(output, stdout), (errors, stderr)] {
            group.enter()
            DispatchQueue.global().async {
                box.data = pipe.fileHandleForReading.readDataToEndOfFile()
                group.leave()
            }
        }
        process.waitUntilExit()
        group.wait()
        return Result(status: process.terminationStatus,
                      stdout: String(decoding: stdout.data, as: UTF8.self),
                      stderr: String(decoding: stderr.data, as: UTF8.self))
    }
}

final class ResultBox: @unchecked Sendable {
    var data = Data()
}

let seedFolder: String? = {
    let folder = KBProcess.root + "/../shared/seeds"
    return FileManager.default.fileExists(atPath: folder) ? URL(fileURLWithPath: folder).standardizedFileURL.path : nil
}()
