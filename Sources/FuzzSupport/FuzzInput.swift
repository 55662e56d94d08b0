import Foundation

/// One input a fuzz target is given: libFuzzer's bytes, or a file's when a corpus or a
/// crash is replayed with the target built as an ordinary executable.
public enum FuzzInput {
    /// The bytes libFuzzer hands `LLVMFuzzerTestOneInput`.
    public static func bytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
        guard let data, size > 0 else { return [] }
        return Array(UnsafeBufferPointer(start: data, count: size))
    }

    /// Runs `test` on every file named on the command line (folders: every file in them),
    /// as libFuzzer would on a corpus; exits 0 when every input held.
    public static func replay(_ arguments: [String], test: ([UInt8]) -> Void) {
        var files: [String] = []
        for argument in arguments {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: argument, isDirectory: &isFolder) else {
                FileHandle.standardError.write(Data("no such file: \(argument)\n".utf8))
                exit(2)
            }
            if isFolder.boolValue {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: argument)) ?? []
                files += names.sorted().map { (argument as NSString).appendingPathComponent($0) }
            } else {
                files.append(argument)
            }
        }
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else { continue }
            test(Array(data))
        }
        print("\(files.count) inputs held")
    }

    /// Stops the run as a crash libFuzzer records, with what broke.
    public static func violated(_ invariant: String) -> Never {
        FileHandle.standardError.write(Data("invariant broken: \(invariant)\n".utf8))
        abort()
    }
}

/// A scratch folder of the fuzz run's own, in memory where the machine has /dev/shm,
/// removed when the run exits (libFuzzer ends a timed run with `exit`).
public enum FuzzFolder {
    nonisolated(unsafe) static var made: [String] = []

    public static func make(_ name: String) -> String {
        let base = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
        // The process id alone can name a folder a crashed run left behind.
        let folder = "\(base)/kb-fuzz-\(name)-\(getpid())-\(UInt32.random(in: 0 ... .max))"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        if made.isEmpty { atexit { FuzzFolder.made.forEach { try? FileManager.default.removeItem(atPath: $0) } } }
        made.append(folder)
        return folder
    }
}
