/// How deeply code nests brackets, before swift-syntax's parser is given it.
///
/// - `[`: the parser looks ahead through nested `[` by trying each level both as a
///   collection type and as an inline array type, so its time doubles with every level:
///   16 levels take a second, 20 a quarter of a minute and 80 would never end (a fuzzed
///   snippet, `[[[[…` before a modifier).
/// - `(`: each `(` left open makes the parser's recovery read the rest of its line again
///   looking for the `)`, so a line of n unclosed `(` costs n² (a fuzzed snippet with
///   3,000 took 24 s in a debug build, 0.4 s in a release one).
/// - `{`: the same recovery for each `{` left open: 330 unclosed `VStack {` on one line
///   took 8 s in a debug build.
///
/// Code in 317 notes of the test corpora nests `[` at most two deep, `(` four and `{`
/// eight; code nested past a bracket's maximum is not given to the parser at all.
enum BracketNesting {
    static let maximumSquare = 10
    static let maximumRound = 32
    static let maximumCurly = 40

    /// Where code first opens a bracket more than its maximum deep: the line and the bracket.
    /// Brackets inside string literals and `//` comments do not count, those in a string's
    /// `\(…)` do; a string without its closing quote ends with its line, as it does for
    /// Swift's lexer.
    static func firstTooDeep(in source: String) -> (line: Int, bracket: Character)? {
        var scanner = Scanner()
        for byte in source.utf8 {
            if let bracket = scanner.read(byte) { return (scanner.line, bracket) }
        }
        return nil
    }

    static func message(for bracket: Character) -> String {
        let levels = switch bracket {
        case "(": maximumRound
        case "{": maximumCurly
        default: maximumSquare
        }
        return "the code nests `\(bracket)` more than \(levels) levels deep, deeper than kb reads"
    }

    /// Reads code a byte at a time, knowing whether it is in a string, a comment or code.
    private struct Scanner {
        enum Context {
            case code
            /// Code in a string's `\(…)`, ended by the `)` that balances its `(`.
            case interpolation(open: Int)
            case string(multiline: Bool)

            var isMultilineString: Bool {
                if case .string(multiline: true) = self { return true }
                return false
            }
        }

        var line = 1
        var contexts: [Context] = [.code]
        var square = 0, round = 0, curly = 0
        var inComment = false, escaped = false
        var quotesInARow = 0
        var previous: UInt8 = 0

        /// The bracket this byte opens past its maximum, if it does.
        mutating func read(_ byte: UInt8) -> Character? {
            defer { previous = byte }
            quotesInARow = byte == UInt8(ascii: "\"") ? quotesInARow + 1 : 0
            if byte == UInt8(ascii: "\n") {
                line += 1
                inComment = false
                escaped = false
                // A one-line string ends here, and the `\(…)` inside it.
                while contexts.count > 1, !contexts.last!.isMultilineString { contexts.removeLast() }
                return nil
            }
            if inComment { return nil }
            switch contexts.last! {
            case .string(let multiline):
                if escaped {
                    escaped = false
                    if byte == UInt8(ascii: "(") {
                        contexts.append(.interpolation(open: 0))
                        return opened(byte)
                    }
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if multiline, quotesInARow == 3 {
                    contexts.removeLast()
                    quotesInARow = 0
                } else if !multiline, byte == UInt8(ascii: "\"") {
                    contexts.removeLast()
                }
                return nil
            case .code, .interpolation:
                return readCode(byte)
            }
        }

        private mutating func readCode(_ byte: UInt8) -> Character? {
            switch byte {
            case UInt8(ascii: "\""):
                // `"""` opens a string that runs over lines; its first two quotes opened and
                // closed an empty one. Three more close it.
                contexts.append(.string(multiline: quotesInARow == 3))
                if quotesInARow == 3 { quotesInARow = 0 }
            case UInt8(ascii: "/") where previous == UInt8(ascii: "/"):
                inComment = true
            case UInt8(ascii: "["), UInt8(ascii: "("), UInt8(ascii: "{"):
                if case .interpolation(let open) = contexts.last!, byte == UInt8(ascii: "(") {
                    contexts[contexts.count - 1] = .interpolation(open: open + 1)
                }
                return opened(byte)
            case UInt8(ascii: "]"):
                square = max(square - 1, 0)
            case UInt8(ascii: "}"):
                curly = max(curly - 1, 0)
            case UInt8(ascii: ")"):
                round = max(round - 1, 0)
                if case .interpolation(let open) = contexts.last! {
                    contexts[contexts.count - 1] = .interpolation(open: open - 1)
                    if open == 0 { contexts.removeLast() }
                }
            default:
                break
            }
            return nil
        }

        private mutating func opened(_ byte: UInt8) -> Character? {
            switch byte {
            case UInt8(ascii: "["):
                square += 1
                return square > BracketNesting.maximumSquare ? "[" : nil
            case UInt8(ascii: "{"):
                curly += 1
                return curly > BracketNesting.maximumCurly ? "{" : nil
            default:
                round += 1
                return round > BracketNesting.maximumRound ? "(" : nil
            }
        }
    }
}
