import LayoutEngine
import SnippetRunner

/// An example as `kb run --json` prints it: the layout JSON, with the snippet it comes from
/// and, for a fragment, what the text output says about it: the example it edits, the
/// edit in words and the frames the edit changed.
enum ExampleJSON {
    static func document(_ example: Example) -> String? {
        guard let layout = example.outcome.layout else { return nil }
        var fields: [(key: String, json: String)] = []
        if let reference = example.reference { fields.append(("snippet", LayoutJSON.string(reference))) }
        if let edit = example.outcome.edit {
            let edited = example.editsReference.map(LayoutJSON.string) ?? "null"
            fields.append(("edits", "{\n    \"snippet\": \(edited),\n"
                + "    \"edit\": \(LayoutJSON.string(edit.description)),\n"
                + "    \"changed\": \(LayoutJSON.changes(edit.changes, indent: "    "))\n  }"))
        }
        return LayoutJSON.encode(layout, fields: fields)
    }
}
