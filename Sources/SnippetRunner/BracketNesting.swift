import SwiftParser
import SwiftSyntax

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
    /// Brackets in string literals and comments do not count, those in a string's `\(…)` do.
    static func firstTooDeep(in source: String) -> (line: Int, bracket: Character)? {
        var scanner = Scanner(bytes: Array(source.utf8))
        return scanner.firstTooDeep()
    }

    /// `code` parsed, or nil when it nests brackets deeper than the parser reads quickly:
    /// code kb rewrote before parsing it again (a typo repaired, `（` made `(`) is checked
    /// again, and code it only colours is checked too.
    static func parsedIfShallow(_ code: String) -> SourceFileSyntax? {
        firstTooDeep(in: code) == nil ? Parser.parse(source: code) : nil
    }

    static func message(for bracket: Character) -> String {
        let levels = switch bracket {
        case "(": maximumRound
        case "{": maximumCurly
        default: maximumSquare
        }
        return "the code nests `\(bracket)` more than \(levels) levels deep, deeper than kb reads"
    }

    /// Reads code as Swift's lexer splits it into code, strings and comments: `"…"` and
    /// `"""…"""` strings, raw ones (`#"…"#`, where only `\#(` interpolates), `\(…)` inside
    /// them, `//` comments and nested `/* */` ones. A one-line string without its closing
    /// quote ends with its line, as it does for the lexer: otherwise the brackets after it
    /// would be hidden from the count but not from the parser.
    private struct Scanner {
        enum Context {
            case code
            /// Code in a string's `\(…)`, ended by the `)` that balances its `(`.
            case interpolation(open: Int)
            case string(multiline: Bool, hashes: Int)
            case lineComment
            case blockComment
        }

        let bytes: [UInt8]
        var index = 0
        var line = 1
        var contexts: [Context] = [.code]
        var square = 0, round = 0, curly = 0

        init(bytes: [UInt8]) { self.bytes = bytes }

        mutating func firstTooDeep() -> (line: Int, bracket: Character)? {
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "\n") {
                    line += 1
                    index += 1
                    endLine()
                    continue
                }
                let tooDeep: Character? = switch contexts.last! {
                case .code, .interpolation: readCode()
                case .string(let multiline, let hashes): readString(multiline: multiline, hashes: hashes)
                case .lineComment: skip(1)
                case .blockComment: readBlockComment()
                }
                if let bracket = tooDeep { return (line, bracket) }
            }
            return nil
        }

        /// A line ends a `//` comment, and a one-line string with all that it holds.
        mutating func endLine() {
            if case .lineComment = contexts.last! { contexts.removeLast() }
            if let string = contexts.firstIndex(where: { if case .string(false, _) = $0 { true } else { false } }) {
                contexts.removeSubrange(string...)
            }
        }

        func byte(at offset: Int) -> UInt8? {
            index + offset < bytes.count ? bytes[index + offset] : nil
        }

        /// Whether the bytes from `offset` on are `count` of `byte`.
        func run(of byte: UInt8, count: Int, from offset: Int) -> Bool {
            (0..<count).allSatisfy { self.byte(at: offset + $0) == byte }
        }

        mutating func skip(_ count: Int) -> Character? {
            index += count
            return nil
        }

        mutating func readCode() -> Character? {
            let current = bytes[index]
            switch current {
            case UInt8(ascii: "/") where byte(at: 1) == UInt8(ascii: "/"):
                contexts.append(.lineComment)
                return skip(2)
            case UInt8(ascii: "/") where byte(at: 1) == UInt8(ascii: "*"):
                contexts.append(.blockComment)
                return skip(2)
            case UInt8(ascii: "#"), UInt8(ascii: "\""):
                var hashes = 0
                while byte(at: hashes) == UInt8(ascii: "#") { hashes += 1 }
                guard byte(at: hashes) == UInt8(ascii: "\"") else { return skip(max(hashes, 1)) }
                let multiline = run(of: UInt8(ascii: "\""), count: 3, from: hashes)
                contexts.append(.string(multiline: multiline, hashes: hashes))
                return skip(hashes + (multiline ? 3 : 1))
            case UInt8(ascii: "["), UInt8(ascii: "("), UInt8(ascii: "{"):
                if case .interpolation(let open) = contexts.last!, current == UInt8(ascii: "(") {
                    contexts[contexts.count - 1] = .interpolation(open: open + 1)
                }
                index += 1
                return opened(current)
            case UInt8(ascii: ")"):
                round = max(round - 1, 0)
                if case .interpolation(let open) = contexts.last! {
                    if open == 0 { contexts.removeLast() } else { contexts[contexts.count - 1] = .interpolation(open: open - 1) }
                }
            case UInt8(ascii: "]"):
                square = max(square - 1, 0)
            case UInt8(ascii: "}"):
                curly = max(curly - 1, 0)
            default:
                break
            }
            return skip(1)
        }

        /// In a string: an escape (a backslash and the string's `#`s), the `\(` that opens
        /// code, or the closing quotes followed by the string's `#`s.
        mutating func readString(multiline: Bool, hashes: Int) -> Character? {
            switch bytes[index] {
            case UInt8(ascii: "\\") where run(of: UInt8(ascii: "#"), count: hashes, from: 1):
                let escaped = 1 + hashes
                if byte(at: escaped) == UInt8(ascii: "(") {
                    contexts.append(.interpolation(open: 0))
                    index += escaped + 1
                    return opened(UInt8(ascii: "("))
                }
                // The escaped character is the string's, a quote too; a line break (`\` at
                // the end of a line of a `"""` string) is left for the line count.
                return skip(byte(at: escaped) == UInt8(ascii: "\n") ? escaped : escaped + 1)
            case UInt8(ascii: "\""):
                let quotes = multiline ? 3 : 1
                guard run(of: UInt8(ascii: "\""), count: quotes, from: 0),
                      run(of: UInt8(ascii: "#"), count: hashes, from: quotes) else { return skip(1) }
                contexts.removeLast()
                return skip(quotes + hashes)
            default:
                return skip(1)
            }
        }

        /// In a `/* */` comment, which may hold others.
        mutating func readBlockComment() -> Character? {
            if bytes[index] == UInt8(ascii: "/"), byte(at: 1) == UInt8(ascii: "*") {
                contexts.append(.blockComment)
                return skip(2)
            }
            if bytes[index] == UInt8(ascii: "*"), byte(at: 1) == UInt8(ascii: "/") {
                contexts.removeLast()
                return skip(2)
            }
            return skip(1)
        }

        /// The bracket `opening` opens past its maximum, if it does.
        mutating func opened(_ opening: UInt8) -> Character? {
            switch opening {
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
