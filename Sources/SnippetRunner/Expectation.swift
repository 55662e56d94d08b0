import Foundation
import LayoutEngine

/// A result a note promises, `red.width == 75`: a view named by its colour or text, one
/// of its properties (x, y, width, height, lines), a comparison and a number of points.
public struct Expectation: Sendable, Equatable, CustomStringConvertible {
    public enum Comparison: String, Sendable {
        case equal = "==", less = "<", greater = ">"
    }

    /// A colour name (`red`, also a shape filled with it), a quoted text or image name
    /// (`"Hello"`, `"star.fill"`), or `text` for the first Text.
    public var subject: String
    public var property: String
    public var comparison: Comparison
    public var value: Double

    public var description: String { "\(subject).\(property) \(comparison.rawValue) \(value.pointText)" }

    /// Half a point either way counts as equal: frames sit on a pixel grid.
    public static let tolerance = 0.5

    static let properties: Set<String> = ["x", "y", "width", "height", "lines"]

    /// `red.width == 75; text.lines == 2` → two expectations; a malformed one is an error.
    public static func parse(_ text: String) throws -> [Expectation] {
        try text.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.map(parseOne)
    }

    static func parseOne(_ text: String) throws -> Expectation {
        for comparison in [Comparison.equal, .less, .greater] {
            let parts = text.components(separatedBy: " \(comparison.rawValue) ")
            guard parts.count == 2, let value = Double(parts[1].trimmingCharacters(in: .whitespaces)) else { continue }
            let left = parts[0].trimmingCharacters(in: .whitespaces)
            guard let dot = left.lastIndex(of: "."), properties.contains(String(left[left.index(after: dot)...])) else { break }
            return Expectation(subject: String(left[..<dot]), property: String(left[left.index(after: dot)...]),
                               comparison: comparison, value: value)
        }
        throw ExpectationError(text: text)
    }

    /// The actual value in a layout, or nil when no view matches the subject.
    public func actual(in layout: LayoutResult) -> Double? {
        let nodes = layout.root.flattened().map(\.node)
        let node: FrameNode?
        if subject == "text" {
            node = nodes.first { $0.type == "Text" }
        } else if subject.hasPrefix("\""), subject.hasSuffix("\""), subject.count >= 2 {
            let text = String(subject.dropFirst().dropLast())
            node = nodes.first { ($0.type == "Text" || $0.type == "Image") && $0.label == text }
        } else {
            // A colour, a shape filled with it, or any view of that label.
            node = nodes.first { $0.type == "Color" && $0.label == subject }
                ?? nodes.first { $0.paint != nil && $0.foreground == subject }
                ?? nodes.first { $0.label == subject }
        }
        guard let node else { return nil }
        switch property {
        case "x": return node.frame.minX
        case "y": return node.frame.minY
        case "width": return node.frame.width
        case "height": return node.frame.height
        default: return node.lines.map { Double($0.count) }
        }
    }

    public func holds(for actual: Double) -> Bool {
        switch comparison {
        case .equal: abs(actual - value) <= Self.tolerance
        case .less: actual < value
        case .greater: actual > value
        }
    }
}

public struct ExpectationError: Error, CustomStringConvertible {
    public var text: String
    public var description: String { "cannot read the expectation '\(text)': write it as red.width == 75" }
}
