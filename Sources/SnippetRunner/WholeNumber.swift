extension Double {
    /// The whole number a snippet means by this value, for a range, an index, a line limit:
    /// NaN is 0 and the rest is held to ±10^15, where `Int(_:)` would trap on a huge value
    /// (`0..<1e300`, `lineLimit(Int(1e300))`).
    var wholeNumber: Int {
        isNaN ? 0 : Int(min(max(self, -1e15), 1e15).rounded(.towardZero))
    }
}
