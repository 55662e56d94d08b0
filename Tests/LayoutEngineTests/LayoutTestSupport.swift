@testable import LayoutEngine

extension LayoutResult {
    /// The nodes of a type, in depth-first order.
    func nodes(_ type: String) -> [FrameNode] { root.flattened().map(\.node).filter { $0.type == type } }

    /// The only node with this label (a Text's string, a Color's name).
    func node(labelled label: String) -> FrameNode {
        let found = root.flattened().map(\.node).filter { $0.label == label }
        precondition(found.count == 1, "\(found.count) nodes labelled \(label)")
        return found[0]
    }

    func frame(_ label: String) -> Rect { node(labelled: label).frame.px }
}

func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}

/// A value on the 3x pixel grid: thirds written as 128.667 compare equal to 386/3.
func px(_ value: Double) -> Double { (value * 3).rounded() / 3 }


let phone = Canvas.device(named: "iPhone 13 Pro")!
let warm = "A great and warm welcome to Kuchi"
let warn = "A great and warn welcome to Kuchi"
