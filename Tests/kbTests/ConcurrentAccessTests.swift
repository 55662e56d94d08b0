import Foundation
import Testing

/// Readers never wait for a writer; two writers wait for each other and say so; a
/// read-only database can be read.
@Suite struct ConcurrentAccessTests {
    @Test func readersAnswerAtOnceDuringAnImportAndASecondWriterWaitsSayingSo() throws {
        let kb = KBProcess()
        defer { kb.remove() }
        #expect(kb.run(["import"]).status == 0)
        let before = kb.run(["stats"]).stdout
        let folder = kb.folder + "/more"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "# New\n\n`Divider`는 선이다.\n".write(toFile: folder + "/new.md", atomically: true, encoding: .utf8)
        let writer = try kb.importHeldOpen(folder, seconds: 8)
        // The import holds its write transaction for 8 more seconds (a loaded machine starts a debug kb slowly); each reader answers
        // with what was committed before it, long before that (a reader that waited would
        // fail after SQLite's busy timeout or answer only after the commit).
        let started = Date()
        #expect(kb.run(["stats"]).stdout == before)
        #expect(kb.run(["search", "Spacer", "--limit", "1"]).status == 0)
        #expect(kb.run(["search", "Divider"]).status == 1)
        #expect(kb.run(["show", "2.3"]).status == 0)
        #expect(kb.run(["chapters"]).status == 0)
        let readersTook = Date().timeIntervalSince(started)
        #expect(writer.isRunning, "the readers took \(readersTook) s, past the import's commit")
        // A second writer waits for the first, says so, and then does its work.
        let second = kb.run(["import", folder])
        writer.waitUntilExit()
        #expect(writer.terminationStatus == 0)
        #expect(second.status == 0)
        #expect(second.stderr == "kb: waiting for another kb that is writing \(kb.database)…\n")
        #expect(kb.run(["search", "Divider"]).status == 0)
    }

    /// A database a user can read but not write: kb run as `nobody` on files owned by root.
    @Test(.enabled(if: getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"),
                   "needs root and setpriv to run kb as another user"))
    func aReadOnlyDatabaseCanBeSearchedButNotWritten() throws {
        let kb = KBProcess()
        defer { kb.remove() }
        #expect(kb.run(["import"]).status == 0)
        let manager = FileManager.default
        // The folder and file are readable by all, writable by root only; every folder up
        // to the binary must be enterable by nobody.
        try manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: kb.folder)
        try manager.setAttributes([.posixPermissions: 0o644], ofItemAtPath: kb.database)
        for suffix in ["-wal", "-shm"] where manager.fileExists(atPath: kb.database + suffix) {
            try manager.setAttributes([.posixPermissions: 0o644], ofItemAtPath: kb.database + suffix)
        }
        let asNobody = "setpriv --reuid=65534 --regid=65534 --clear-groups"
        let search = kb.shell("\(asNobody) '\(KBProcess.binary)' search Spacer --limit 1")
        #expect(search.status == 0, "\(search.stderr)")
        #expect(search.stdout == kb.run(["search", "Spacer", "--limit", "1"]).stdout)
        #expect(search.stdout.contains("Spacer"))
        #expect(kb.shell("\(asNobody) '\(KBProcess.binary)' stats").status == 0)
        let write = kb.shell("\(asNobody) '\(KBProcess.binary)' import")
        #expect(write.status == 2)
        #expect(write.stderr == "kb: cannot write the knowledge base \(kb.database): the file is read-only; kb can still search and show it\n")
        let quiz = kb.shell("echo q | \(asNobody) '\(KBProcess.binary)' quiz")
        #expect(quiz.status == 2)
        #expect(kb.run(["stats"]).status == 0)
        // In a read-only folder SQLite cannot make the WAL index beside the file: kb reads
        // the file as immutable.
        try manager.setAttributes([.posixPermissions: 0o555], ofItemAtPath: kb.folder)
        defer { try? manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: kb.folder) }
        let inFolder = kb.shell("\(asNobody) '\(KBProcess.binary)' search Spacer --limit 1")
        #expect(inFolder.status == 0, "\(inFolder.stderr)")
        #expect(inFolder.stdout == search.stdout)
    }

    /// A database an older kb wrote, in a place this user cannot write: kb cannot upgrade
    /// it, and so cannot read it either; it says so rather than promising a search.
    @Test(.enabled(if: getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"),
                   "needs root and setpriv to run kb as another user"))
    func anOlderDatabaseThatCannotBeWrittenSaysItCannotBeUpgraded() throws {
        let kb = KBProcess()
        defer { kb.remove() }
        #expect(kb.run(["import", "--quiet"]).status == 0)
        // What an older kb leaves: the version number is all kb reads before upgrading.
        #expect(kb.shell("sqlite3 '\(kb.database)' 'PRAGMA wal_checkpoint(TRUNCATE); PRAGMA user_version = 4;'").status == 0)
        let manager = FileManager.default
        try manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: kb.folder)
        try manager.setAttributes([.posixPermissions: 0o644], ofItemAtPath: kb.database)
        let asNobody = "setpriv --reuid=65534 --regid=65534 --clear-groups"
        for command in ["search Spacer", "stats", "import"] {
            let result = kb.shell("\(asNobody) '\(KBProcess.binary)' \(command)")
            #expect(result.status == 2, "\(command)")
            #expect(result.stderr == "kb: cannot open the knowledge base \(kb.database): an older kb wrote it and the file is read-only, so it cannot be upgraded\n", "\(command)")
        }
        // Nothing was written.
        #expect(kb.shell("sqlite3 '\(kb.database)' 'PRAGMA user_version'").stdout == "4\n")
    }
}
