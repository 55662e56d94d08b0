#if canImport(Glibc)
import Glibc
#endif

extension String {
    /// The ranges where `needle` occurs in the text, compared byte for byte in UTF-8.
    /// Import reads every sentence of every note; comparing bytes avoids the grapheme
    /// breaking of Character comparison and the bridging of Foundation's `range(of:)`.
    func byteRanges(of needle: String) -> [Range<String.Index>] {
        var text = self
        var needle = needle
        let offsets: [Int] = text.withUTF8 { bytes in
            needle.withUTF8 { pattern in
                var found: [Int] = []
                var offset = 0
                while let match = firstOffset(of: pattern, in: bytes, from: offset) {
                    found.append(match)
                    offset = match + pattern.count
                }
                return found
            }
        }
        let pattern = needle.utf8
        return offsets.map { offset in
            let start = utf8.index(startIndex, offsetBy: offset)
            return start..<utf8.index(start, offsetBy: pattern.count)
        }
    }

    /// Whether `needle` occurs in the text, compared byte for byte in UTF-8: the first
    /// occurrence answers, where `byteRanges` finds them all.
    func containsBytes(_ needle: String) -> Bool {
        var text = self
        var needle = needle
        return text.withUTF8 { bytes in needle.withUTF8 { pattern in firstOffset(of: pattern, in: bytes, from: 0) != nil } }
    }

    /// The pieces between occurrences of `separator`, empty ones included, like
    /// Foundation's `components(separatedBy:)`.
    func components(separatedByBytes separator: String) -> [Substring] {
        var pieces: [Substring] = []
        var pieceStart = startIndex
        for range in byteRanges(of: separator) {
            pieces.append(self[pieceStart..<range.lowerBound])
            pieceStart = range.upperBound
        }
        pieces.append(self[pieceStart...])
        return pieces
    }
}

extension Substring {
    /// The first range where `needle` occurs, compared byte for byte in UTF-8.
    func firstByteRange(of needle: String) -> Range<String.Index>? {
        byteRange(of: needle, last: false)
    }

    /// The last range where `needle` occurs, compared byte for byte in UTF-8.
    func lastByteRange(of needle: String) -> Range<String.Index>? {
        byteRange(of: needle, last: true)
    }

    /// The first or last range of `needle`, in this text's own indices.
    private func byteRange(of needle: String, last: Bool) -> Range<String.Index>? {
        let copy = String(self)
        let ranges = copy.byteRanges(of: needle)
        guard let found = last ? ranges.last : ranges.first else { return nil }
        let start = utf8.index(startIndex, offsetBy: copy.utf8.distance(from: copy.startIndex, to: found.lowerBound))
        return start..<utf8.index(start, offsetBy: needle.utf8.count)
    }
}

extension StringProtocol {
    /// Whether `other` occurs in the text, compared byte for byte in UTF-8 (kb reads notes in
    /// NFC, so equal text is equal bytes); false for an empty `other`, as Foundation says.
    /// Foundation's `contains(_:)`, which this is preferred to, bridges both strings to
    /// NSString at every call: the concept extractor asks it of every sentence for dozens of
    /// endings and lead-ins, and it was a tenth of an import.
    package func contains(_ other: String) -> Bool {
        var needle = other
        return needle.withUTF8 { pattern in
            guard !pattern.isEmpty else { return false }
            let occurs = { (bytes: UnsafeBufferPointer<UInt8>) in firstOffset(of: pattern, in: bytes, from: 0) != nil }
            if let found = utf8.withContiguousStorageIfAvailable(occurs) { return found }
            var copy = String(self)
            return copy.withUTF8(occurs)
        }
    }
}

/// Where `pattern` first occurs in `bytes` at `start` or after it; nil when it does not, or
/// is empty. memchr finds each place its first byte occurs, and the rest is compared there.
private func firstOffset(of pattern: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    guard let base = bytes.baseAddress, let patternBase = pattern.baseAddress, let first = pattern.first,
          start >= 0, pattern.count <= bytes.count else { return nil }
    var offset = start
    let last = bytes.count - pattern.count
    while offset <= last {
        guard let found = memchr(base + offset, Int32(first), last - offset + 1) else { return nil }
        let match = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        if memcmp(base + match, patternBase, pattern.count) == 0 { return match }
        offset = match + 1
    }
    return nil
}
