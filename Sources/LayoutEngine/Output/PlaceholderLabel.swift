/// The name written inside a placeholder's box, shortened with `…` to the box's width so
/// that neighbouring boxes' names never overlap.
public enum PlaceholderLabel {
    public static let fontSize = 10.0

    public static func fitted(_ label: String, width: Double, fontSize: Double) -> String {
        let font = Font.system(size: fontSize)
        let room = width - 4
        if FontMetrics.width(of: label, in: font) <= room { return label }
        var kept = Substring(label)
        while !kept.isEmpty, FontMetrics.width(of: kept + "…", in: font) > room { kept = kept.dropLast() }
        return kept.isEmpty ? "" : kept + "…"
    }
}
