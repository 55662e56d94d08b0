/// The name written inside a placeholder's box, shortened with `…` to the box's width so
/// that neighbouring boxes' names never overlap, at the box's top-leading corner so that
/// boxes stacked in a ZStack (centred on one another) show each name apart.
public enum PlaceholderLabel {
    public static let fontSize = 10.0

    /// Where the label starts and its baseline: 3 points in, one line down (centred in a
    /// box lower than that).
    public static func start(in rect: Rect) -> Point {
        Point(x: rect.minX + 3, y: rect.minY + min(rect.height / 2 + fontSize * 0.35, fontSize + 3))
    }

    public static func fitted(_ label: String, width: Double, fontSize: Double) -> String {
        let font = Font.system(size: fontSize)
        let room = width - 6
        if FontMetrics.width(of: label, in: font) <= room { return label }
        var kept = Substring(label)
        while !kept.isEmpty, FontMetrics.width(of: kept + "…", in: font) > room { kept = kept.dropLast() }
        return kept.isEmpty ? "" : kept + "…"
    }
}
