import LayoutEngine
@testable import SnippetRunner

extension ExampleOutcome {
    /// The frames of the views of one type (and label) it laid out, each as
    /// `x y width height` in points to three decimals, in drawing order.
    func frameTexts(_ type: String, _ label: String? = nil) -> [String] {
        (layout?.root.flattened().map(\.node) ?? []).filter { $0.type == type && $0.label == label }.map { $0.frame.pointTexts }
    }
}

extension Rect {
    /// `x y width height`, in points to three decimals.
    var pointTexts: String { [minX, minY, width, height].map(\.pointText).joined(separator: " ") }
}
