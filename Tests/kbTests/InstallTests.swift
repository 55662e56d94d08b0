import Foundation
import Testing

/// What `make install` puts where a shell finds it: kb, its man page, and completion
/// scripts that complete files, devices and the knowledge base's chapters.
@Suite struct InstallTests {
    static let manual = KBProcess.root + "/.build/plugins/GenerateManual/outputs/kb/kb.1"

    @Test(.enabled(if: FileManager.default.fileExists(atPath: manual), "no man page: 'make test' generates it first"))
    func installPutsKBItsManPageAndCompletionsUnderThePrefix() throws {
        let kb = KBProcess()
        defer { kb.remove() }
        let prefix = kb.folder + "/prefix"
        let install = kb.shell("Scripts/install.sh --prefix '\(prefix)' --kb '\(KBProcess.binary)' --engine '\(KBProcess.engine)' --manual '\(Self.manual)'")
        #expect(install.status == 0, "\(install.stderr)")
        #expect(install.stdout == "installed kb, its man page and bash, zsh and fish completions under \(prefix)\n")
        #expect(kb.shell("'\(prefix)/bin/kb' --version").stdout == "0.1.0\n")
        // The engine sits in libexec, out of PATH, and the installed kb finds it there.
        #expect(FileManager.default.isExecutableFile(atPath: prefix + "/libexec/kb/kb-engine"))
        #expect(!FileManager.default.fileExists(atPath: prefix + "/bin/kb-engine"))
        #expect(kb.shell("KB_DB='\(kb.database)' '\(prefix)/bin/kb' import --quiet && KB_DB='\(kb.database)' '\(prefix)/bin/kb' stats --json").status == 0)
        for file in ["share/bash-completion/completions/kb", "share/zsh/site-functions/_kb",
                     "share/fish/vendor_completions.d/kb.fish"] {
            #expect(FileManager.default.fileExists(atPath: prefix + "/" + file), "\(file)")
        }
        // man reads the installed page: every command and the global options are in it.
        let page = kb.shell("MANPATH='\(prefix)/share/man' MANWIDTH=100 man kb 2>/dev/null | col -b")
        #expect(page.status == 0)
        for word in ["import", "search", "chapters", "show", "run", "check", "quiz", "stats", "--no-pager", "--db"] {
            #expect(page.stdout.contains(word), "\(word)")
        }
        #expect(kb.shell("Scripts/install.sh --prefix '\(prefix)' --kb /no/kb --engine '\(KBProcess.engine)' --manual x").status == 2)
        #expect(kb.shell("Scripts/install.sh --prefix '\(prefix)' --kb '\(KBProcess.binary)' --engine /no/kb-engine --manual x").status == 2)
    }

    @Test func completionScriptsAreValidInTheirShells() throws {
        let kb = KBProcess()
        defer { kb.remove() }
        for (shell, check) in [("bash", "bash -n"), ("zsh", "zsh -n"), ("fish", "fish --no-execute")] {
            let script = kb.folder + "/kb." + shell
            let generated = kb.run(["--generate-completion-script", shell])
            #expect(generated.status == 0)
            try generated.stdout.write(toFile: script, atomically: true, encoding: .utf8)
            let program = check.split(separator: " ")[0]
            guard FileManager.default.isExecutableFile(atPath: "/usr/bin/\(program)") else { continue }
            let result = kb.shell("\(check) '\(script)'")
            #expect(result.status == 0, "\(shell): \(result.stderr)")
        }
    }

    @Test(.enabled(if: Tmux.isAvailable, "tmux is not installed ('make test' installs it)"))
    func bashCompletesChaptersDevicesAndFiles() throws {
        let kb = KBProcess()
        defer { kb.remove() }
        kb.run(["import"])
        try kb.run(["--generate-completion-script", "bash"]).stdout.write(toFile: kb.folder + "/kb.bash", atomically: true, encoding: .utf8)
        let shell = Tmux(kb, columns: 120, rows: 20)
        shell.run("source kb.bash; clear")
        shell.type("kb show 2.", then: "Tab", "Tab")
        #expect(shell.waitFor("2.1"), "\(shell.screen)")
        #expect(shell.screen.contains("2.4"))
        shell.type("", then: "C-u")
        shell.type("kb run --device iphone-15", then: "Tab")
        #expect(shell.waitFor("kb run --device iphone-15-pro"), "\(shell.screen)")
        shell.type("", then: "C-u")
        shell.type("kb import kb.ba", then: "Tab")
        #expect(shell.waitFor("kb import kb.bash"), "\(shell.screen)")
        shell.type("", then: "C-u")
    }
}
