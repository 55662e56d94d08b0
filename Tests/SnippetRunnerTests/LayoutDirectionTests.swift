import LayoutEngine
import Testing
@testable import SnippetRunner

/// `.environment(\.layoutDirection, .rightToLeft)`. Source: Apple's `LayoutDirection`
/// documentation, "SwiftUI horizontally flips the x position of each view within its
/// parent, so layout calculations automatically produce the desired effect for both modes";
/// leading is then the right edge (`TextAlignment.leading`, "Aligns the leading edge").
@Suite struct LayoutDirectionTests {
    func nodes(_ source: String) throws -> [FrameNode] {
        let outcome = SnippetRunner().run(source, canvas: Canvas(width: 400, height: 300))
        return try #require(outcome.layout, "\(outcome.status)").root.flattened().map(\.node)
    }

    func frame(_ nodes: [FrameNode], _ label: String) throws -> Rect {
        try #require(nodes.first { $0.label == label }).frame
    }

    /// A stack's first view is at its right end: 50 + 10 + 30 + 10 + 20 = 120 points,
    /// centred from 140 to 260 either way.
    @Test func aStackRunsFromTheRight() throws {
        let source = """
            HStack(spacing: 10) {
                Color.red.frame(width: 50, height: 20)
                Color.green.frame(width: 30, height: 20)
                Color.blue.frame(width: 20, height: 20)
            }
            """
        let leftToRight = try nodes(source)
        #expect(try frame(leftToRight, "red") == Rect(x: 140, y: 140, width: 50, height: 20))
        #expect(try frame(leftToRight, "blue") == Rect(x: 240, y: 140, width: 20, height: 20))
        let rightToLeft = try nodes(source + "\n.environment(\\.layoutDirection, .rightToLeft)")
        #expect(try frame(rightToLeft, "red") == Rect(x: 210, y: 140, width: 50, height: 20))
        #expect(try frame(rightToLeft, "green") == Rect(x: 170, y: 140, width: 30, height: 20))
        #expect(try frame(rightToLeft, "blue") == Rect(x: 140, y: 140, width: 20, height: 20))
    }

    /// Leading alignment and leading padding are on the right.
    @Test func leadingIsTheRightEdge() throws {
        let stack = try nodes("""
            VStack(alignment: .leading) {
                Color.red.frame(width: 100, height: 10)
                Color.blue.frame(width: 40, height: 10)
            }
            .environment(\\.layoutDirection, .rightToLeft)
            """)
        #expect(try frame(stack, "red") == Rect(x: 150, y: 136, width: 100, height: 10))
        #expect(try frame(stack, "blue") == Rect(x: 210, y: 154, width: 40, height: 10))
        let padded = try nodes("""
            Color.red.frame(width: 100, height: 20)
                .padding(.leading, 30)
                .environment(\\.layoutDirection, .rightToLeft)
            """)
        #expect(try frame(padded, "red") == Rect(x: 135, y: 140, width: 100, height: 20))
        #expect(padded.first { $0.type == "padding" }?.frame == Rect(x: 135, y: 140, width: 130, height: 20))
    }

    /// A view inside that turns the direction back lays out its own content left to right,
    /// in the place the outer direction gives it.
    @Test func aViewCanTurnTheDirectionBack() throws {
        let nested = try nodes("""
            HStack(spacing: 0) {
                Color.red.frame(width: 50, height: 20)
                HStack(spacing: 0) {
                    Color.green.frame(width: 10, height: 20)
                    Color.blue.frame(width: 20, height: 20)
                }
                .environment(\\.layoutDirection, .leftToRight)
            }
            .environment(\\.layoutDirection, .rightToLeft)
            """)
        #expect(try frame(nested, "red") == Rect(x: 190, y: 140, width: 50, height: 20))
        #expect(try frame(nested, "green") == Rect(x: 160, y: 140, width: 10, height: 20))
        #expect(try frame(nested, "blue") == Rect(x: 170, y: 140, width: 20, height: 20))
    }

    /// A Text's lines line up on the right, as `.multilineTextAlignment(.trailing)` would
    /// have them in a left-to-right layout; `.trailing` lines up on the left.
    @Test func linesOfTextLineUpOnTheLeadingSide() throws {
        let text = "A line long enough to wrap onto a second line"
        let leading = try nodes("Text(\"\(text)\").frame(width: 150).environment(\\.layoutDirection, .rightToLeft)")
        #expect(leading.first { $0.type == "Text" }?.textAlignment == .trailing)
        let trailing = try nodes("""
            Text("\(text)").multilineTextAlignment(.trailing).frame(width: 150)
                .environment(\\.layoutDirection, .rightToLeft)
            """)
        #expect(trailing.first { $0.type == "Text" }?.textAlignment == .leading)
    }

    /// The environment keys that have a modifier of the same name set what it sets.
    @Test func anEnvironmentKeyWithAModifierOfItsNameSetsWhatItSets() throws {
        let byKey = try nodes("Text(\"Hello\").environment(\\.font, .largeTitle)")
        let byModifier = try nodes("Text(\"Hello\").font(.largeTitle)")
        let body = try nodes("Text(\"Hello\")")
        #expect(byKey.first { $0.type == "Text" }?.fontSize == 34)
        #expect(byKey.first { $0.type == "Text" }?.frame == byModifier.first { $0.type == "Text" }?.frame)
        #expect(body.first { $0.type == "Text" }?.fontSize == 17)
        let limited = try nodes("""
            Text("A line long enough to wrap onto a second line").frame(width: 150)
                .environment(\\.lineLimit, 1)
            """)
        #expect(limited.first { $0.type == "Text" }?.lines?.count == 1)
    }
}
