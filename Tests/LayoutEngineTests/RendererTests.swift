import Testing
@testable import LayoutEngine

/// The four ways a layout is shown: JSON, the frame table, the terminal picture and SVG.
@Suite struct RendererTests {
    /// ARCHITECTURE.md's example: two 50-point squares in an HStack (8 apart, 108 wide),
    /// the root centred on a 200 x 200 canvas at (46, 75).
    @Test func layoutJSONFollowsTheContract() throws {
        let view = View.hstack([View.color("red").frame(width: 50, height: 50), View.color("blue").frame(width: 50, height: 50)])
        let json = LayoutJSON.encode(try Canvas(width: 200, height: 200).layOut(view))
        #expect(json == """
            {
              "canvas": {"width": 200, "height": 200},
              "root": {
                "type": "HStack",
                "label": null,
                "frame": {"x": 46, "y": 75, "width": 108, "height": 50},
                "children": [
                  {
                    "type": "frame",
                    "label": null,
                    "frame": {"x": 46, "y": 75, "width": 50, "height": 50},
                    "children": [
                      {
                        "type": "Color",
                        "label": "red",
                        "frame": {"x": 46, "y": 75, "width": 50, "height": 50},
                        "children": []
                      }
                    ]
                  },
                  {
                    "type": "frame",
                    "label": null,
                    "frame": {"x": 104, "y": 75, "width": 50, "height": 50},
                    "children": [
                      {
                        "type": "Color",
                        "label": "blue",
                        "frame": {"x": 104, "y": 75, "width": 50, "height": 50},
                        "children": []
                      }
                    ]
                  }
                ]
              }
            }

            """)
    }

    @Test func textNodesCarryLinesAndBaselinesAndColorsKeepTheirLabelUnderOpacity() throws {
        let view = View.vstack([View.text("Hi \"there\"").frame(width: 70), View.color("red").frame(height: 10).visual("opacity", "0.5")])
        let json = LayoutJSON.encode(try Canvas(width: 200, height: 200).layOut(view))
        #expect(json.contains(#""lines": ["Hi", "\"there\""],"#))
        #expect(json.contains(#""firstBaseline": "#))
        #expect(json.contains(#""label": "red""#))
    }

    @Test func theFrameTableListsEveryNode() throws {
        let result = try Canvas(width: 200, height: 200).layOut(View.text("Hello").padding(10).background(.color("yellow")))
        // (200 - 61) / 2 = 69.5 and (200 - 40.333) / 2 = 79.833 land on the pixels at
        // 69.667 and 80; the Text sits 10 points in.
        #expect(FrameTable.render(result) == """
            type        label          x   y   w       h
            background            69.667  80  61  40.333
              padding             69.667  80  61  40.333
                Text    "Hello"   79.667  90  41  20.333
              Color     "yellow"  69.667  80  61  40.333

            """)
    }

    /// A label's line breaks and tabs are written as the code writes them, so each frame
    /// stays on its own row: `Text("One\nTwo")` printed as it is started a row with "Two".
    @Test func theFrameTableKeepsAMultiLineLabelOnItsRow() throws {
        let result = try Canvas(width: 200, height: 200).layOut(View.text("One\nTwo\tthree"))
        #expect(FrameTable.render(result) == #"""
            type  label                   x       y       w       h
            Text  "One\nTwo\tthree"  61.333  79.667  77.333  40.667

            """#)
    }

    /// Without colour, colours fill with their initial; the picture is cropped to the
    /// views: 150 points at 4 points a cell (the smallest cell, so small layouts are not
    /// blown up) make 37.5 columns, rounded to 38, the last one's centre on the frame's
    /// edge; rows are twice as high (50 points: 6 rows, none left unpainted). Text starts
    /// in the cell its frame starts nearest to: with its red background, not a cell before.
    @Test func theTerminalPictureDrawsFillsTextAndBounds() throws {
        let view = View.text(warm).background(.color("red")).frame(width: 150, height: 50).background(.color("yellow"))
        let picture = TerminalPicture(columns: 40).render(try Canvas(width: 400, height: 300).layOut(view))
        #expect(picture == """
            ┌──────────────────────────────────────┐
            │yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy │
            │yA great and warmrrrrrrrrrrrrrrrrrrrr │
            │yrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr │
            │yrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr │
            │ywelcome to Kuchirrrrrrrrrrrrrrrrrrrr │
            │yrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr │
            └──────────────────────────────────────┘

            """)
    }

    /// A picture says which lines of text it cuts short: a cell (11.5 points at 36 columns
    /// of a 390-point screen) is wider than most letters, so 13 characters 100 points wide
    /// get 9 cells. At 60 columns (6.7 points a cell) the same text is whole, while a caption
    /// of 20 characters at 12 points may still be cut: the narrow drawing cuts more text
    /// than the wide one even so.
    @Test func aDrawingSaysWhichLinesOfTextItCuts() throws {
        let result = try Canvas.preview.layOut(View.vstack([View.text("Hello, World!"), View.color("red")]))
        let narrow = TerminalPicture(columns: 36).draw(result)
        #expect(narrow.picture.contains("Hello, W") && !narrow.picture.contains("Hello, World!"))
        let wide = TerminalPicture(columns: 60).draw(result)
        #expect(wide.picture.contains("Hello, World!"))
        #expect(wide.cutLines.isEmpty)
        #expect(narrow.cutLines == [[1, 0]])
        #expect(narrow.cutsMoreText(than: wide) && !wide.cutsMoreText(than: narrow))
        let captioned = try Canvas.preview.layOut(View.vstack([
            View.text("Hello, World!"), View.text("Updated a minute ago, Monday").font(.caption), View.color("red"),
        ]))
        let (narrowCaptioned, wideCaptioned) = (TerminalPicture(columns: 36).draw(captioned), TerminalPicture(columns: 60).draw(captioned))
        #expect(narrowCaptioned.cutLines.count == 2)
        #expect(wideCaptioned.cutLines.count == 1)
        #expect(narrowCaptioned.cutsMoreText(than: wideCaptioned))
    }

    /// A line of text takes fewer cells than its frame's points: it keeps to the edge its
    /// frame keeps to in the stack, so the lines of a `.trailing` stack end in one column and
    /// those of a `.leading` one start in one (the widest line, as wide as the stack, keeps
    /// to the edge the others keep to); in a centred stack each is centred.
    @Test func linesOfTextKeepToTheEdgeTheirStackAligns() throws {
        func columns(_ alignment: HorizontalAlignment) throws -> [(first: Int, last: Int)] {
            let view = View.vstack(alignment: alignment, [.text("Hi"), .text("A much longer line of text")])
                .frame(width: 300, alignment: alignment == .center ? .center : alignment == .leading ? .leading : .trailing)
            let picture = TerminalPicture(columns: 80).render(try Canvas(width: 400, height: 300).layOut(view))
            return picture.split(separator: "\n").compactMap { row in
                let cells = Array(row)
                guard let first = cells.indices.first(where: { cells[$0].isLetter }),
                      let last = cells.indices.last(where: { cells[$0].isLetter }) else { return nil }
                return (first, last)
            }
        }
        let trailing = try columns(.trailing)
        #expect(trailing.count == 2 && trailing[0].last == trailing[1].last)
        let leading = try columns(.leading)
        #expect(leading.count == 2 && leading[0].first == leading[1].first)
        let centred = try columns(.center)
        #expect(centred.count == 2 && Swift.abs((centred[0].first + centred[0].last) - (centred[1].first + centred[1].last)) <= 1)
    }

    /// A name longer than its box is a number in the box and written whole under the
    /// picture: `video.thumbnail`, not `vi`.
    @Test func theTerminalPictureNamesImagesTooSmallForTheirNamesInALegend() throws {
        let view = View.hstack([
            View.image("video.thumbnail", size: Size(width: 30, height: 30)),
            View.image("avatar", size: Size(width: 60, height: 30)),
        ])
        let picture = TerminalPicture(columns: 40).render(try Canvas(width: 200, height: 60).layOut(view))
        #expect(picture == """
            ┌─────────────────────────┐
            │┌─────┐  ┌─────────────┐ │
            ││     │  │             │ │
            ││1    │  │avatar       │ │
            │└─────┘  └─────────────┘ │
            └─────────────────────────┘
            1 video.thumbnail

            """)
    }

    @Test func aPhoneCanvasFits80ColumnsAndHangulTakesTwoCells() throws {
        let result = try phone.layOut(View.text("안녕하세요 SwiftUI").padding().background(.color("blue")))
        let lines = TerminalPicture().render(result).split(separator: "\n")
        #expect(lines.allSatisfy { TextWidth.cells($0) == 80 })
        #expect(lines.contains { $0.contains("안녕하세요 SwiftUI") })
        let colored = TerminalPicture(columns: 80, colors: .trueColor).render(result)
        #expect(colored.contains("\u{1B}[97;48;2;0;121;255m"))
        #expect(TerminalPicture(columns: 80, colors: .palette256).render(result).contains("48;5;"))
    }

    @Test func svgDrawsShapesAndProportionalText() throws {
        let view = View.vstack([
            View.text("Hello").font(.title),
            View.shape(.circle).frame(width: 40, height: 40),
            View.color("red").frame(width: 60, height: 20).visual("cornerRadius", "8"),
            View.image(systemName: "star.fill"),
        ])
        let svg = SVGPicture.render(try Canvas(width: 200, height: 200).layOut(view))
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"200\" height=\"200\""))
        #expect(svg.contains("font-size=\"28\" text-anchor=\"start\" fill=\"rgb(0,0,0)\">Hello</text>"))
        #expect(svg.contains("<circle cx=\"100\""))
        #expect(svg.contains("rx=\"8\" fill=\"rgb(255,59,48)\""))
        // An SF Symbol is a glyph like it, named in a title.
        #expect(svg.contains("<title>star.fill</title>★</text>"))
        #expect(svg.hasSuffix("</svg>\n"))
    }

    /// Placeholders stacked in a ZStack are centred on one another: each name is written at
    /// its box's top-leading corner (3 points in, one line down), so the names stand apart
    /// (boxes of 112.667 and 88.667 points, each its name's width plus padding).
    @Test func stackedPlaceholdersShowTheirNamesApart() throws {
        let view = View.zstack([View(.placeholder("Background")).frame(width: 150, height: 40),
                                View(.placeholder("Message")).frame(width: 120, height: 20)])
        let svg = SVGPicture.render(try Canvas(width: 200, height: 200).layOut(view))
        #expect(svg.contains("<text x=\"46.667\" y=\"95\" font-size=\"10\" text-anchor=\"start\" fill=\"#8e8e93\">Background</text>"))
        #expect(svg.contains("<text x=\"58.667\" y=\"95\" font-size=\"10\" text-anchor=\"start\" fill=\"#8e8e93\">Message</text>"))
    }

    @Test func devicesAndTheSafeArea() throws {
        #expect(Canvas.devices.compactMap(\.name) == ["iPhone 8", "iPhone 13 mini", "iPhone 13 Pro", "iPhone 15 Pro"])
        #expect(Canvas.device(named: "iphone15pro")?.size == Size(width: 393, height: 852))
        // A colour fills the safe area; ignoring it, it fills the screen.
        let safe = try phone.layOut(.color("red"))
        #expect(safe.frame("red") == rect(0, 47, 390, 763))
        let full = try phone.layOut(View.color("red").ignoresSafeArea())
        #expect(full.frame("red") == rect(0, 0, 390, 844))
        let top = try phone.layOut(.zstack([View.color("red").ignoresSafeArea(.top), .text("Hi")]))
        #expect(top.frame("red") == rect(0, 0, 390, 810))
    }
}

/// Terminal cells: Hangul, CJK and emoji drawn as emoji take two; combining marks none.
@Suite struct TextWidthTests {
    @Test func emojiPresentedAsEmojiTakeTwoCells() {
        #expect(["❌", "✅", "⭐", "⚡", "🚀", "한", "漢"].map(TextWidth.cells) == [2, 2, 2, 2, 2, 2, 2])
        #expect(["→", "☺", "a", "é"].map(TextWidth.cells) == [1, 1, 1, 1])
        #expect(TextWidth.cells("❌ 4. Modal") == 11)
    }
}
