/// Swift code under another language's fence. Notion labels a code block JavaScript until
/// its writer picks a language, so notes written there and exported carry ```javascript or
/// ```jsx over SwiftUI views; other editors label a block plain text. Such a block is read as
/// Swift when its code says so in a way no JavaScript, JSX or prose does: a view's `some
/// View` body, a type that conforms to `View` or `App`, `import SwiftUI`, or a SwiftUI stack
/// opened with its trailing closure (`VStack {`), with none of the words that only
/// JavaScript writes.
enum MislabelledFences {
    /// The labels editors give a block whose language they do not know, or give by default.
    static let defaultLabels: Set<String> = ["javascript", "js", "jsx", "typescript", "ts", "text", "plain", "plaintext",
                                             "plain_text", "txt"]

    static let swiftUIMarks = ["some View", "some Scene", ": View {", ": App {", "import SwiftUI", "VStack {", "HStack {",
                               "ZStack {", "NavigationView {", "NavigationStack {", "ScrollView {", "List {", "Form {"]

    static let javaScriptWords = ["function ", "function(", "const ", "=>", "console.", "export ", "require(", "document.",
                                  "</", "/>"]

    /// Whether `source`, labelled `language`, is SwiftUI code all the same.
    static func isSwift(_ source: String, labelled language: String) -> Bool {
        defaultLabels.contains(language) && swiftUIMarks.contains(where: source.containsBytes)
            && !javaScriptWords.contains(where: source.containsBytes)
    }
}
