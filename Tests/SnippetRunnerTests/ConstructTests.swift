import LayoutEngine
import Testing
@testable import SnippetRunner

/// One construct of the notes' SwiftUI subset per test, each run to exact frames on a
/// 400 × 300 canvas, where the root view is centred.
@Suite struct ConstructTests {
    func run(_ source: String) throws -> (ExampleOutcome, [FrameNode]) {
        let outcome = SnippetRunner().run(source, canvas: Canvas(width: 400, height: 300))
        return (outcome, try #require(outcome.layout).root.flattened().map(\.node))
    }

    func frames(_ nodes: [FrameNode], _ label: String) -> [Rect] {
        nodes.filter { $0.label == label && $0.type == "Color" }.map(\.frame)
    }

    @Test func forEachRunsOverArraysClosedAndHalfOpenRanges() throws {
        let (outcome, nodes) = try run("""
            let widths: [CGFloat] = [10, 20, 30]
            HStack(spacing: 0) {
                ForEach(widths, id: \\.self) { width in
                    Color.red.frame(width: width, height: 10)
                }
                ForEach(1...2, id: \\.self) { step in
                    Color.blue.frame(width: CGFloat(step) * 5, height: 10)
                }
                ForEach(0..<widths.count - 1) { index in
                    Color.green.frame(width: widths[index] / 10, height: 10)
                }
            }
            """)
        #expect(outcome.status == .runnable)
        // 10 + 20 + 30 + 5 + 10 + 1 + 2 = 78 points wide, so the row starts at (400 - 78) / 2.
        #expect(frames(nodes, "red") == [Rect(x: 161, y: 145, width: 10, height: 10), Rect(x: 171, y: 145, width: 20, height: 10),
                                         Rect(x: 191, y: 145, width: 30, height: 10)])
        #expect(frames(nodes, "blue") == [Rect(x: 221, y: 145, width: 5, height: 10), Rect(x: 226, y: 145, width: 10, height: 10)])
        #expect(frames(nodes, "green") == [Rect(x: 236, y: 145, width: 1, height: 10), Rect(x: 237, y: 145, width: 2, height: 10)])
    }

    /// A gesture attached with `.gesture(…)` changes nothing of the layout (Apple's
    /// `gesture(_:including:)`: it attaches a gesture): `DragGesture` and the others, their
    /// handlers and their combinations run as values that draw nothing, with no placeholder
    /// and no warning.
    @Test func aGestureLeavesTheLayoutAsItIs() throws {
        let (outcome, nodes) = try run("""
            struct Pinch: View {
                @State var offset: CGSize = .zero
                @State var scale: CGFloat = 1
                var drag: some Gesture {
                    DragGesture()
                        .onChanged { offset = $0.translation }
                        .onEnded { _ in offset = .zero }
                }
                var body: some View {
                    Color.red.frame(width: 100, height: 50)
                        .gesture(drag)
                        .gesture(SimultaneousGesture(MagnificationGesture().onChanged { scale = $0 }, RotationGesture()))
                        .simultaneousGesture(TapGesture(count: 2).onEnded { scale = 1 })
                        .highPriorityGesture(LongPressGesture())
                }
            }
            """)
        #expect(outcome.status == .runnable)
        #expect(outcome.diagnostics.isEmpty)
        #expect(frames(nodes, "red") == [Rect(x: 150, y: 125, width: 100, height: 50)])
    }

    /// A `GeometryEffect` given to `.modifier(_:)` changes how the view is drawn, not its
    /// frame (Apple's `GeometryEffect`: "changes the visual appearance of a view, largely
    /// without changing its ancestors or descendants"): the frames stay, with a warning that
    /// the transform is not drawn.
    @Test func aGeometryEffectKeepsTheFrames() throws {
        let (outcome, nodes) = try run("""
            struct Skew: GeometryEffect {
                var skew: CGFloat
                func effectValue(size: CGSize) -> ProjectionTransform {
                    ProjectionTransform(CGAffineTransform(a: 1, b: 0, c: skew, d: 1, tx: 0, ty: 0))
                }
            }
            Color.red.frame(width: 100, height: 50).modifier(Skew(skew: 0.3))
            """)
        #expect(outcome.status == .runnable)
        #expect(outcome.diagnostics.map(\.message) == ["Skew is a GeometryEffect: the frames are the view's, its transform is not drawn"])
        #expect(frames(nodes, "red") == [Rect(x: 150, y: 125, width: 100, height: 50)])
    }

    @Test func aCustomShapeTakesWhatItIsOffered() throws {
        let (outcome, nodes) = try run("""
            struct Triangle: Shape {
                func path(in rect: CGRect) -> Path {
                    var path = Path()
                    path.move(to: CGPoint(x: rect.midX, y: rect.minY))
                    path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                    path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                    path.closeSubpath()
                    return path
                }
            }
            VStack(spacing: 0) {
                Triangle().frame(width: 60, height: 40)
                Triangle()
            }
            .frame(width: 100, height: 100)
            """)
        #expect(outcome.status == .runnable)
        // The fixed one sits centred on top; the other takes the 100 × 60 that is left.
        #expect(nodes.filter { $0.type == "Triangle" }.map(\.frame)
                == [Rect(x: 170, y: 100, width: 60, height: 40), Rect(x: 150, y: 140, width: 100, height: 60)])
    }

    @Test func anObservedObjectStartsWithItsPublishedValues() throws {
        let (outcome, nodes) = try run("""
            class Counter: ObservableObject {
                @Published var count = 3
            }
            struct CounterView: View {
                @ObservedObject var counter = Counter()
                var body: some View {
                    HStack(spacing: 2) {
                        ForEach(0..<counter.count, id: \\.self) { _ in
                            Color.orange.frame(width: 10, height: 10)
                        }
                    }
                }
            }
            """)
        #expect(outcome.status == .runnable)
        // Three squares and two gaps: 34 points, from x 183.
        #expect(frames(nodes, "orange").map(\.minX) == [183, 195, 207])
    }

    /// `Button(action: viewModel.fetchUsers)`: a method named without a call is the action,
    /// and the button draws its label.
    @Test func aMethodNamedWithoutACallIsAClosure() throws {
        let (outcome, nodes) = try run("""
            class Loader: ObservableObject {
                @Published var isLoading = false
                func fetch() {}
            }
            struct LoaderView: View {
                @StateObject private var loader = Loader()
                var body: some View {
                    Button(action: loader.fetch) {
                        Color.green.frame(width: 40, height: 20)
                    }
                }
            }
            """)
        #expect(outcome.status == .runnable)
        #expect(frames(nodes, "green") == [Rect(x: 180, y: 140, width: 40, height: 20)])
    }

    /// `$flag.animation()` is the binding itself; `[CGRect]()` an empty array.
    @Test func anAnimatedBindingAndAnEmptyArrayOfAType() throws {
        let (outcome, nodes) = try run("""
            struct FlagView: View {
                @State private var flag = false
                var widths = [Double]()
                var body: some View {
                    VStack {
                        Toggle("Fixed", isOn: $flag.animation())
                        Color.mint.frame(width: 30 + Double(widths.count), height: 10)
                    }
                }
            }
            """)
        #expect(outcome.status == .runnable)
        #expect(frames(nodes, "mint").map(\.width) == [30])
    }

    /// `widths.append(w)` in a loop grows the array stored in the variable.
    @Test func appendGrowsAnArrayVariable() throws {
        let (outcome, nodes) = try run("""
            struct Bars: View {
                func widths() -> [Double] {
                    var result = [Double]()
                    for step in 1...3 {
                        result.append(Double(step) * 10)
                    }
                    result.insert(5, at: 0)
                    result.append(contentsOf: [1, 2])
                    return result
                }
                var body: some View {
                    HStack(spacing: 0) {
                        ForEach(widths(), id: \\.self) { width in
                            Color.teal.frame(width: width, height: 10)
                        }
                    }
                }
            }
            """)
        #expect(outcome.status == .runnable)
        #expect(frames(nodes, "teal").map(\.width) == [5, 10, 20, 30, 1, 2])
    }

    /// A radial layout as notes write one (Apple, "Composing custom layouts with SwiftUI"):
    /// `for (index, subview) in subviews.enumerated()`, `Angle.degrees(…).radians`, `cos`
    /// and `sin`, `.pi / 2`, `reduce(0, +)`, `max(by:)` and `size.width = …` on a local
    /// CGSize. Four 20-point squares on a circle of radius 150 - 10 around the centre of
    /// the 400 x 300 canvas: top, right, bottom, left.
    @Test func aRadialLayoutPlacesItsSubviewsOnACircle() throws {
        let (outcome, nodes) = try run("""
            struct Radial: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
                    var size = CGSize.zero
                    size.width = proposal.replacingUnspecifiedDimensions().width
                    size.height = [3.0, 300.0, 7.0].max { $0 < $1 } ?? 0
                    return size
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
                    let radius = min(bounds.size.width, bounds.size.height) / 2
                    let angle = Angle.degrees(360 / Double([1, 1, 1, 1].reduce(0, +))).radians
                    for (index, subview) in subviews.enumerated() {
                        let side = subview.sizeThatFits(.unspecified).width
                        let x = cos(angle * Double(index) - .pi / 2) * (radius - side / 2)
                        let y = sin(angle * Double(index) - .pi / 2) * (radius - side / 2)
                        subview.place(at: CGPoint(x: bounds.midX + x, y: bounds.midY + y), anchor: .center, proposal: .unspecified)
                    }
                }
            }
            struct Ring: View {
                var body: some View {
                    Radial {
                        ForEach(0..<4, id: \\.self) { _ in
                            Color.pink.frame(width: 20, height: 20)
                        }
                    }
                }
            }
            """)
        #expect(outcome.status == .runnable)
        let corners = frames(nodes, "pink").map { [($0.minX * 1000).rounded() / 1000, ($0.minY * 1000).rounded() / 1000] }
        #expect(corners == [[190, 0], [330, 140], [190, 280], [50, 140]])
    }

    @Test func aLabelWithTitleAndIconClosuresShowsTheIconFirst() throws {
        let (plain, plainNodes) = try run("""
            Label {
                Color.red.frame(width: 30, height: 10)
            } icon: {
                Color.blue.frame(width: 10, height: 10)
            }
            """)
        #expect(plain.status == .runnable)
        // The built-in style: icon, 8 points, title; 48 wide from x 176.
        #expect(frames(plainNodes, "blue") == [Rect(x: 176, y: 145, width: 10, height: 10)])
        #expect(frames(plainNodes, "red") == [Rect(x: 194, y: 145, width: 30, height: 10)])

        let (styled, styledNodes) = try run("""
            struct TightLabelStyle: LabelStyle {
                func makeBody(configuration: Configuration) -> some View {
                    HStack(spacing: 4) {
                        configuration.icon
                        configuration.title
                    }
                }
            }
            Label {
                Color.red.frame(width: 30, height: 10)
            } icon: {
                Color.blue.frame(width: 10, height: 10)
            }
            .labelStyle(TightLabelStyle())
            """)
        #expect(styled.status == .runnable)
        #expect(frames(styledNodes, "blue") == [Rect(x: 178, y: 145, width: 10, height: 10)])
        #expect(frames(styledNodes, "red") == [Rect(x: 192, y: 145, width: 30, height: 10)])
    }

    @Test func aStyledLabelWhoseContentTheNoteLeavesOutStillRuns() throws {
        let (outcome, _) = try run("""
            struct TightLabelStyle: LabelStyle {
                func makeBody(configuration: Configuration) -> some View {
                    HStack { configuration.icon; configuration.title }
                }
            }
            Label {
              ...
            }
            .labelStyle(TightLabelStyle())
            """)
        #expect(outcome.status == .runnable)
        #expect(outcome.diagnostics.map(\.line) == [7])
    }

    @Test func sizesInsetsOpacityAndInfinityAreValues() throws {
        let (outcome, nodes) = try run("""
            let size = CGSize(width: 40, height: 20)
            let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
            VStack(spacing: 0) {
                Color.red.opacity(0.5).frame(width: size.width, height: size.height).padding(insets)
                Color.blue.frame(maxWidth: .infinity).frame(height: max(6, 2))
            }
            .frame(width: 100)
            """)
        #expect(outcome.status == .runnable)
        // The padded red is 46 × 24 and the blue bar 100 × 6: a 100 × 30 stack from y 135.
        // A Color keeps its name under `.opacity`.
        #expect(frames(nodes, "red") == [Rect(x: 179, y: 136, width: 40, height: 20)])
        #expect(frames(nodes, "blue") == [Rect(x: 150, y: 159, width: 100, height: 6)])
    }

    /// `d[.center]` is the centre on the axis of the guide being computed: the vertical
    /// centre in an `.alignmentGuide(.top)` closure, the horizontal one for `.leading`.
    @Test func theCentreOfAGuideClosureFollowsTheGuidesAxis() throws {
        let (vertical, rowNodes) = try run("""
            HStack(alignment: .top) {
                Color.red.frame(width: 40, height: 40)
                Color.blue.frame(width: 60, height: 20)
                    .alignmentGuide(.top) { d in d[.center] }
                Color.green.frame(width: 60, height: 20)
                    .alignmentGuide(.top) { d in d[VerticalAlignment.center] }
            }
            """)
        #expect(vertical.status == .runnable)
        // The bars' guides are 10 down (half their height), so the red square starts 10
        // below them: a 176 × 50 row.
        #expect(frames(rowNodes, "red") == [Rect(x: 112, y: 135, width: 40, height: 40)])
        #expect(frames(rowNodes, "blue") == [Rect(x: 160, y: 125, width: 60, height: 20)])
        #expect(frames(rowNodes, "green") == [Rect(x: 228, y: 125, width: 60, height: 20)])

        let (horizontal, columnNodes) = try run("""
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: 40, height: 10)
                Color.blue.frame(width: 60, height: 10)
                    .alignmentGuide(.leading) { d in d[.center] }
            }
            """)
        #expect(horizontal.status == .runnable)
        // The blue bar's leading guide is 30 in, so the red one starts 30 right of it.
        #expect(frames(columnNodes, "red") == [Rect(x: 195, y: 140, width: 40, height: 10)])
        #expect(frames(columnNodes, "blue") == [Rect(x: 165, y: 150, width: 60, height: 10)])
    }

    @Test func methodsEnumsAndViewBuilderPropertiesAndFunctionsChooseTheViews() throws {
        let (outcome, nodes) = try run("""
            enum TileSize { case small, large }
            struct Tile: View {
                var size: TileSize
                var flag: Bool
                func side(_ scale: CGFloat) -> CGFloat { size == .small ? 10 * scale : 30 * scale }
                @ViewBuilder var marker: some View {
                    if flag {
                        Color.red.frame(width: side(1), height: side(1))
                    } else {
                        Color.blue.frame(width: side(2), height: 10)
                    }
                }
                @ViewBuilder func caption(_ text: String) -> some View {
                    if text.isEmpty { EmptyView() } else { Text(text) }
                }
                var body: some View {
                    HStack(spacing: 0) {
                        marker
                        caption("")
                    }
                }
            }
            VStack(spacing: 0) {
                Tile(size: .small, flag: true)
                Tile(size: .large, flag: false)
            }
            """)
        #expect(outcome.status == .runnable)
        // A 10-point red square over a 60 × 10 blue bar; the empty captions take no room.
        #expect(frames(nodes, "red") == [Rect(x: 195, y: 140, width: 10, height: 10)])
        #expect(frames(nodes, "blue") == [Rect(x: 170, y: 150, width: 60, height: 10)])
        #expect(!nodes.contains { $0.type == "Text" })
    }
}

