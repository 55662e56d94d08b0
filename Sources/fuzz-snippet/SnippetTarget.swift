import FuzzSupport
import LayoutEngine
import SnippetRunner

/// A snippet's text through SnippetRunner, LayoutEngine and every renderer: nothing traps,
/// every frame is finite, and every rendering is bounded.
enum SnippetTarget {
    /// More output than this from one renderer is a runaway, not a picture.
    static let outputLimit = 64 << 20

    static func test(_ bytes: [UInt8]) {
        let source = String(decoding: bytes, as: UTF8.self)
        let runner = SnippetRunner()
        for canvas in [Canvas.preview, Canvas(width: 200, height: 100)] {
            guard let layout = runner.run(source, canvas: canvas).layout else { continue }
            check(layout.root)
            for output in [LayoutJSON.encode(layout), FrameTable.render(layout), SVGPicture.render(layout),
                           TerminalPicture(columns: 80, colors: .none).render(layout)]
            where output.utf8.count > outputLimit {
                FuzzInput.violated("a renderer wrote \(output.utf8.count) bytes")
            }
        }
    }

    static func check(_ node: FrameNode) {
        let frame = node.frame
        for value in [frame.minX, frame.minY, frame.width, frame.height] where !value.isFinite {
            FuzzInput.violated("\(node.type) has a frame that is not finite: \(frame)")
        }
        node.children.forEach(check)
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    SnippetTarget.test(FuzzInput.bytes(data, size))
    return 0
}

#if !FUZZING
@main enum Replay {
    static func main() { FuzzInput.replay(Array(CommandLine.arguments.dropFirst()), test: SnippetTarget.test) }
}
#endif
