#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Toggles, sliders, steppers and progress views drawn as iOS draws them in light mode, so
/// that a preview shows a switch, a track and thumb, a − | + pair or a bar rather than a box.
/// Sizes: UIKit's controls, which SwiftUI's draw on iOS (UISwitch 51 x 31 with a 27-point
/// knob, UISlider's 4-point track and 28-point thumb, UIStepper 94 x 32, UIProgressView's
/// 4-point bar, UIActivityIndicatorView 20 x 20). Colours: Apple's Human Interface Guidelines,
/// "Color" (systemGreen for a switch that is on, the accent colour for a slider's filled
/// track and a progress bar, the system fills for tracks and the stepper's background).
enum ControlDrawing {
    struct Piece {
        var drawing: DisplayItem.Drawing
        var shadow: Shadow?
    }

    static let track = ColorValue(name: "systemFill", red: 0.471, green: 0.471, blue: 0.502, opacity: 0.2)
    static let switchOff = ColorValue(name: "secondarySystemFill", red: 0.471, green: 0.471, blue: 0.502, opacity: 0.16)
    static let stepperFill = ColorValue(name: "tertiarySystemFill", red: 0.463, green: 0.463, blue: 0.502, opacity: 0.12)
    static let separator = ColorValue(name: "separator", red: 0.235, green: 0.235, blue: 0.263, opacity: 0.29)
    static let knobShadow = Shadow(color: ColorValue(name: "shadow", red: 0, green: 0, blue: 0, opacity: 0.15), radius: 8,
                                   offset: Point(x: 0, y: 3))
    static let white = ColorValue.named["white"]!, accent = ColorValue.named["accentColor"]!

    /// Whether kb draws `node` as its control rather than as a labelled box.
    static func draws(_ node: FrameNode) -> Bool {
        switch node.control {
        case .toggle?, .slider?, .stepper?, .progress?, .picker?: true
        default: false
        }
    }

    static func pieces(of node: FrameNode, style: ColorValue?) -> [Piece] {
        let frame = node.frame
        let tint = DisplayListBuilder.tint(of: node)
        let size = node.fontSize ?? 17
        switch node.control {
        case .toggle(let title, let isOn)?:
            let track = Rect(x: frame.maxX - 51, y: frame.midY - 15.5, width: 51, height: 31)
            let knob = Rect(x: isOn ? track.maxX - 29 : track.minX + 2, y: track.minY + 2, width: 27, height: 27)
            return label(title, in: frame, room: frame.width - 51 - 8, size: size, style: style) + [
                Piece(drawing: .fill(Outline(.capsule, in: track), isOn ? DisplayListBuilder.tint(of: node, forSwitch: true) ?? ColorValue.named["green"]! : switchOff)),
                Piece(drawing: .fill(Outline(.circle, in: knob), white), shadow: knobShadow),
            ]
        case .slider(let value)?:
            let thumbX = frame.minX + 14 + min(max(value, 0), 1) * max(frame.width - 28, 0)
            let full = Rect(x: frame.minX, y: frame.midY - 2, width: frame.width, height: 4)
            let filled = Rect(x: frame.minX, y: full.minY, width: max(thumbX - frame.minX, 0), height: 4)
            return [
                Piece(drawing: .fill(Outline(.capsule, in: full), track)),
                Piece(drawing: .fill(Outline(.capsule, in: filled), tint ?? style ?? accent)),
                Piece(drawing: .fill(Outline(.circle, in: Rect(x: thumbX - 14, y: frame.midY - 14, width: 28, height: 28)), white),
                      shadow: knobShadow),
            ]
        case .stepper(let title)?:
            let box = Rect(x: frame.maxX - 94, y: frame.midY - 16, width: 94, height: 32)
            let primary = ColorValue.named["black"]!
            func glyph(_ text: String, _ x: Double) -> Piece {
                Piece(drawing: .text(TextRun(lines: [TextLine(text: text, x: x, baseline: box.midY + 7)], fontSize: 20, bold: false,
                                             alignment: .center, color: primary, frame: box)))
            }
            return label(title, in: frame, room: frame.width - 94 - 8, size: size, style: style) + [
                Piece(drawing: .fill(Outline(.roundedRectangle(cornerRadius: 8), in: box), stepperFill)),
                Piece(drawing: .fill(Outline(rect: Rect(x: box.midX - 0.5, y: box.midY - 9, width: 1, height: 18)), separator)),
                glyph("−", box.minX + 23.5), glyph("+", box.maxX - 23.5),
            ]
        case .progress(let value?)?:
            let bar = Rect(x: frame.minX, y: frame.midY - 2, width: frame.width, height: 4)
            let filled = Rect(x: bar.minX, y: bar.minY, width: bar.width * min(max(value, 0), 1), height: 4)
            return [Piece(drawing: .fill(Outline(.capsule, in: bar), track)),
                    Piece(drawing: .fill(Outline(.capsule, in: filled), tint ?? style ?? accent))]
        case .progress(nil)?:
            // Eight dots around a ring, fading: the spokes of a spinning indicator.
            return (0..<8).map { index in
                let angle = Double(index) * Double.pi / 4 - Double.pi / 2
                let x = frame.midX + 7 * cos(angle), y = frame.midY + 7 * sin(angle)
                let grey = ColorValue(name: "spoke", red: 0.235, green: 0.235, blue: 0.263, opacity: 1 - Double(index) * 0.1)
                return Piece(drawing: .fill(Outline(.circle, in: Rect(x: x - 2, y: y - 2, width: 4, height: 4)), grey))
            }
        case .picker(let title, let selection)?:
            // The choice at the trailing edge in the secondary colour, with the up-and-down
            // chevrons of a menu. Source: Apple's Human Interface Guidelines, "Pickers" and
            // "Pull-down buttons" (a menu picker in a form row shows its current value).
            let chevrons = "↕", secondary = ColorValue.named["secondary"]!
            let value = "\(selection) \(chevrons)"
            let baseline = frame.midY - size * (Font.ascender + Font.descender) / 2 + size * Font.ascender
            let valueWidth = FontMetrics.width(of: value, in: Font.system(size: size))
            return label(title, in: frame, room: frame.width - valueWidth - 8, size: size, style: style) + [
                Piece(drawing: .text(TextRun(lines: [TextLine(text: value, x: frame.maxX, baseline: baseline)], fontSize: size,
                                             bold: false, alignment: .trailing, color: secondary, frame: frame))),
            ]
        default:
            return []
        }
    }

    /// The control's label at its leading edge, centred vertically, cut to `room`.
    static func label(_ title: String, in frame: Rect, room: Double, size: Double, style: ColorValue?) -> [Piece] {
        guard !title.isEmpty, room > 0 else { return [] }
        let fitted = PlaceholderLabel.fitted(title, width: room + 6, fontSize: size)
        let baseline = frame.midY - size * (Font.ascender + Font.descender) / 2 + size * Font.ascender
        return [Piece(drawing: .text(TextRun(lines: [TextLine(text: fitted, x: frame.minX, baseline: baseline)], fontSize: size,
                                             bold: false, alignment: .leading, color: style ?? .primaryColor, frame: frame)))]
    }
}
