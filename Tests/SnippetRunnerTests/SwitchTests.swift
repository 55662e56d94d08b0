import LayoutEngine
import Testing
@testable import SnippetRunner

/// `switch` as the notes write it (a view builder picking a view by an enum's case, a
/// function's statements, a value), and `UIScreen.main.bounds`, on a 400 × 300 canvas where
/// the root view is centred.
@Suite struct SwitchTests {
    func run(_ source: String) throws -> (ExampleOutcome, [FrameNode]) {
        let outcome = SnippetRunner().run(source, canvas: Canvas(width: 400, height: 300))
        return (outcome, try #require(outcome.layout).root.flattened().map(\.node))
    }

    func colors(_ nodes: [FrameNode]) -> [String: Rect] {
        Dictionary(nodes.filter { $0.type == "Color" }.map { ($0.label ?? "", $0.frame) }) { first, _ in first }
    }

    /// A computed view whose body switches over an enum (Swift 5.3's `ViewBuilder` takes
    /// `switch`, SE-0289 "Result builders": `buildEither` for each case): the case the
    /// value names is drawn, and only it.
    @Test func aViewBuilderDrawsTheCaseTheValueNames() throws {
        let (outcome, nodes) = try run("""
            struct Badge: View {
                enum Kind { case small, large, none }
                let kind: Kind
                var body: some View {
                    switch kind {
                    case .small:
                        Color.red.frame(width: 10, height: 10)
                    case .large:
                        Color.blue.frame(width: 40, height: 40)
                    default:
                        EmptyView()
                    }
                }
            }
            HStack(spacing: 0) {
                Badge(kind: .large)
                Badge(kind: .small)
            }
            """)
        #expect(outcome.status == .runnable)
        // 40 + 10 = 50 wide, from (400 - 50) / 2 = 175; each centred in the row's 40.
        #expect(colors(nodes) == ["blue": Rect(x: 175, y: 130, width: 40, height: 40),
                                  "red": Rect(x: 215, y: 145, width: 10, height: 10)])
    }

    /// A `switch` in a function, over numbers with a range and a `let`, and as a value.
    @Test func aSwitchInAFunctionAndAsAValue() throws {
        let (outcome, nodes) = try run("""
            func width(for level: Int) -> CGFloat {
                switch level {
                case 0: return 10
                case 1..<3: return 20
                case let other: return CGFloat(other) * 10
                }
            }
            let height: CGFloat = switch 2 { case 2: 30 default: 0 }
            HStack(spacing: 0) {
                Color.red.frame(width: width(for: 0), height: height)
                Color.green.frame(width: width(for: 2), height: height)
                Color.blue.frame(width: width(for: 4), height: height)
            }
            """)
        #expect(outcome.status == .runnable)
        // 10 + 20 + 40 = 70 wide, from (400 - 70) / 2 = 165; 30 high, from 135.
        #expect(colors(nodes) == ["red": Rect(x: 165, y: 135, width: 10, height: 30),
                                  "green": Rect(x: 175, y: 135, width: 20, height: 30),
                                  "blue": Rect(x: 195, y: 135, width: 40, height: 30)])
    }

    /// `UIScreen.main.bounds.height / 2`: the screen is the canvas (UIKit's `UIScreen.bounds`,
    /// "the bounding rectangle of the screen, measured in points").
    @Test func theScreensBoundsAreTheCanvas() throws {
        let (outcome, nodes) = try run("""
            Color.red.frame(width: UIScreen.main.bounds.width / 4, height: UIScreen.main.bounds.height / 2)
            """)
        #expect(outcome.status == .runnable)
        #expect(colors(nodes) == ["red": Rect(x: 150, y: 75, width: 100, height: 150)])
    }
}
