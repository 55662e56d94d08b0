/// The text a control shows in a preview: a text field's placeholder in grey at its
/// leading edge, a button's title in the accent colour, centred; one line, centred
/// vertically in the control's frame. Source: Apple's Human Interface Guidelines, "Text
/// fields" (placeholder text in a lighter colour) and "Buttons" (a borderless button's
/// title in the accent colour).
enum ControlText {
    static let placeholderColor = ColorValue(name: "placeholderText", red: 0.235, green: 0.235, blue: 0.263, opacity: 0.3)

    static func run(_ node: FrameNode, style: ColorValue?) -> TextRun? {
        guard let title = node.label, !title.isEmpty, let size = node.fontSize, node.lines == nil else { return nil }
        let frame = node.frame
        let (color, alignment, x): (ColorValue, TextAlignment, Double)
        switch node.type {
        case "TextField", "SecureField": (color, alignment, x) = (placeholderColor, .leading, frame.minX)
        case "Button":
            let accent = DisplayListBuilder.tint(of: node) ?? ColorValue.named["accentColor"]!
            (color, alignment, x) = (style ?? accent, .center, frame.minX + frame.width / 2)
        default: return nil
        }
        // A field's placeholder may be longer than the field; a button is as wide as its title.
        let fitted = alignment == .leading ? PlaceholderLabel.fitted(title, width: frame.width + 4, fontSize: size) : title
        let height = size * (Font.ascender + Font.descender)
        let baseline = frame.minY + (frame.height - height) / 2 + size * Font.ascender
        return TextRun(lines: [TextLine(text: fitted, x: x, baseline: baseline)], fontSize: size, bold: false, alignment: alignment,
                       color: color, frame: frame)
    }
}
