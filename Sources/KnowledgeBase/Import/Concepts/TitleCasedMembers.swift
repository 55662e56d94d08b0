/// `## Searchable` over code that calls `.searchable(text:)`: a heading capitalises its first
/// letter, as every title does, so a modifier's name heads its section in title case. The code
/// under it says how Swift writes the name, which is the term.
enum TitleCasedMembers {
    /// `name` with its first letter in lower case when `code` calls it as a member
    /// (`.searchable(`, `.searchable {`), or nil: a capitalised word the code writes only in
    /// lower case elsewhere (`Group` over `let group = …`) names no modifier.
    static func member(_ name: String, in code: String) -> String? {
        guard let first = name.first, first.isUppercase, name.count >= 4 else { return nil }
        let member = first.lowercased() + name.dropFirst()
        let called = ["(", " {", "{"].contains { code.containsBytes("." + member + $0) }
        return called ? member : nil
    }
}
