/// What a layout draws, in painting order: one description that the SVG picture, the raster
/// picture and the HTML page all draw, so that they show the same things. Each item is a
/// fill, a stroke, text, a placeholder's outline, an SF Symbol's stand-in or the safe area,
/// with the clip shapes it is drawn inside, its opacity and its shadow.
public struct DisplayList: Sendable, Equatable {
    public var size: Size
    /// Pixels a point on the device the layout was made for.
    public var scale: Double
    public var items: [DisplayItem]

    public init(_ result: LayoutResult) {
        size = result.canvas.size
        scale = result.canvas.scale
        var builder = DisplayListBuilder(canvas: result.canvas)
        items = builder.build(result.root)
    }

    /// Points of canvas shown around what is drawn when a picture is cropped.
    public static let margin = 8.0

    /// The area a picture shows: the whole canvas of a device that was asked for, else what
    /// is drawn plus the margin, within the canvas.
    public func shownArea(device: Bool) -> Rect {
        let canvas = Rect(x: 0, y: 0, width: size.width, height: size.height)
        guard !device else { return canvas }
        let content = contentBounds
        let minX = max(content.minX - Self.margin, 0), minY = max(content.minY - Self.margin, 0)
        let maxX = min(content.maxX + Self.margin, canvas.width), maxY = min(content.maxY + Self.margin, canvas.height)
        guard maxX > minX, maxY > minY else { return canvas }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The area the drawn items cover: the union of their bounds (the whole canvas when
    /// nothing is drawn).
    public var contentBounds: Rect {
        let drawn = items.filter { if case .safeArea = $0.drawing { false } else { true } }.map(\.bounds)
        guard let first = drawn.first else { return Rect(origin: .zero, size: size) }
        return drawn.dropFirst().reduce(first) { $0.union($1) }
    }
}

/// A shape's outline within a rectangle: a rectangle with rounded corners (a Capsule's
/// radius is half its shorter side) or an ellipse (a Circle's is a square centred in its frame).
public struct Outline: Sendable, Equatable {
    public enum Form: Sendable, Equatable {
        case rectangle(cornerRadius: Double)
        case ellipse
        /// A path's steps, in canvas points; `rect` is the frame it is drawn in.
        case path([PathElement])
    }

    public var rect: Rect
    public var form: Form

    public init(rect: Rect, form: Form = .rectangle(cornerRadius: 0)) {
        self.rect = rect
        self.form = form
    }

    /// The outline SwiftUI draws `shape` with in `frame`. Source: Apple's documentation of
    /// `Circle` ("a circle centered on the frame of the view containing it", its diameter the
    /// frame's shorter side) and of `Capsule` (corner radius half the shorter side).
    public init(_ shape: ShapeKind, in frame: Rect) {
        switch shape {
        case .circle:
            let side = min(frame.width, frame.height)
            self.init(rect: Rect(x: frame.minX + (frame.width - side) / 2, y: frame.minY + (frame.height - side) / 2,
                                 width: side, height: side), form: .ellipse)
        case .ellipse: self.init(rect: frame, form: .ellipse)
        case .capsule: self.init(rect: frame, form: .rectangle(cornerRadius: min(frame.width, frame.height) / 2))
        case .roundedRectangle(let radius): self.init(rect: frame, form: .rectangle(cornerRadius: radius))
        case .rectangle, .custom: self.init(rect: frame)
        // A path's outline is the frame node's (`FrameNode.path`): without it, none.
        case .path: self.init(rect: frame, form: .path([]))
        }
    }

    /// The same outline moved in by `distance` on every side: where `strokeBorder` and
    /// `border` centre their line so that it stays inside the frame.
    func inset(by distance: Double) -> Outline {
        let d = min(distance, rect.width / 2, rect.height / 2)
        let inner = Rect(x: rect.minX + d, y: rect.minY + d, width: rect.width - 2 * d, height: rect.height - 2 * d)
        switch form {
        case .ellipse: return Outline(rect: inner, form: .ellipse)
        case .rectangle(let radius): return Outline(rect: inner, form: .rectangle(cornerRadius: max(radius - d, 0)))
        // A path is no InsettableShape: `strokeBorder` does not apply to it.
        case .path: return self
        }
    }

    /// The corner radius clamped to half the shorter side, as a rounded rectangle is drawn.
    public var cornerRadius: Double {
        if case .rectangle(let radius) = form { return min(max(radius, 0), rect.width / 2, rect.height / 2) }
        return 0
    }
}

/// A line of text placed on the canvas: where its anchor is (its start, centre or end,
/// as the text is aligned) and its baseline.
public struct TextLine: Sendable, Equatable {
    public var text: String
    public var x: Double
    public var baseline: Double
}

public struct TextRun: Sendable, Equatable {
    public var lines: [TextLine]
    public var fontSize: Double
    public var bold: Bool
    public var alignment: TextAlignment
    public var color: ColorValue
    /// The text view's frame: the lines are laid out inside it.
    public var frame: Rect
}

public struct Shadow: Sendable, Equatable {
    public var color: ColorValue
    public var radius: Double
    public var offset: Point
    /// How many of the item's clips (the outermost) the shadow is drawn inside: a shadow
    /// outside a `cornerRadius` or `clipShape` falls outside the clip.
    public var clipDepth: Int

    public init(color: ColorValue, radius: Double, offset: Point, clipDepth: Int = 0) {
        (self.color, self.radius, self.offset, self.clipDepth) = (color, radius, offset, clipDepth)
    }
}

public struct DisplayItem: Sendable, Equatable {
    public enum Drawing: Sendable, Equatable {
        /// A shape or colour filled with a colour, a gradient or a material.
        case fill(Outline, ColorValue)
        case stroke(Outline, ColorValue, lineWidth: Double)
        case text(TextRun)
        /// A view kb draws as a labelled box: an image from assets (a solid outline), a
        /// control or a view the notes never define (dashed).
        case placeholder(Rect, label: String?, dashed: Bool)
        /// An SF Symbol, drawn as a glyph that looks like it (or its name's initial).
        case symbol(Rect, name: String, glyph: String, color: ColorValue)
        /// A band of the screen outside the safe area.
        case safeArea(Rect)
    }

    public var drawing: Drawing
    /// Outlines the item is clipped to, outermost first.
    public var clips: [Outline] = []
    public var opacity: Double = 1
    public var shadow: Shadow?

    /// The rectangle the item draws in, before clipping.
    public var bounds: Rect {
        switch drawing {
        case .fill(let outline, _): outline.rect
        case .stroke(let outline, _, let width):
            Rect(x: outline.rect.minX - width / 2, y: outline.rect.minY - width / 2,
                 width: outline.rect.width + width, height: outline.rect.height + width)
        case .text(let run): run.frame
        case .placeholder(let rect, _, _), .symbol(let rect, _, _, _), .safeArea(let rect): rect
        }
    }
}

extension Rect {
    func union(_ other: Rect) -> Rect {
        let x = Swift.min(minX, other.minX), y = Swift.min(minY, other.minY)
        return Rect(x: x, y: y, width: Swift.max(maxX, other.maxX) - x, height: Swift.max(maxY, other.maxY) - y)
    }

    func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}
