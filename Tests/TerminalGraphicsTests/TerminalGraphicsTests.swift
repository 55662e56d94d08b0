import Foundation
import LayoutEngine
import RasterPicture
import SnippetRunner
import TerminalGraphics
import Testing

/// Pictures in the terminal: the protocol chafa chooses for a terminal, and block art for
/// a few scenes compared with committed expected output.
@Suite struct TerminalGraphicsTests {
    /// chafa's terminal database: kitty and iTerm2 speak their own image protocols, mlterm,
    /// foot and WezTerm sixels; xterm-256color takes 24-bit colour, the Linux console,
    /// screen and tmux 256 colours.
    @Test func theProtocolFollowsTERMAndTERM_PROGRAM() {
        let cases: [([String: String], GraphicsProtocol)] = [
            (["TERM": "xterm-kitty"], .kitty),
            (["TERM": "xterm-256color", "TERM_PROGRAM": "iTerm.app"], .iterm2),
            (["TERM": "mlterm"], .sixel),
            (["TERM": "foot"], .sixel),
            (["TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm"], .sixel),
            (["TERM": "xterm-256color", "COLORTERM": "truecolor"], .trueColorBlocks),
            (["TERM": "xterm-256color", "TERM_PROGRAM": "vscode"], .trueColorBlocks),
            (["TERM": "linux"], .palette256Blocks),
            (["TERM": "screen-256color"], .palette256Blocks),
            (["TERM": "tmux-256color"], .palette256Blocks),
            (["TERM": "xterm"], .palette256Blocks),
        ]
        for (environment, expected) in cases {
            #expect(GraphicsProtocol.detect(environment) == expected, "\(environment)")
        }
    }

    func layout(_ source: String, on canvas: Canvas = Canvas(width: 200, height: 200)) throws -> LayoutResult {
        let outcome = SnippetRunner().run(source, canvas: canvas)
        return try #require(outcome.layout, "\(outcome.status)")
    }

    static let expected = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Expected")

    /// Each scene's block art, byte for byte, as committed under Expected/.
    @Test(arguments: [
        ("ring", "Circle().stroke(Color.red, lineWidth: 4).frame(width: 60, height: 60)", GraphicsProtocol.trueColorBlocks),
        ("ring-256", "Circle().stroke(Color.red, lineWidth: 4).frame(width: 60, height: 60)", GraphicsProtocol.palette256Blocks),
        ("colours", "HStack { Color.red.frame(width: 40, height: 40); Color.blue.frame(width: 40, height: 40) }", GraphicsProtocol.trueColorBlocks),
        ("text", "Text(\"On top\").font(.title).padding().background(Color.yellow)", GraphicsProtocol.trueColorBlocks),
    ])
    func blockArtOfAScene(name: String, source: String, graphics: GraphicsProtocol) throws {
        let art = TerminalImage(columns: 40, graphics: graphics).render(try layout(source), device: false)
        let file = Self.expected.appendingPathComponent("\(name).txt")
        let committed = try String(contentsOf: file, encoding: .utf8)
        #expect(art == committed, "\(name): rerun with the art printed to update \(file.path) if the change is meant")
    }

    /// A terminal that reports its cells' pixels (8 x 17 here) gets rows as high as its cells
    /// are: 66 points at 2 points a column and 4.25 a row are 16 rows, not the 17 of 10 x 20
    /// cells; an inline image is drawn in those pixels.
    @Test func rowsFollowTheCellsTheTerminalReports() throws {
        let scene = try layout("Color.red.frame(width: 100, height: 50)", on: Canvas.preview)
        var image = TerminalImage(columns: 80, graphics: .trueColorBlocks)
        image.cellPixels = (width: 8, height: 17)
        #expect(Self.cells(image.render(scene, device: false)).map(\.count) == Array(repeating: 58, count: 16))
        image.graphics = .sixel
        // The sixel image's raster attributes: 58 columns of 8 pixels; 16 rows of 17 are 272
        // pixels, which chafa draws as 45 whole six-pixel sixel bands, 270.
        #expect(image.render(scene, device: false).contains("\"1;1;464;270#"))
    }

    /// Block art is as wide as the terminal (a cell at least two points), cropped to the
    /// views plus a margin unless a device is asked for.
    @Test func theArtIsSizedToTheTerminalAndCropped() throws {
        let scene = try layout("Color.red.frame(width: 100, height: 50)", on: Canvas.preview)
        let cropped = TerminalImage(columns: 80, graphics: .trueColorBlocks).render(scene, device: false)
        // 100 + 2 x 8 points of margin, two points a cell: 58 columns; 66 points high, four points a row: 17 rows.
        #expect(Self.cells(cropped).map(\.count) == Array(repeating: 58, count: 17))
        let device = TerminalImage(columns: 80, graphics: .trueColorBlocks).render(scene, device: true)
        // The whole 393 x 852 screen in 80 columns: 4.9125 points a cell, 87 rows.
        #expect(Self.cells(device).map(\.count) == Array(repeating: 80, count: 87))
    }

    /// The image protocols' own sequences, with the picture's size in cells.
    @Test func imageProtocolsSpeakTheirOwnSequences() throws {
        let scene = try layout("Color.red.frame(width: 100, height: 50)")
        let kitty = TerminalImage(columns: 80, graphics: .kitty).render(scene, device: false)
        #expect(kitty.hasPrefix("\u{1B}_Ga=T,f=32,"))
        #expect(kitty.contains(",c=58,r=17"))
        #expect(TerminalImage(columns: 80, graphics: .iterm2).render(scene, device: false).hasPrefix("\u{1B}]1337;File=inline=1;width=58;height=17"))
        #expect(TerminalImage(columns: 80, graphics: .sixel).render(scene, device: false).hasPrefix("\u{1B}P"))
    }

    /// The characters of each line, colour sequences taken out.
    static func cells(_ art: String) -> [String] {
        art.split(separator: "\n").map { line in
            var out = "", escaping = false
            for character in line {
                if character == "\u{1B}" { escaping = true; continue }
                if escaping { if character.isLetter { escaping = false }; continue }
                out.append(character)
            }
            return out
        }
    }
}
