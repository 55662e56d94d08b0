/// How deeply code nests square brackets. swift-syntax's parser looks ahead through nested
/// `[` by trying each level both as a collection type and as an inline array type, so its
/// time doubles with every level: 16 levels take a second, 20 a quarter of a minute and 80
/// would never end (a fuzzed snippet, `[[[[…` before a modifier). Array literals in notes
/// nest two or three deep; code nested past `maximum` is not given to the parser at all.
enum BracketNesting {
    static let maximum = 10

    /// The line where code first opens a `[` more than `maximum` levels deep, if it does.
    /// Brackets inside string literals and `//` comments do not count.
    static func firstTooDeep(in source: String) -> Int? {
        var depth = 0, line = 1
        var inString = false, inComment = false, escaped = false
        var previous: UInt8 = 0
        for byte in source.utf8 {
            defer { previous = byte }
            if byte == UInt8(ascii: "\n") {
                line += 1
                inComment = false
                continue
            }
            if inComment { continue }
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "/") where previous == UInt8(ascii: "/"): inComment = true
            case UInt8(ascii: "["):
                depth += 1
                if depth > maximum { return line }
            case UInt8(ascii: "]"): depth = max(depth - 1, 0)
            default: break
            }
        }
        return nil
    }

    static var message: String {
        "the code nests `[` more than \(maximum) levels deep, deeper than kb reads"
    }
}
