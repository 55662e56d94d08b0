/// Spreads review intervals a little, so cards learnt on the same day do not stay due on
/// the same day forever: ±15% of the days from 2.5 to 7, ±10% from 7 to 20 and ±5% beyond,
/// plus one day, as the FSRS reference implementation does.
enum Fuzz {
    static let ranges: [(start: Double, end: Double, factor: Double)] = [
        (2.5, 7, 0.15), (7, 20, 0.1), (20, .infinity, 0.05),
    ]

    /// The days an interval of `days` may become.
    static func range(days: Int, maximum: Int) -> ClosedRange<Int> {
        let interval = Double(days)
        let delta = 1 + ranges.reduce(0) { sum, range in
            sum + range.factor * max(min(interval, range.end) - range.start, 0)
        }
        let upper = min(Int((interval + delta).rounded(.toNearestOrEven)), maximum)
        let lower = min(max(2, Int((interval - delta).rounded(.toNearestOrEven))), upper)
        return lower...upper
    }

    /// The fuzzed interval: `unit`, in 0..<1, picks a day of the range. Intervals under 2.5
    /// days are left alone.
    static func apply(days: Int, maximum: Int, unit: Double) -> Int {
        guard Double(days) >= 2.5 else { return days }
        let range = range(days: days, maximum: maximum)
        let picked = unit * Double(range.count) + Double(range.lowerBound)
        return min(Int(picked.rounded(.toNearestOrEven)), maximum)
    }

    /// A number in 0..<1 fixed by `seed`, so that a card's fuzz is the same each time its
    /// answer is previewed and then given (SplitMix64).
    static func unit(seed: UInt64) -> Double {
        var z = seed &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Double(z >> 11) / Double(UInt64(1) << 53)
    }
}
