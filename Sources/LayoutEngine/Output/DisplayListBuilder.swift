/// Walks a laid-out tree in painting order and says what each view draws: the rules of
/// SwiftUI's drawing that kb's pictures follow.
struct DisplayListBuilder {
    let canvas: Canvas
    var items: [DisplayItem] = []

    init(canvas: Canvas) { self.canvas = canvas }

    /// What is drawn around a node: the clips and shadow its ancestors apply.
    struct Context {
        var clips: [Outline] = []
        var shadow: Shadow?
    }

    mutating func build(_ root: FrameNode) -> [DisplayItem] {
        // The safe area's bands, under everything: a view that ignores the safe area is drawn over them.
        let area = canvas.safeArea, size = canvas.size
        for band in [Rect(x: 0, y: 0, width: size.width, height: area.top),
                     Rect(x: 0, y: size.height - area.bottom, width: size.width, height: area.bottom),
                     Rect(x: 0, y: 0, width: area.leading, height: size.height),
                     Rect(x: size.width - area.trailing, y: 0, width: area.trailing, height: size.height)]
        where band.width > 0 && band.height > 0 {
            items.append(DisplayItem(drawing: .safeArea(band)))
        }
        visit(root, Context())
        return items
    }

    mutating func visit(_ node: FrameNode, _ outer: Context) {
        if node.isHidden { return }
        var context = outer
        let frame = node.frame
        // Outermost first: a shadow written after a clip (`.cornerRadius(8).shadow(radius: 4)`)
        // is outside it.
        for effect in node.ownEffects {
            switch effect.name {
            // `clipShape`, `clipped` and `cornerRadius` clip the view and what it contains.
            // Source: Apple's documentation of `clipShape(_:style:)`, `clipped(antialiased:)`
            // and `cornerRadius(_:antialiased:)` ("clips this view to its bounding frame,
            // with the specified corner radius").
            case "clipShape": context.clips.append(Outline(effect.shape ?? .rectangle, in: frame))
            case "clipped": context.clips.append(Outline(rect: frame))
            case "cornerRadius": context.clips.append(Outline(rect: frame, form: .rectangle(cornerRadius: effect.amount ?? 0)))
            case "shadow":
                context.shadow = Shadow(color: effect.color ?? .shadowDefault, radius: effect.amount ?? 0, offset: effect.offset,
                                        clipDepth: context.clips.count)
            default: break
            }
        }
        // A ScrollView shows its content through its own frame: the viewport. Source:
        // Apple's documentation of `ScrollView` ("the scrollable content region").
        if node.type == "ScrollView" { context.clips.append(Outline(rect: frame)) }
        let opacity = node.effects.filter { $0.name == "opacity" }.reduce(1.0) { $0 * min(max($1.amount ?? 1, 0), 1) }

        for drawing in drawings(of: node) {
            add(DisplayItem(drawing: drawing, clips: context.clips, opacity: opacity, shadow: context.shadow))
        }
        for piece in ControlDrawing.pieces(of: node, style: foregroundStyle(of: node)) {
            add(DisplayItem(drawing: piece.drawing, clips: context.clips, opacity: opacity, shadow: piece.shadow ?? context.shadow))
        }
        for child in DrawingOrder.children(of: node) {
            visit(child, context)
        }
        // A border is drawn over the view, inside its frame. Source: Apple's documentation
        // of `border(_:width:)` ("draws a border of a specified width around the view's frame"),
        // which SwiftUI draws as `overlay(Rectangle().strokeBorder(…))`.
        for effect in node.ownEffects where effect.name == "border" {
            let width = max(effect.amount ?? 1, 0)
            let line = DisplayItem.Drawing.stroke(Outline(rect: frame).inset(by: width / 2), effect.color ?? .primaryColor, lineWidth: width)
            add(DisplayItem(drawing: line, clips: outer.clips, opacity: opacity, shadow: outer.shadow))
        }
    }

    /// Items wholly outside a clip, or off the canvas, are left out: a ScrollView of a
    /// thousand rows draws only the rows in its viewport.
    mutating func add(_ item: DisplayItem) {
        var item = item
        // A filled rectangle clipped to a rounded rectangle of its own frame is that rounded
        // rectangle filled: one shape rather than a shape and a clip.
        if case .fill(let outline, let paint) = item.drawing, outline.form == .rectangle(cornerRadius: 0),
           let clip = item.clips.last, clip.rect == outline.rect,
           // A shadow cast inside the clip is clipped with it: the clip stays.
           (item.shadow?.clipDepth ?? 0) < item.clips.count {
            item.drawing = .fill(clip, paint)
            item.clips.removeLast()
        }
        let bounds = item.bounds
        let visible = Rect(x: -bounds.width, y: -bounds.height, width: canvas.size.width + 2 * bounds.width,
                           height: canvas.size.height + 2 * bounds.height)
        guard item.opacity > 0, bounds.intersects(visible) || canvas.size.width == 0,
              item.clips.allSatisfy({ $0.rect.intersects(bounds) || bounds.width == 0 || bounds.height == 0 })
        else { return }
        items.append(item)
    }

    /// The colour (or gradient, or material) a view draws its content in: the innermost
    /// `foregroundStyle`, `foregroundColor` or `fill` kept whole (the layout knows it by
    /// name only), else the environment's named foreground colour, where the accent colour
    /// is the tint around the view when there is one.
    func foregroundStyle(of node: FrameNode) -> ColorValue? {
        node.effects.last { ["fill", "foregroundStyle"].contains($0.name) && $0.color != nil }?.color
            ?? (node.foreground == "accentColor" ? Self.tint(of: node) : nil)
            ?? node.foreground.flatMap { ColorValue.named[$0] }
    }

    /// The innermost `.tint(_:)` or `.accentColor(_:)` around a view: the colour it draws
    /// in where it would draw in the accent colour. Source: Apple's documentation of
    /// `tint(_:)` ("Use this method to override the default accent color for this view").
    /// A switch that is on is green, not the accent colour, so only a tint colours it
    /// (`forSwitch`): Apple's `SwitchToggleStyle.init(tint:)` is deprecated for `tint(_:)`.
    static func tint(of node: FrameNode, forSwitch: Bool = false) -> ColorValue? {
        let names = forSwitch ? [VisualEffect.tintName] : [VisualEffect.tintName, VisualEffect.accentName]
        return node.effects.last { names.contains($0.name) }?.color
    }

    /// The outline a shape draws in its frame: a path's, worked out while its example ran.
    static func outline(of node: FrameNode, _ shape: ShapeKind) -> Outline {
        node.path.map { Outline(rect: node.frame, form: .path($0)) } ?? Outline(shape, in: node.frame)
    }

    func drawings(of node: FrameNode) -> [DisplayItem.Drawing] {
        let frame = node.frame
        var result: [DisplayItem.Drawing] = []
        let style = foregroundStyle(of: node)
        if let paint = node.paint.map({ node.shapeKind == nil ? $0 : style ?? $0 }) {
            let shape = node.shapeKind ?? .rectangle
            // A shape with `stroke` or `strokeBorder` is drawn as its outline, not filled:
            // `stroke` centres the line on the outline, `strokeBorder` keeps it inside.
            // Source: Apple's documentation of `Shape.stroke(_:lineWidth:)` and
            // `InsettableShape.strokeBorder(_:lineWidth:)`.
            if let stroke = node.ownEffects.last(where: { $0.name == "stroke" || $0.name == "strokeBorder" }), node.shapeKind != nil {
                let width = max(stroke.amount ?? 1, 0)
                let outline = Self.outline(of: node, shape)
                let color = stroke.color ?? style ?? .primaryColor
                result.append(.stroke(stroke.name == "strokeBorder" ? outline.inset(by: width / 2) : outline, color, lineWidth: width))
            } else {
                result.append(.fill(Self.outline(of: node, shape), paint))
            }
        }
        // A Divider is a line in the separator colour across its frame. Source: Apple's
        // documentation of `Divider` ("a visual element that can be used to separate other
        // content") and of `UIColor.separator` ("the color for thin borders or divider lines
        // that allows some underlying content to be visible").
        if node.type == "Divider" { result.append(.fill(Outline(rect: frame), .separatorColor)) }
        if node.type == "Image", node.isSymbol, let name = node.label {
            let color = style ?? .primaryColor
            result.append(.symbol(frame, name: name, glyph: SymbolGlyph.glyph(for: name), color: color))
        } else if let control = ControlText.run(node, style: style) {
            result.append(.text(control))
        } else if node.type == "Image" || (node.lines == nil && node.fontSize != nil && !ControlDrawing.draws(node)) {
            result.append(.placeholder(frame, label: node.label, dashed: node.type != "Image"))
        }
        if let lines = node.lines, let fontSize = node.fontSize, let first = node.firstBaseline {
            let lineHeight = node.linePitch ?? fontSize * (Font.ascender + Font.descender)
            let x: Double = switch node.textAlignment {
            case .leading: frame.minX
            case .center: frame.minX + frame.width / 2
            case .trailing: frame.maxX
            }
            let placed = lines.enumerated().map { index, line in
                let baseline = index == lines.count - 1 ? node.lastBaseline ?? first : first + Double(index) * lineHeight
                return TextLine(text: line, x: x, baseline: Rect.snap(baseline, scale: canvas.scale))
            }
            let color = style ?? .primaryColor
            result.append(.text(TextRun(lines: placed, fontSize: fontSize, bold: node.bold, alignment: node.textAlignment,
                                        color: color, frame: frame)))
        }
        return result
    }
}

extension ColorValue {
    static let primaryColor = ColorValue.named["black"]!
    /// `UIColor.separator` in light mode: RGB 60, 60, 67 at 29% opacity (Apple's Human
    /// Interface Guidelines, "Color", the system colours' specifications).
    static let separatorColor = ColorValue(name: "separator", red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29)
    static let shadowDefault = ColorValue(name: "shadow", red: 0, green: 0, blue: 0, opacity: 0.33)
}
