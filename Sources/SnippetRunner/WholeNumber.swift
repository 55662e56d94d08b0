extension Double {
    /// The number as a snippet's text shows it when the code does not say its type: whole, as
    /// an `Int` prints (`3`), else as Swift prints a `Double` (`2.5`).
    var writtenOut: String {
        self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }

    /// The whole number a snippet means by this value, for a range, an index, a line limit:
    /// NaN is 0 and the rest is held to ±10^15, where `Int(_:)` would trap on a huge value
    /// (`0..<1e300`, `lineLimit(Int(1e300))`).
    var wholeNumber: Int {
        isNaN ? 0 : Int(min(max(self, -1e15), 1e15).rounded(.towardZero))
    }
}
