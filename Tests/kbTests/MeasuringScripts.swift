/// The scripts the README names for measuring a folder of labelled notes, run on one of the
/// corpora in Tests/Fixtures with the built kb.
enum MeasuringScripts {
    static func corpusFigures(_ corpus: String) -> KBProcess.Result {
        KBProcess().shell("python3 Scripts/corpus-figures.py Tests/Fixtures/\(corpus) --kb '\(KBProcess.binary)'")
    }

    static func exampleFigures(_ corpus: String, labels: String? = nil) -> KBProcess.Result {
        KBProcess().shell("python3 Scripts/example-figures.py Tests/Fixtures/\(corpus) --kb '\(KBProcess.binary)'"
            + (labels.map { " --labels Tests/Fixtures/\(corpus)/\($0)" } ?? ""))
    }
}
