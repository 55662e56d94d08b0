import SwiftSyntax

/// How much memory a snippet's strings and arrays may take. A note's snippet is a few
/// views; `String(repeating: "x", count: 1_000_000_000)`, an array of a billion elements
/// or a string doubled in a loop is hostile (or a typo) and must not exhaust the machine.
/// One value too large is cut to the limit with a warning, so the example still shows;
/// a snippet that keeps making values past the budget stops with an error.
extension Interpreter {
    /// The longest string kb makes, in UTF-8 bytes: far more text than any layout example shows.
    static let maximumStringBytes = 10_000
    /// All the string bytes and array elements one snippet may make, counted as bytes
    /// (an element as `bytesPerElement`).
    static let allocationBudget = 64 << 20
    static let bytesPerElement = 16

    /// `String(repeating:count:)` and `Array(repeating:count:)` (also written `[T](repeating:count:)`),
    /// and `Array(sequence)`; nil for any other call.
    func allocation(_ name: String, _ arguments: [Argument], at node: some SyntaxProtocol) throws -> Value? {
        let labels = arguments.map(\.label)
        if labels == ["repeating", "count"], let count = arguments[1].value.number {
            let requested = count.isFinite ? max(count, 0) : 0
            guard requested == requested.rounded() else { return nil }
            switch (name, arguments[0].value) {
            case ("String", .string(let piece)): return .string(try repeated(piece, requested, at: node))
            case ("String", _): return nil
            case ("Array", let element): return .array(try repeated(element, requested, at: node))
            default: return nil
            }
        }
        if name == "Array", labels == [nil] {
            switch arguments[0].value {
            case .range(let low, let high):
                let count = max(high - low, 0)
                let kept = min(count, Self.maximumItems)
                if kept < count {
                    warn(node, "Array of \(count) elements is more than kb makes (\(Self.maximumItems)): cut to \(Self.maximumItems)")
                }
                try charge(kept * Self.bytesPerElement, at: node)
                return .array((low..<(low + kept)).map { .number(Double($0)) })
            case .array(let values): return .array(values)
            case .string(let text): return try bounded(.array(text.map { .string(String($0)) }), at: node)
            // `Array(items.enumerated())` over items the notes do not show: the array is that
            // collection, which a `ForEach` draws as one element, its values shown by name.
            case .type, .member, .none: return arguments[0].value
            default: return nil
            }
        }
        return nil
    }

    func repeated(_ piece: String, _ count: Double, at node: some SyntaxProtocol) throws -> String {
        let bytes = piece.utf8.count
        guard bytes > 0 else { return "" }
        let wanted = Double(bytes) * count
        var copies = Int(min(count, Double(Self.maximumStringBytes)))
        if wanted > Double(Self.maximumStringBytes) {
            copies = Self.maximumStringBytes / bytes
            warn(node, "String(repeating:count:) of \(count.wholeNumberText) copies is longer than kb makes a string "
                 + "(\(Self.maximumStringBytes) bytes): cut to \(copies) copies")
        }
        try charge(copies * bytes, at: node)
        return String(repeating: piece, count: copies)
    }

    func repeated(_ element: Value, _ count: Double, at node: some SyntaxProtocol) throws -> [Value] {
        var copies = Int(min(count, Double(Self.maximumItems)))
        if count > Double(Self.maximumItems) {
            copies = Self.maximumItems
            warn(node, "Array(repeating:count:) of \(count.wholeNumberText) elements is more than kb makes (\(Self.maximumItems)): "
                 + "cut to \(Self.maximumItems)")
        }
        try charge(copies * Self.bytesPerElement, at: node)
        return Array(repeating: element, count: copies)
    }

    /// A string or array an operator or interpolation made, cut to the limits (with a
    /// warning) and counted against the budget.
    func bounded(_ value: Value, at node: some SyntaxProtocol) throws -> Value {
        switch value {
        case .string(let text):
            let bytes = text.utf8.count
            guard bytes > Self.maximumStringBytes else {
                try charge(bytes, at: node)
                return value
            }
            warn(node, "a string of \(bytes) bytes is longer than kb makes (\(Self.maximumStringBytes)): cut to that length")
            let cut = text.cut(toBytes: Self.maximumStringBytes)
            try charge(cut.utf8.count, at: node)
            return .string(cut)
        case .array(let values):
            guard values.count > Self.maximumItems else {
                try charge(values.count * Self.bytesPerElement, at: node)
                return value
            }
            warn(node, "an array of \(values.count) elements is more than kb makes (\(Self.maximumItems)): cut to \(Self.maximumItems)")
            try charge(Self.maximumItems * Self.bytesPerElement, at: node)
            return .array(Array(values.prefix(Self.maximumItems)))
        default:
            return value
        }
    }

    /// Counts `bytes` against the snippet's budget; past it, the snippet stops.
    func charge(_ bytes: Int, at node: some SyntaxProtocol) throws {
        allocated += bytes
        if allocated > Self.allocationBudget {
            throw error(node, "the code makes more than \(Self.allocationBudget >> 20) MB of strings and arrays; "
                        + "does a loop keep growing one?")
        }
    }
}

extension String {
    /// The longest prefix of whole Unicode scalars that takes at most `limit` UTF-8 bytes
    /// (a combining mark after the cut may be lost; the text stays valid).
    func cut(toBytes limit: Int) -> String {
        guard utf8.count > limit else { return self }
        var end = utf8.index(startIndex, offsetBy: limit)
        // A UTF-8 continuation byte (10xxxxxx) is the middle of a scalar: back up to its start.
        while end > startIndex, utf8[end] & 0b1100_0000 == 0b1000_0000 { end = utf8.index(before: end) }
        return String(Substring(utf8[..<end]))
    }
}

extension Double {
    /// A count as a note writes it: `1000000000`, not `1e+09`.
    var wholeNumberText: String { abs(self) < 1e18 ? String(Int(self)) : String(self) }
}
