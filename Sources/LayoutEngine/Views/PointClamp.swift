/// Numbers from a snippet held to what a screen can show, where they enter the engine and
/// where frames leave it. A note's code can say `padding(-1e300)` or multiply a size by
/// 1e300; Swift's Double carries such values, but sums of them overflow to infinity and
/// printing them as whole points traps. Ten million points is 26,000 phone screens: every
/// layout a note means fits, and every sum of a few thousand such values stays finite.
/// NaN and infinity are left as they are: the layouts give them their SwiftUI meaning
/// (`maxWidth: .infinity`) or ignore them.
public enum PointClamp {
    public static let limit = 10_000_000.0

    /// A finite value held to ±`limit`.
    public static func clamp(_ value: Double) -> Double {
        value.isFinite ? min(max(value, -limit), limit) : value
    }

    static func clamp(_ value: Double?) -> Double? { value.map(clamp) }

    /// A value for output: finite, whatever the layout made of it (NaN as 0).
    public static func finite(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, -limit * 10), limit * 10)
    }
}

extension ViewKind {
    /// The same view with every number it carries clamped.
    var clamped: ViewKind {
        let c = PointClamp.clamp as (Double) -> Double
        switch self {
        case .spacer(let minLength): return .spacer(minLength: PointClamp.clamp(minLength))
        case .stack(let axis, let alignment, let spacing, let lazy):
            return .stack(axis, alignment: alignment, spacing: PointClamp.clamp(spacing), lazy: lazy)
        case .frame(let width, let height, let alignment):
            return .frame(width: PointClamp.clamp(width), height: PointClamp.clamp(height), alignment: alignment)
        case .flexibleFrame(var frame):
            (frame.minWidth, frame.idealWidth, frame.maxWidth) =
                (PointClamp.clamp(frame.minWidth), PointClamp.clamp(frame.idealWidth), PointClamp.clamp(frame.maxWidth))
            (frame.minHeight, frame.idealHeight, frame.maxHeight) =
                (PointClamp.clamp(frame.minHeight), PointClamp.clamp(frame.idealHeight), PointClamp.clamp(frame.maxHeight))
            return .flexibleFrame(frame)
        case .padding(let insets):
            return .padding(EdgeInsets(top: c(insets.top), leading: c(insets.leading), bottom: c(insets.bottom),
                                       trailing: c(insets.trailing)))
        case .layoutPriority(let priority): return .layoutPriority(c(priority))
        case .aspectRatio(let ratio, let mode): return .aspectRatio(PointClamp.clamp(ratio), mode)
        case .offset(let x, let y): return .offset(x: c(x), y: c(y))
        case .position(let x, let y): return .position(x: c(x), y: c(y))
        case .alignmentGuide(let id, let compute): return .alignmentGuide(id) { PointClamp.clamp(compute($0)) }
        case .preference(let key, let value): return .preference(key, c(value))
        case .grid(let axis, let items, let spacing):
            return .grid(axis, items: items.map(\.clamped), spacing: PointClamp.clamp(spacing))
        case .shape(.roundedRectangle(let radius)): return .shape(.roundedRectangle(cornerRadius: c(radius)))
        case .environment(.font(let font)):
            return .environment(.font(Font(size: min(font.size, 10_000), weight: font.weight, style: font.style)))
        default: return self
        }
    }
}

extension GridItem {
    var clamped: GridItem {
        var item = self
        switch size {
        case .fixed(let value): item.size = .fixed(PointClamp.clamp(value))
        case .flexible(let minimum, let maximum):
            item.size = .flexible(minimum: PointClamp.clamp(minimum), maximum: PointClamp.clamp(maximum))
        case .adaptive(let minimum, let maximum):
            item.size = .adaptive(minimum: PointClamp.clamp(minimum), maximum: PointClamp.clamp(maximum))
        }
        item.spacing = PointClamp.clamp(item.spacing)
        return item
    }
}

extension Rect {
    /// The frame as the renderers get it: finite, within ten times the clamp's limit.
    var finite: Rect {
        let x0 = PointClamp.finite(minX), y0 = PointClamp.finite(minY)
        return Rect(x: x0, y: y0, width: PointClamp.finite(maxX) - x0, height: PointClamp.finite(maxY) - y0)
    }
}
