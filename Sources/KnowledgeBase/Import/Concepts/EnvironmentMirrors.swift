/// `@Environment(\.modelContext) private var modelContext`, `@Environment(\.editMode) var
/// editMode`: code reads an environment value into a property named as the value is, so
/// the name it declares is SwiftUI's (the key path's), not one the tutorial makes up, and
/// the prose that explains `modelContext` or `editMode` explains the API. A property named
/// otherwise (`@Environment(\.dismiss) private var onTapPop`) is the tutorial's own.
extension LearnerTerms {
    /// The lowercased names `code` declares as the environment values they read.
    static func environmentMirrors(in code: String) -> Set<String> {
        guard code.containsBytes("@Environment(\\.") else { return [] }
        var names = Set<String>()
        for piece in code.components(separatedBy: "@Environment(\\.").dropFirst() {
            let key = piece.prefix { $0.isASCII && ($0.isLetter || $0.isNumber) }
            guard !key.isEmpty, piece.dropFirst(key.count).hasPrefix(")") else { continue }
            // (`) private var modelContext`, `) var editMode: EditMode`: the property's name.)
            let words = piece.dropFirst(key.count + 1).prefix { $0 != "\n" }.split(separator: " ")
            guard let keyword = words.firstIndex(where: { $0 == "var" || $0 == "let" }), keyword + 1 < words.count,
                  words[keyword + 1].prefix(while: { $0.isLetter || $0.isNumber }) == key else { continue }
            names.insert(key.lowercased())
        }
        return names
    }
}
