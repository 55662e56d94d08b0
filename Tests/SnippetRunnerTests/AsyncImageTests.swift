import LayoutEngine
import Testing
@testable import SnippetRunner

/// An `AsyncImage` as SwiftUI first draws it, before its image loads (kb loads nothing):
/// the standard placeholder fills the space offered, a `placeholder:` closure is drawn
/// instead, and a closure over the phase is drawn for `.empty`. Source: Apple's
/// documentation of `AsyncImage` ("Until the image loads, the view displays a standard
/// placeholder that fills the available space"; with `placeholder:` "SwiftUI shows a
/// ProgressView first"). And a `ScrollViewReader` lays out as its content (Apple's
/// documentation of `ScrollViewReader.init(content:)`: "The reader's content, containing one
/// or more scroll views"). Each on a 400 × 300 canvas.
@Suite struct AsyncImageTests {
    @Test func theStandardPlaceholderFillsTheFrame() {
        let outcome = runOn400By300("""
            AsyncImage(url: URL(string: "https://example.com/icon.png"))
                .frame(width: 200, height: 200)
            """)
        #expect(outcome.status == .runnable)
        #expect(outcome.frameTexts("Color", "secondarySystemFill") == ["100 50 200 200"])
    }

    @Test func aPlaceholderClosureIsDrawnUntilTheImageLoads() {
        let outcome = runOn400By300("""
            AsyncImage(url: URL(string: "https://example.com/icon.png")) { image in
                image.resizable()
            } placeholder: {
                ProgressView()
            }
            .frame(width: 50, height: 50)
            """)
        #expect(outcome.status == .runnable)
        #expect(outcome.frameTexts("ProgressView") == ["190 140 20 20"])
        #expect(outcome.frameTexts("Color", "secondarySystemFill").isEmpty)
    }

    /// The phase is `.empty`: `phase.image` is nil, `case .empty:` is taken, and a chain
    /// through `phase.image?` is nil as a whole (no view, as Swift's optional chaining makes it).
    @Test func aClosureOverThePhaseDrawsTheEmptyPhase() {
        let ifLet = runOn400By300("""
            AsyncImage(url: URL(string: "x")) { phase in
                if let image = phase.image {
                    image.resizable()
                } else if phase.error != nil {
                    Color.red
                } else {
                    Text("Loading")
                }
            }
            """)
        #expect(ifLet.frameTexts("Text", "Loading").count == 1)
        #expect(ifLet.frameTexts("Color", "red").isEmpty)
        let switched = runOn400By300("""
            AsyncImage(url: URL(string: "x")) { phase in
                switch phase {
                case .success(let image): image.resizable()
                case .empty: ProgressView()
                default: Color.red
                }
            }
            """)
        #expect(switched.frameTexts("ProgressView") == ["190 140 20 20"])
        let chained = runOn400By300("""
            VStack {
                AsyncImage(url: URL(string: "x")!) { result in
                    result.image?
                        .resizable()
                        .frame(width: 150, height: 150)
                }
                Text("a")
            }
            """)
        #expect(chained.status == .runnable)
        #expect(chained.frameTexts("Color", "secondarySystemFill").isEmpty)
        #expect(chained.frameTexts("Text", "a") == ["195.333 140 9.667 20.333"])
    }

    @Test func aScrollViewReaderLaysOutAsItsContent() {
        let read = runOn400By300("ScrollViewReader { proxy in\n    Text(\"Top\").padding()\n}")
        let plain = runOn400By300("Text(\"Top\").padding()")
        #expect(read.status == .runnable)
        #expect(read.diagnostics.isEmpty)
        #expect(read.frameTexts("Text", "Top") == plain.frameTexts("Text", "Top"))
        #expect(read.frameTexts("Text", "Top").count == 1)
    }
}
