/// SwiftUI's gestures. A gesture answers touches, and a still picture has none: its value
/// draws nothing, and its handlers (`.onChanged`, `.onEnded`, `.updating`) never run, so
/// `DragGesture().onChanged { … }` given to `.gesture(…)` leaves the layout as it is.
/// Source: Apple's documentation of `gesture(_:including:)`, which attaches a gesture to a
/// view and changes nothing of its size or place ("Attaches a gesture to the view").
enum Gestures {
    /// Gesture types a snippet makes by name.
    static let types: Set<String> = [
        "DragGesture", "TapGesture", "SpatialTapGesture", "LongPressGesture", "MagnificationGesture", "MagnifyGesture",
        "RotationGesture", "RotateGesture", "SimultaneousGesture", "SequenceGesture", "ExclusiveGesture",
    ]

    /// What a gesture is given or combined with: the handlers and combinations of a gesture
    /// value, which leave it a gesture.
    static let handlers: Set<String> = ["onChanged", "onEnded", "updating", "simultaneously", "sequenced", "exclusively"]
}
