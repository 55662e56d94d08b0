/// An Image keeps its own size unless it is `resizable`, when it takes what it is offered.
/// A system symbol's own size follows the font: 1.15 em high, as SF Symbols draw at the
/// body size (17 pt: about 19.5 points), and as wide as the symbol's shape.
struct ImageLayout: Layout {
    let content: ImageContent

    /// Width over height of common SF Symbols (regular weight, medium scale), measured to
    /// about a point at the body size; others are taken as square.
    static let symbolAspectRatios: [String: Double] = [
        "doc.text.fill": 0.81, "doc.text": 0.81, "doc": 0.81, "trash": 0.88, "trash.fill": 0.88,
        "person.crop.circle.badge.plus": 1.18, "table": 1.24, "heart.fill": 1.15, "heart": 1.15,
        "star.fill": 1.05, "star": 1.05, "person.fill": 1.05, "person": 1.05, "video.circle.fill": 1,
        "globe": 1, "folder": 1.25, "folder.fill": 1.25, "envelope": 1.33, "envelope.fill": 1.33,
        "calendar": 1.1, "camera": 1.3, "camera.fill": 1.3, "bell": 0.95, "bell.fill": 0.95,
        "pencil": 1, "gear": 1, "house": 1.18, "house.fill": 1.18, "magnifyingglass": 1,
        "xmark": 1, "plus": 1, "minus": 1, "checkmark": 1.1, "chevron.right": 0.6, "chevron.left": 0.6,
        "arrow.right": 1.1, "arrow.left": 1.1, "paperplane.fill": 1.05, "cart": 1.2, "cart.fill": 1.2,
    ]

    func intrinsicSize(_ node: LayoutNode) -> Size {
        switch content.source {
        case .named(_, let size): return size.finite
        case .system(let name):
            let height = node.environment.resolvedFont.size * 1.15
            return Size(width: height * (Self.symbolAspectRatios[name] ?? 1), height: height)
        }
    }

    func sizeThatFits(_ proposal: ProposedSize, _ node: LayoutNode) -> Size {
        let intrinsic = intrinsicSize(node)
        guard content.resizable else { return intrinsic }
        return proposal.replacingUnspecified(with: intrinsic).finiteOr(intrinsic)
    }
}

extension Size {
    /// Infinite dimensions replaced by `fallback`'s.
    func finiteOr(_ fallback: Size) -> Size {
        Size(width: width.isFinite ? width : fallback.width, height: height.isFinite ? height : fallback.height)
    }
}

/// A view the notes never define: a box labelled with its name, sized like a short text
/// with 8 points of padding.
struct PlaceholderLayout: Layout {
    let name: String

    func sizeThatFits(_ proposal: ProposedSize, _ node: LayoutNode) -> Size {
        let font = node.environment.resolvedFont
        return Size(width: FontMetrics.width(of: name, in: font) + 16, height: font.lineHeight + 16)
    }
}

/// Controls at iOS's default sizes: a button is its title, a text field takes the width
/// it is offered at one line's height, a toggle is its label beside a 51x31 switch, a
/// slider takes the width offered at 34 points high, a progress bar the width offered at 4
/// points high and an activity indicator 20x20. Source: the intrinsic content sizes of
/// UIKit's UISwitch (51 x 31), UIStepper (94 x 32), UISlider (34 high), UIProgressView (4
/// high, bar style) and UIActivityIndicatorView (`.medium`, 20 x 20), which SwiftUI's
/// controls draw on iOS.
struct ControlLayout: Layout {
    let control: ControlKind

    func sizeThatFits(_ proposal: ProposedSize, _ node: LayoutNode) -> Size {
        let font = node.environment.resolvedFont
        switch control {
        case .button(let title):
            return Size(width: FontMetrics.width(of: title, in: font), height: font.lineHeight)
        case .textField(let prompt), .secureField(let prompt):
            let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? FontMetrics.width(of: prompt, in: font)
            return Size(width: width, height: font.lineHeight + 2)
        case .toggle(let label, _):
            let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? (FontMetrics.width(of: label, in: font) + 8 + 51)
            return Size(width: width, height: 31)
        case .slider:
            return Size(width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? 100, height: 34)
        case .stepper(let label):
            let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? (FontMetrics.width(of: label, in: font) + 8 + 94)
            return Size(width: width, height: 32)
        case .progress(.some):
            return Size(width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? 100, height: 4)
        case .progress(nil):
            return Size(width: 20, height: 20)
        case .picker(let label, let selection):
            // A row: the label, then the choice and the menu's chevrons, one line high.
            let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
                ?? (FontMetrics.width(of: label, in: font) + 8 + FontMetrics.width(of: selection, in: font) + 4 + font.size * 0.6)
            return Size(width: width, height: font.lineHeight)
        }
    }
}
