import LayoutEngine
import Testing
@testable import SnippetRunner

/// What a snippet draws: the display list that the SVG, PNG and HTML pictures are made from.
@Suite struct DisplayListTests {
    func list(_ source: String, on canvas: Canvas = Canvas(width: 200, height: 200)) throws -> DisplayList {
        let outcome = SnippetRunner().run(source, canvas: canvas)
        return DisplayList(try #require(outcome.layout, "\(outcome.status)"))
    }

    let red = ColorValue.named["red"]!, blue = ColorValue.named["blue"]!

    /// Apple's documentation of `Shape.stroke(_:lineWidth:)`: the outline is traced with a
    /// line of that width, centred on it, and nothing is filled.
    @Test func aStrokedCircleIsARingNotADisc() throws {
        let drawn = try list("Circle().stroke(Color.red, lineWidth: 4).frame(width: 100, height: 60)")
        #expect(drawn.items.map(\.drawing) == [
            .stroke(Outline(rect: Rect(x: 70, y: 70, width: 60, height: 60), form: .ellipse), red, lineWidth: 4),
        ])
    }

    /// Apple's documentation of `InsettableShape.strokeBorder(_:lineWidth:)`: the line
    /// stays inside the frame, so its centre is inset by half the width.
    @Test func strokeBorderKeepsTheLineInside() throws {
        let drawn = try list("RoundedRectangle(cornerRadius: 10).strokeBorder(.blue, lineWidth: 4).frame(width: 100, height: 50)")
        #expect(drawn.items.map(\.drawing) == [
            .stroke(Outline(rect: Rect(x: 52, y: 77, width: 96, height: 46), form: .rectangle(cornerRadius: 8)), blue, lineWidth: 4),
        ])
    }

    /// A stroked overlay on a text field is its outline; the field's box shows through.
    @Test func aStrokedOverlayDoesNotHideWhatItIsOn() throws {
        let drawn = try list("""
            TextField("Email", text: .constant(""))
                .padding(8)
                .overlay(RoundedRectangle(cornerRadius: 8).stroke(Color.gray, lineWidth: 1))
            """)
        let kinds = drawn.items.map { item -> String in
            switch item.drawing {
            case .placeholder(_, let label, _): "placeholder \(label ?? "")"
            case .stroke(_, let color, let width): "stroke \(color.name) \(width)"
            case .fill(_, let color): "fill \(color.name)"
            case .text(let run): "text \(run.lines.map(\.text).joined()) \(run.color.name) \(run.alignment)"
            default: "other"
            }
        }
        // The field shows its placeholder in grey at its leading edge, under the outline.
        #expect(kinds == ["text Email placeholderText leading", "stroke gray 1.0"])
    }

    /// Apple's Human Interface Guidelines, "Buttons": a plain button shows its title in the
    /// accent colour.
    @Test func aButtonShowsItsTitleInTheAccentColour() throws {
        let drawn = try list("Button(\"Tap me\") { }")
        let texts = drawn.items.compactMap { if case .text(let run) = $0.drawing { run } else { nil } }
        #expect(texts.map { "\($0.lines.map(\.text).joined()) \($0.color.name) \($0.alignment)" } == ["Tap me accentColor center"])
        // Centred in the button's frame.
        #expect(texts.first.map { $0.lines[0].x == $0.frame.minX + $0.frame.width / 2 } == true)
    }

    /// Apple's documentation of `border(_:width:)`: a line of that width inside the frame,
    /// drawn over the view.
    @Test func aBorderIsDrawnOverTheViewInsideItsFrame() throws {
        let drawn = try list("Color.red.frame(width: 50, height: 50).border(Color.blue, width: 2)")
        #expect(drawn.items.map(\.drawing) == [
            .fill(Outline(rect: Rect(x: 75, y: 75, width: 50, height: 50)), red),
            .stroke(Outline(rect: Rect(x: 76, y: 76, width: 48, height: 48)), blue, lineWidth: 2),
        ])
    }

    /// Apple's documentation of `clipShape(_:style:)` and `cornerRadius(_:antialiased:)`:
    /// the view and its content are clipped to the shape.
    @Test func clipShapeAndCornerRadiusClip() throws {
        let clipped = try list("""
            ZStack { Color.red; Text("Hi") }
                .frame(width: 80, height: 80)
                .clipShape(Circle())
            """)
        let circle = Outline(rect: Rect(x: 60, y: 60, width: 80, height: 80), form: .ellipse)
        // The colour filling the clipped frame is drawn as the circle itself; the text inside is clipped.
        #expect(clipped.items.map(\.clips) == [[], [circle]])
        #expect(clipped.items[0].drawing == .fill(circle, red))
        // A colour clipped to rounded corners of its own frame is a rounded rectangle.
        let rounded = try list("Color.blue.frame(width: 60, height: 40).cornerRadius(12)")
        #expect(rounded.items.map(\.drawing) == [
            .fill(Outline(rect: Rect(x: 70, y: 80, width: 60, height: 40), form: .rectangle(cornerRadius: 12)), blue),
        ])
        #expect(rounded.items[0].clips.isEmpty)
    }

    /// Apple's documentation of `zIndex(_:)`: a higher value is drawn in front, whatever
    /// the declaration order; the default is 0.
    @Test func zIndexOrdersOverlappingViews() throws {
        let drawn = try list("""
            ZStack {
                Color.red.frame(width: 50, height: 50).zIndex(1)
                Color.blue.frame(width: 80, height: 80)
            }
            """)
        #expect(drawn.items.compactMap { if case .fill(_, let color) = $0.drawing { color.name } else { nil } } == ["blue", "red"])
    }

    /// A ScrollView shows its viewport: rows scrolled out of it are not drawn.
    @Test func aScrollViewOfAThousandRowsDrawsItsViewportOnly() throws {
        let drawn = try list("""
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<1000) { i in Text("Row \\(i)").frame(maxWidth: .infinity).frame(height: 20) }
                }
            }
            .frame(height: 100)
            """)
        let rows = drawn.items.compactMap { if case .text(let run) = $0.drawing { run.lines[0].text } else { nil } }
        #expect(rows == ["Row 0", "Row 1", "Row 2", "Row 3", "Row 4"])
        #expect(drawn.items.map(\.clips) == Array(repeating: [Outline(rect: Rect(x: 0, y: 50, width: 200, height: 100))], count: 5))
    }

    /// Apple's documentation of `shadow(color:radius:x:y:)`: the default colour is black at
    /// a third of full opacity.
    @Test func shadowsOpacityGradientsAndMaterials() throws {
        let drawn = try list("""
            VStack {
                Color.red.frame(width: 20, height: 20).shadow(radius: 4, y: 2)
                Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)).frame(width: 20, height: 20)
                Color.blue.frame(width: 20, height: 20).opacity(0.5)
                Rectangle().fill(.ultraThinMaterial).frame(width: 20, height: 20)
            }
            """)
        #expect(drawn.items.count == 4)
        #expect(drawn.items[0].shadow == Shadow(color: ColorValue(name: "shadow", red: 0, green: 0, blue: 0, opacity: 0.33),
                                               radius: 4, offset: Point(x: 0, y: 2)))
        guard case .fill(_, let gradient) = drawn.items[1].drawing else { Issue.record("no gradient"); return }
        #expect(gradient.stops.map(\.name) == ["red", "blue"])
        #expect(drawn.items[2].opacity == 0.5)
        guard case .fill(_, let material) = drawn.items[3].drawing else { Issue.record("no material"); return }
        #expect(material.isMaterial && material.opacity == 0.5)
    }

    /// A colour the snippet makes is drawn as made, not as black: the layout knows a
    /// foreground colour by name only.
    @Test func aMadeForegroundColourIsDrawnAsMade() throws {
        let drawn = try list("""
            VStack {
                Rectangle().frame(width: 20, height: 20).foregroundColor(Color(red: 0.5, green: 0, blue: 0).opacity(0.2))
                Text("Hi").foregroundColor(Color(red: 0, green: 0.5, blue: 0))
            }
            """)
        let colours = drawn.items.map { item -> [Double] in
            switch item.drawing {
            case .fill(_, let color): [color.red, color.green, color.blue, color.opacity]
            case .text(let run): [run.color.red, run.color.green, run.color.blue, run.color.opacity]
            default: []
            }
        }
        #expect(colours == [[0.5, 0, 0, 0.2], [0, 0.5, 0, 1]])
    }

    /// An SF Symbol is a glyph that resembles it; a device's safe area is drawn as bands.
    @Test func symbolsAndSafeAreas() throws {
        let drawn = try list("Image(systemName: \"heart.fill\").foregroundColor(.red)", on: Canvas.preview)
        let safe = drawn.items.compactMap { if case .safeArea(let rect) = $0.drawing { rect } else { nil } }
        #expect(safe == [Rect(x: 0, y: 0, width: 393, height: 59), Rect(x: 0, y: 818, width: 393, height: 34)])
        let symbols = drawn.items.compactMap { if case .symbol(_, let name, let glyph, let color) = $0.drawing { "\(name) \(glyph) \(color.name)" } else { nil } }
        #expect(symbols == ["heart.fill ♥ red"])
        // The symbols the real notes and seeds use that have a look-alike.
        #expect(["table", "airplane", "icloud.and.arrow.up", "sun.min", "pencil.circle.fill"].map(SymbolGlyph.glyph(for:))
            == ["▦", "✈", "☁", "☼", "✎"])
    }

    /// A symbol's glyph is as large as its frame's shorter side, but a chevron's `›`, a small
    /// mark in a narrow frame, is drawn at the frame's height: the list's disclosure chevron
    /// (9 × 14.667, the `chevron.right` symbol at 13 points) then reads at its size.
    @Test func aChevronGlyphFillsItsFramesHeight() {
        let chevron = Rect(x: 0, y: 0, width: 9, height: 14.667)
        #expect(SymbolGlyph.fontSize(in: chevron, glyph: "›") == 14.667)
        #expect(SymbolGlyph.fontSize(in: chevron, glyph: "★") == 9)
    }
}

/// The SVG draws gradients as the raster picture does: from the same geometry.
@Suite struct GradientSVGTests {
    func svg(_ source: String) throws -> String {
        let outcome = SnippetRunner().run(source, canvas: Canvas(width: 200, height: 200))
        return SVGPicture.render(try #require(outcome.layout, "\(outcome.status)"))
    }

    @Test func aLinearGradientRunsAlongItsLineInCanvasPoints() throws {
        let picture = try svg("LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing).frame(width: 160, height: 40)")
        #expect(picture.contains("<linearGradient id=\"gradient1\" gradientUnits=\"userSpaceOnUse\" x1=\"20\" y1=\"100\" x2=\"180\" y2=\"100\">"
            + "<stop offset=\"0\" stop-color=\"rgb(255,59,48)\"/><stop offset=\"1\" stop-color=\"rgb(0,122,255)\"/></linearGradient>"))
    }

    @Test func aRadialGradientsStopsMoveOutByItsStartRadius() throws {
        let picture = try svg("RadialGradient(gradient: Gradient(colors: [.blue, .black]), center: .center, startRadius: 10, endRadius: 40).frame(width: 100, height: 100)")
        #expect(picture.contains("<radialGradient id=\"gradient1\" gradientUnits=\"userSpaceOnUse\" cx=\"100\" cy=\"100\" r=\"40\">"
            + "<stop offset=\"0.25\" stop-color=\"rgb(0,122,255)\"/><stop offset=\"1\" stop-color=\"rgb(0,0,0)\"/></radialGradient>"))
    }

    @Test func anAngularGradientIsWedgesClippedToTheShape() throws {
        let picture = try svg("Circle().fill(AngularGradient(colors: [.red, .blue], center: .center)).frame(width: 100, height: 100)")
        #expect(picture.contains("<clipPath id=\"clip1\"><circle cx=\"100\" cy=\"100\" r=\"50\"/></clipPath>"))
        #expect(picture.ranges(of: "<path ").count == 180)
        // The first wedge starts at the trailing side in red.
        #expect(picture.contains("<path d=\"M100 100L171.7"))
    }
}

/// A material in the SVG shows what is drawn before it, blurred, inside its shape.
@Suite struct MaterialSVGTests {
    @Test func aMaterialUsesWhatIsBehindItBlurred() throws {
        let outcome = SnippetRunner().run("""
            ZStack {
                Color.red.frame(width: 100, height: 100)
                Circle().fill(.regularMaterial).frame(width: 50, height: 50)
            }
            """, canvas: Canvas(width: 200, height: 200))
        let picture = SVGPicture.render(try #require(outcome.layout))
        #expect(picture.contains("<g id=\"backdrop1\">\n<rect x=\"50\" y=\"50\" width=\"100\" height=\"100\" fill=\"rgb(255,59,48)\"/>\n</g>\n"))
        #expect(picture.contains("<clipPath id=\"clip1\"><circle cx=\"100\" cy=\"100\" r=\"25\"/></clipPath>\n"))
        #expect(picture.contains("<filter id=\"blur2\"><feGaussianBlur stdDeviation=\"10\"/></filter>\n"))
        #expect(picture.contains("<g clip-path=\"url(#clip1)\"><use href=\"#backdrop1\" filter=\"url(#blur2)\"/></g>\n<circle cx=\"100\" cy=\"100\" r=\"25\" fill=\"rgb(247,247,247)\" fill-opacity=\"0.7\"/>"))
        // On a page of several pictures each names its definitions apart.
        let named = SVGPicture.render(DisplayList(try #require(outcome.layout)), idPrefix: "s6-")
        #expect(named.contains("<g id=\"s6-backdrop1\">") && named.contains("<clipPath id=\"s6-clip1\">")
            && named.contains("<use href=\"#s6-backdrop1\" filter=\"url(#s6-blur2)\"/>"))
        #expect(!named.contains("\"clip1\"") && !named.contains("#clip1"))
    }
}

/// A button's label drawn as a preview draws it: in the accent colour, unless it sets its own.
@Suite struct ButtonLabelTests {
    @Test func aButtonsLabelIsInTheAccentColourUnlessItSetsItsOwn() throws {
        let outcome = SnippetRunner().run("""
            HStack {
                Button(action: {}, label: { Text("OK").font(.body) })
                Button(action: {}) { Text("Stop").foregroundColor(.red) }
                Text("Plain")
            }
            """, canvas: Canvas(width: 300, height: 100))
        let colours = DisplayList(try #require(outcome.layout)).items.compactMap { item -> String? in
            if case .text(let run) = item.drawing { "\(run.lines[0].text) \(run.color.name)" } else { nil }
        }
        #expect(colours == ["OK accentColor", "Stop red", "Plain black"])
    }
}
