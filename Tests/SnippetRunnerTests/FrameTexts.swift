import LayoutEngine
@testable import SnippetRunner

/// A snippet run on a 400 × 300 canvas, as the container suites (List, TabView,
/// NavigationStack) lay their examples out.
func runOn400By300(_ source: String) -> ExampleOutcome {
    SnippetRunner().run(source, canvas: Canvas(width: 400, height: 300))
}

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
