import LayoutEngine
import Testing
@testable import SnippetRunner

/// SwiftUI under an editor's default label (Notion's ```javascript, ```jsx, a plain-text
/// block) runs as Swift; JavaScript, and Swift under a label a writer chose (`bash`), do not.
@Suite struct MislabelledFenceTests {
    let view = """
        struct Greeting: View {
            var body: some View {
                VStack {
                    Text("Hello")
                    Text("World")
                }
            }
        }
        """

    @Test func swiftUIUnderJavaScriptsLabelRuns() {
        #expect(MislabelledFences.isSwift(view, labelled: "javascript"))
        #expect(MislabelledFences.isSwift("NavigationView {\n    List {\n        Text(\"Row\")\n    }\n}", labelled: "jsx"))
        let outcome = SnippetRunner().run(view, language: "javascript", canvas: Canvas(width: 200, height: 200))
        #expect(outcome.status == .runnable)
        let texts = outcome.layout?.root.flattened().map(\.node).filter { $0.type == "Text" } ?? []
        #expect(texts.map(\.lines) == [["Hello"], ["World"]])
    }

    @Test func javaScriptAndChosenLabelsStayUnrun() {
        #expect(!MislabelledFences.isSwift("const App = () => {\n  return VStack {\n}\n}", labelled: "javascript"))
        #expect(!MislabelledFences.isSwift("function App() {\n  return <VStack>{items}</VStack>\n}", labelled: "jsx"))
        #expect(!MislabelledFences.isSwift("let x = 1", labelled: "javascript"))
        #expect(!MislabelledFences.isSwift(view, labelled: "bash"))
        #expect(SnippetRunner().run(view, language: "kotlin").status == .notALayoutExample("kotlin code"))
    }
}
