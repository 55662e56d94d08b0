import Foundation
import Testing

/// The scripts the README names for measuring a folder of labelled notes, run on one of the
/// corpora in Tests/Fixtures with the built kb.
enum MeasuringScripts {
    /// The corpus's folder when it is there with its labels, else nil (its tests skip).
    static func folder(_ corpus: String) -> String? {
        let folder = KBProcess.root + "/Tests/Fixtures/" + corpus
        return FileManager.default.fileExists(atPath: folder + "/queries.tsv") ? folder : nil
    }

    static func corpusFigures(_ corpus: String) -> KBProcess.Result {
        KBProcess().shell("python3 Scripts/corpus-figures.py Tests/Fixtures/\(corpus) --kb '\(KBProcess.binary)'")
    }

    static func exampleFigures(_ corpus: String, labels: String? = nil) -> KBProcess.Result {
        KBProcess().shell("python3 Scripts/example-figures.py Tests/Fixtures/\(corpus) --kb '\(KBProcess.binary)'"
            + (labels.map { " --labels Tests/Fixtures/\(corpus)/\($0)" } ?? ""))
    }

    /// The lines of `corpusFigures` of `corpus` are `lines`: its concept cards, then its
    /// queries.
    static func expectCorpusFigures(_ corpus: String, _ lines: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        let figures = corpusFigures(corpus)
        #expect(figures.status == 0, "\(figures.stderr)", sourceLocation: sourceLocation)
        #expect(figures.stdout.split(separator: "\n").map(String.init) == lines, sourceLocation: sourceLocation)
    }

    /// The lines of `exampleFigures` of `corpus` hold `line` ("run: 22 of 23 snippets with
    /// view code (96%)").
    static func expectSnippetsRun(_ corpus: String, _ line: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let result = exampleFigures(corpus)
        #expect(result.status == 0, "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stdout.split(separator: "\n").contains(Substring(line)), "\(result.stdout)", sourceLocation: sourceLocation)
    }
}
