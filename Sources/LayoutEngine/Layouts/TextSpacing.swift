/// The default space a VStack leaves between a Text and a neighbour that is not text.
///
/// SwiftUI's default stack spacing is not one number: each view carries spacing preferences
/// per edge and per kind of neighbour, and the stack leaves the larger of the two views'
/// preferences for the edges that meet (Apple, `ViewSpacing` and
/// `ViewSpacing.distance(to:along:)`: "different values for different kinds of adjacent
/// views … the spacing to the next text view along the top and bottom edges"; "returns the
/// greater of the two values"). A Text's preferences follow its font, so the gap above a
/// Text and the gap below it differ, and neither is 8 (fatbobman, "What Does spacing = nil
/// Mean in SwiftUI?": "the distance between the Text and its adjacent views is no longer 8,
/// and the spacings are not equal").
///
/// The numbers are those of OpenSwiftUI's re-implementation of a Text's spacing
/// (`Spacing.textSpacing` in `Text+Spacing.swift`, re-implemented from SwiftUI, not measured):
/// with the font's line height `h` (ascender + descender) and `s` = 10% of `h` rounded up to a
/// whole pixel, a view above a Text is `h + s − ascender` (= descender + s) from it, and a
/// view below a Text is `max(h + s − cap height, s + descender)` from it. Along a VStack only:
/// a Text has no such preference on its leading and trailing edges, so an HStack keeps 8.
/// Between two Texts kb keeps 8, as no source kb could check states that gap.
enum TextSpacing {
    enum Edge { case top, bottom }

    /// SF Pro's cap height, 0.705 em (1443 of 2048 units), as `UIFont.capHeight` gives it.
    static let capHeight = 0.7046

    /// The gap between `upper` and `lower`, one above the other, when exactly one of them
    /// shows a Text at the edge they share; nil otherwise.
    static func gap(between upper: LayoutNode, and lower: LayoutNode) -> Double? {
        let above = font(of: upper, at: .bottom), below = font(of: lower, at: .top)
        switch (above, below) {
        case (let font?, nil):
            let (line, step) = metrics(font, upper)
            return max(line + step - font.size * capHeight, step + font.size * Font.descender)
        case (nil, let font?):
            let (_, step) = metrics(font, lower)
            return font.size * Font.descender + step
        default:
            return nil
        }
    }

    /// The line height and a tenth of it, rounded up to a whole pixel.
    static func metrics(_ font: Font, _ node: LayoutNode) -> (line: Double, step: Double) {
        let scale = node.environment.displayScale
        let step = (font.lineHeight * 0.1 * scale - 1e-9).rounded(.up) / scale
        return (font.lineHeight, step)
    }

    /// The font of the Text whose line is `edge` of `node`: the Text itself, through the
    /// modifiers that keep their content's edges, the first (top) or last (bottom) child of a
    /// VStack, and the largest of any child of an HStack or ZStack, as a container's
    /// preferences are its children's merged. Padding, frames and shapes are no Text edge.
    static func font(of node: LayoutNode, at edge: Edge) -> Font? {
        switch node.view.kind {
        case .text, .control(.button):
            // A button with a title shows it as a Text.
            return node.environment.resolvedFont
        case .background, .overlay, .environment, .visual, .offset, .layoutPriority, .preference,
             .onPreferenceChange, .alignmentGuide, .fixedSize:
            return node.children.first.flatMap { font(of: $0, at: edge) }
        case .stack(.vertical, _, _, _):
            let shown = node.children.filter { if case .empty = $0.view.kind { return false } else { return true } }
            return (edge == .top ? shown.first : shown.last).flatMap { font(of: $0, at: edge) }
        case .stack(.horizontal, _, _, _), .zstack, .group:
            return node.children.compactMap { font(of: $0, at: edge) }.max { $0.lineHeight < $1.lineHeight }
        default:
            return nil
        }
    }
}
