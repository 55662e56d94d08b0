import LayoutEngine
import Testing
@testable import SnippetRunner

/// A chapter's snippets leave no reference cycle behind once its runner is gone: the
/// memory a `kb import` of many notes used for one chapter is free for the next.
@Suite struct SnippetMemoryTests {
    @Test func aClosureOverSelfInAFieldIsFreedWithItsChapter() {
        weak var scope: AnyObject?
        weak var instance: AnyObject?
        do {
            let runner = SnippetRunner()
            let outcome = runner.run("""
                struct Card: View {
                    var action = { print("tap") }
                    var body: some View { Text("Card") }
                }
                """, canvas: Canvas(width: 400, height: 300))
            #expect(outcome.status == .runnable)
            // The field's closure captured the scope its initial value ran in, whose `self`
            // is the struct holding the closure: only that cycle keeps them.
            let captured = runner.captures.living.first { $0.selfInstance?.type.name == "Card" }
            scope = captured
            instance = captured?.selfInstance
            #expect(scope != nil && instance != nil)
        }
        #expect(scope == nil)
        #expect(instance == nil)
    }

    @Test func aClosureStoredInTheScopeItCapturedIsFreedWithItsChapter() {
        weak var scope: AnyObject?
        do {
            let runner = SnippetRunner()
            let outcome = runner.run("""
                struct Greeting: View {
                    var body: some View {
                        let greet = { Text("hi") }
                        return greet()
                    }
                }
                """, canvas: Canvas(width: 400, height: 300))
            #expect(outcome.status == .runnable)
            #expect(outcome.layout?.root.label == "hi")
            scope = runner.captures.living.first { $0.reference("greet") != nil }
            #expect(scope != nil)
        }
        #expect(scope == nil)
    }
}
