import FuzzSupport
import LayoutEngine
import SnippetRunner

/// A snippet's text through SnippetRunner, LayoutEngine and every renderer: nothing traps,
/// every frame is finite, and every rendering stays within its output budget.
enum SnippetTarget {
    /// A renderer's budget, and the last piece that reaches it (one view's text of at most
    /// 10,000 bytes, escaped): more is a renderer ignoring its budget.
    static let outputLimit = OutputBudget.defaultLimit + (1 << 20)
    /// The preview canvas and a small one, which squeezes what the preview fits. Each input
    /// runs on one of them (by its length), so that an input costs one run, not two, and
    /// mutations explore both.
    static let canvases = [Canvas.preview, Canvas(width: 200, height: 100)]

    static func test(_ bytes: [UInt8]) {
        let source = String(decoding: bytes, as: UTF8.self)
        let canvas = canvases[bytes.count % canvases.count]
        guard let layout = SnippetRunner().run(source, canvas: canvas).layout else { return }
        check(layout.root)
        for output in [LayoutJSON.encode(layout), FrameTable.render(layout), SVGPicture.render(layout),
                       TerminalPicture(columns: 80, colors: .none).render(layout)]
        where output.utf8.count > outputLimit {
            FuzzInput.violated("a renderer wrote \(output.utf8.count) bytes")
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
