/// Writes the token stream `SearchTokenizer.indexText` stores, reading the text's UTF-8
/// bytes once.
///
/// The rules are `SearchTokenizer`'s (a test holds the two to the same output): this is
/// the same segmentation without `String.Index` arithmetic, one String per token or
/// Unicode-aware lowercasing of ASCII identifiers. An import segments every concept,
/// snippet and chapter title of every note, and did so about five times slower through
/// the token path that queries and highlighting use.
struct IndexTextWriter {
    /// One scalar of the run being read, with its place in the text's bytes.
    private struct RunScalar {
        var scalar: Unicode.Scalar
        var start: Int
        var end: Int
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var output: [UInt8] = []
    private var run: [RunScalar] = []

    /// `bytes` must be valid UTF-8 in NFC, as a Swift String's are once normalised.
    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        output.reserveCapacity(bytes.count * 2)
    }

    static func indexText(of text: String) -> String {
        var text = text.nfc
        return text.withUTF8 { bytes in
            var writer = IndexTextWriter(bytes: bytes)
            return writer.write()
        }
    }

    mutating func write() -> String {
        var script: SearchTokenizer.Script?
        var offset = 0
        while offset < bytes.count {
            let (scalar, length) = UTF8Scalars.decode(bytes, at: offset)
            let scalarScript = SearchTokenizer.script(of: scalar)
            // A combining mark stays with the run it follows, as in `SearchTokenizer.runs`.
            if scalarScript != script, !(script != nil && SearchTokenizer.isCombiningMark(scalar)) {
                if let script { writeRun(script) }
                script = scalarScript
                run.removeAll(keepingCapacity: true)
            }
            if script != nil { run.append(RunScalar(scalar: scalar, start: offset, end: offset + length)) }
            offset += length
        }
        if let script { writeRun(script) }
        return String(decoding: output, as: UTF8.self)
    }

    private mutating func writeRun(_ script: SearchTokenizer.Script) {
        switch script {
        case .cjk: writeGrams()
        case .word: writeIdentifier()
        case .sigil:
            for _ in run {
                if !output.isEmpty { output.append(UInt8(ascii: " ")) }
                output.append(contentsOf: SearchTokenizer.sigilToken.utf8)
            }
        }
    }

    /// Overlapping two-scalar grams and the last scalar; a one-scalar run is itself.
    private mutating func writeGrams() {
        guard run.count > 1 else {
            writeToken(run[0].start..<run[0].end, lowercase: false)
            return
        }
        for index in 0..<(run.count - 1) {
            writeToken(run[index].start..<run[index + 1].end, lowercase: false)
        }
        writeToken(run[run.count - 1].start..<run[run.count - 1].end, lowercase: false)
    }

    /// The camelCase parts, when there are several, then the whole identifier.
    private mutating func writeIdentifier() {
        var partStart = 0
        var parts: [Range<Int>] = []
        for index in 1..<max(1, run.count) {
            let previous = run[index - 1].scalar
            let scalar = run[index].scalar
            let lowerToUpper = SearchTokenizer.isLowercase(previous) && SearchTokenizer.isUppercase(scalar)
            let acronymEnd = SearchTokenizer.isUppercase(previous) && SearchTokenizer.isUppercase(scalar)
                && index + 1 < run.count && SearchTokenizer.isLowercase(run[index + 1].scalar)
            let digitToLetter = SearchTokenizer.isDigit(previous) && !SearchTokenizer.isDigit(scalar)
                && SearchTokenizer.script(of: scalar) == .word
            if lowerToUpper || acronymEnd || digitToLetter {
                parts.append(partStart..<index)
                partStart = index
            }
        }
        if !parts.isEmpty {
            parts.append(partStart..<run.count)
            for part in parts {
                writeToken(run[part.lowerBound].start..<run[part.upperBound - 1].end, lowercase: true)
            }
        }
        writeToken(run[0].start..<run[run.count - 1].end, lowercase: true)
    }

    private mutating func writeToken(_ range: Range<Int>, lowercase: Bool) {
        if !output.isEmpty { output.append(UInt8(ascii: " ")) }
        let token = UnsafeBufferPointer(rebasing: bytes[range])
        guard lowercase else {
            output.append(contentsOf: token)
            return
        }
        if token.allSatisfy({ $0 < 0x80 }) {
            for byte in token {
                output.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte)
            }
        } else {
            output.append(contentsOf: String(decoding: token, as: UTF8.self).lowercased().utf8)
        }
    }
}

/// Reading Unicode scalars straight from valid UTF-8.
enum UTF8Scalars {
    /// The scalar starting at `offset` and its length in bytes. The bytes must be valid
    /// UTF-8, as a Swift String's are.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> (Unicode.Scalar, Int) {
        let lead = UInt32(bytes[offset])
        let value: UInt32
        let length: Int
        switch lead {
        case ..<0x80:
            return (Unicode.Scalar(UInt8(lead)), 1)
        case ..<0xE0:
            value = (lead & 0x1F) << 6 | UInt32(bytes[offset + 1] & 0x3F)
            length = 2
        case ..<0xF0:
            value = (lead & 0x0F) << 12 | UInt32(bytes[offset + 1] & 0x3F) << 6 | UInt32(bytes[offset + 2] & 0x3F)
            length = 3
        default:
            value = (lead & 0x07) << 18 | UInt32(bytes[offset + 1] & 0x3F) << 12
                | UInt32(bytes[offset + 2] & 0x3F) << 6 | UInt32(bytes[offset + 3] & 0x3F)
            length = 4
        }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }
}
