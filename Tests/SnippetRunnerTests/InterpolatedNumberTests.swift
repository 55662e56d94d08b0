import LayoutEngine
import Testing
@testable import SnippetRunner

/// How numbers read in a string literal's `\(…)`, which sets a Text's width: a Text's
/// literal is a LocalizedStringKey, which formats a Double or CGFloat with `%lf` (six
/// digits after the point) and an Int with `%lld`, or with the `specifier:` the note gives;
/// a plain String shows a Double as Swift prints it. Sources: Apple's documentation of
/// `LocalizedStringKey.StringInterpolation.appendInterpolation(_:)` and
/// `appendInterpolation(_:specifier:)`, and SwiftUI's interface as OpenSwiftUI restates it
/// (`Double._specifier` is `"%lf"`); see InterpolatedNumbers.swift.
@Suite struct InterpolatedNumberTests {
    /// The labels of the Texts a snippet lays out, in drawing order.
    func texts(_ source: String) -> [String] {
        let outcome = runOn400By300(source)
        return (outcome.layout?.root.flattened().map(\.node) ?? []).filter { $0.type == "Text" }.compactMap(\.label)
    }

    @Test func aTextShowsADoubleWithSixDigitsAndAnIntAsItIs() {
        #expect(texts("""
            struct SliderView: View {
                @State private var speed = 50.0
                @State private var ratio: CGFloat = 1
                @State private var count = 3
                var body: some View {
                    VStack {
                        Text("\\(speed)")
                        Text("\\(self.ratio)")
                        Text("\\(count)")
                        Text("\\(speed * 2) of \\(count + 1)")
                    }
                }
            }
            """) == ["50.000000", "1.000000", "3", "100.000000 of 4"])
    }

    @Test func aSpecifierFormatsTheNumber() {
        #expect(texts("""
            struct TipView: View {
                @State private var total = 21.5
                var body: some View {
                    VStack {
                        Text("$\\(total, specifier: "%.2f")")
                        Text("\\(total, specifier: "%.0f")%")
                        Text("\\(total, specifier: "%d") items")
                    }
                }
            }
            """) == ["$21.50", "22%", "21 items"])
    }

    @Test func aPlainStringShowsADoubleAsSwiftPrintsIt() {
        #expect(texts("""
            let speed = 50.0
            let label = "Speed \\(speed)"
            Text(label)
            """) == ["Speed 50.0"])
    }

    @Test func aFractionIsFloatingWhateverItsDeclaration() {
        #expect(texts("""
            struct Half: View {
                var half: Double { 1 / 2 }
                var body: some View { Text("\\(half)") }
            }
            """) == ["0.500000"])
    }

    @Test func aGeometryReadersSizeIsACGFloat() {
        #expect(texts("""
            GeometryReader { proxy in
                Text("\\(proxy.size.width)")
            }
            """) == ["400.000000"])
    }

    /// The six digits make the Text as wide as SwiftUI draws it.
    @Test func theDigitsWidenTheText() throws {
        let double = try #require(runOn400By300("Text(\"\\(50.0)\")").layout?.root.flattened().first { $0.node.type == "Text" })
        let int = try #require(runOn400By300("Text(\"\\(50)\")").layout?.root.flattened().first { $0.node.type == "Text" })
        #expect(double.node.label == "50.000000")
        #expect(int.node.label == "50")
        #expect(double.node.frame.width > int.node.frame.width * 3)
    }

    @Test func onlyOneNumbersFormatIsTakenFromASpecifier() {
        #expect(InterpolatedNumbers.formatted(50, specifier: "%5.1f") == " 50.0")
        #expect(InterpolatedNumbers.formatted(2.7, specifier: "%d") == "2")
        #expect(InterpolatedNumbers.formatted(0.25, specifier: "%.0f%%") == "0%")
        #expect(InterpolatedNumbers.formatted(50, specifier: "%@") == nil)
        #expect(InterpolatedNumbers.formatted(50, specifier: "%s") == nil)
        #expect(InterpolatedNumbers.formatted(50, specifier: "%d %d") == nil)
        #expect(InterpolatedNumbers.formatted(50, specifier: "plain") == nil)
    }
}
