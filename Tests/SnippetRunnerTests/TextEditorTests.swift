import LayoutEngine
import Testing
@testable import SnippetRunner

/// A `TextEditor` is "multiline, scrollable text" (Apple's documentation of TextEditor), sized as
/// a vertical ScrollView, where kb drew an undefined type's placeholder. On a 400 × 300 canvas.
@Suite struct TextEditorTests {
    /// The editor takes the height the text below leaves it (300 - 20.333 - 6.333, the gap a
    /// VStack leaves above a Text: `TextSpacing`), its text at the top leading corner.
    @Test func aTextEditorTakesTheSpaceAScrollViewTakes() {
        let outcome = runOn400By300("""
            struct ContentView: View {
                @State private var memo = "Hello"
                var body: some View {
                    VStack {
                        TextEditor(text: $memo)
                        Text("Below")
                    }
                }
            }
            """)
        #expect(outcome.status == .runnable)
        #expect(outcome.frameTexts("ScrollView") == ["0 0 400 273.333"])
        #expect(outcome.frameTexts("Text", "Hello") == ["0 0 41 20.333"])
    }
}
