import Foundation

/// Turns note text into the tokens kb's full-text index stores, and user queries into
/// the tokens that find them.
///
/// SQLite's own tokenizers fail Korean study notes in two ways: `unicode61` keeps a word
/// and its particle together (`레이아웃이란` is one token, so `레이아웃` misses it), and
/// `trigram` cannot match two-syllable words (`정렬`) on SQLite 3.40. So kb segments text
/// itself and stores the segments, lowercased and separated by spaces, in an FTS5 table
/// that uses the built-in `ascii` tokenizer (see schema.sql, version 4). Because the index needs no custom tokenizer, any SQLite
/// tool can open and query a kb database, the sqlite3 command line included.
///
/// Segmentation rules:
/// - Hangul and CJK runs become overlapping two-character grams plus the run's last
///   character: `레이아웃이란` → `레이 이아 아웃 웃이 이란 란`. Any substring of two or more
///   characters is then a phrase of grams, and any single character is the prefix of a
///   gram or the final character of a run, so particles never hide a word.
/// - Runs of other letters and digits are identifiers: lowercased, and, when written in
///   camelCase or snake_case, also split into parts: `layoutPriority` →
///   `layout priority layoutpriority`. `priority` finds it, and so does `layoutpriority`.
/// - `$`, which makes a binding of a name (`$isOn`, `$가 붙으면`), is a token of its own,
///   stored as the word `dollarsign` (the index's `ascii` tokenizer keeps letters and digits
///   only): `$ 붙이는 이유` finds the passages that speak of it.
/// - Everything else separates tokens, so `.frame`, `@State` and `VStack과` yield `frame`,
///   `state` and `vstack 과`.
/// Text is compared in Unicode NFC, so decomposed (NFD) Hangul matches composed Hangul.
public enum SearchTokenizer {
    /// One token with the range of the original text it came from.
    public struct Token: Equatable, Sendable {
        public var text: String
        public var range: Range<String.Index>
    }

    /// The tokens to index for `text`, in order.
    public static func indexTokens(_ text: String) -> [Token] {
        var tokens: [Token] = []
        for run in runs(in: text) {
            appendIndexTokens(of: run, in: text, to: &tokens)
        }
        return tokens
    }

    /// The space-separated token stream stored in the FTS5 table for `text`: the texts of
    /// `indexTokens` of its NFC form, written by `IndexTextWriter` straight from UTF-8.
    public static func indexText(_ text: String) -> String {
        IndexTextWriter.indexText(of: text)
    }

    // MARK: Runs

    enum Script: Equatable {
        /// Hangul, Han and Kana: no spaces between words, indexed as grams.
        case cjk
        /// Letters and digits of any other script: identifiers and words.
        case word
        /// `$`: each one a token, `sigilToken`.
        case sigil
    }

    /// What the index stores for a `$`.
    static let sigilToken = "dollarsign"

    struct Run {
        var script: Script
        var range: Range<String.Index>
    }

    /// The runs of `text`. Text is read by Unicode scalar rather than by Character: kb's
    /// text is NFC, where a scalar is a character but for combining marks, which stay with
    /// the run they follow, and grapheme breaking would make import several times slower.
    static func runs(in text: String) -> [Run] {
        var result: [Run] = []
        var current: (script: Script, start: String.Index)?
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            let script = self.script(of: scalar)
            if script != current?.script, !(current != nil && isCombiningMark(scalar)) {
                if let open = current {
                    result.append(Run(script: open.script, range: open.start..<index))
                }
                current = script.map { ($0, index) }
            }
            scalars.formIndex(after: &index)
        }
        if let open = current {
            result.append(Run(script: open.script, range: open.start..<text.endIndex))
        }
        return result
    }

    static func script(of character: Character) -> Script? {
        character.unicodeScalars.first.flatMap(script(of:))
    }

    static func script(of scalar: Unicode.Scalar) -> Script? {
        let value = scalar.value
        if value < 0x80 {
            switch UInt8(value) {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"):
                return .word
            case UInt8(ascii: "$"):
                return .sigil
            default:
                return nil
            }
        }
        if isCJK(scalar) { return .cjk }
        let properties = scalar.properties
        return properties.isAlphabetic || properties.numericType != nil ? .word : nil
    }

    static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.value >= 0x300 else { return false }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xAC00...0xD7A3,  // Hangul syllables
             0x1100...0x11FF,  // Hangul jamo
             0x3130...0x318F,  // Hangul compatibility jamo
             0xA960...0xA97F, 0xD7B0...0xD7FF,  // Hangul jamo extended
             0x3040...0x30FF,  // Hiragana, Katakana
             0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF:  // Han
            return true
        default:
            return false
        }
    }

    // MARK: Index tokens

    static func appendIndexTokens(of run: Run, in text: String, to tokens: inout [Token]) {
        visitIndexTokens(of: run, in: text) { range, lowercase in
            let token = run.script == .sigil ? sigilToken : lowercase ? text[range].lowercased() : String(text[range])
            tokens.append(Token(text: token, range: range))
        }
    }

    /// Calls `visit` with the range of each token of `run`, and whether it is an
    /// identifier to lowercase.
    static func visitIndexTokens(
        of run: Run, in text: String, _ visit: (Range<String.Index>, _ lowercase: Bool) -> Void
    ) {
        switch run.script {
        case .cjk:
            visitGrams(of: run.range, in: text, finalCharacter: true) { visit($0, false) }
        case .word:
            let parts = identifierParts(in: text, range: run.range)
            if parts.count > 1 {
                for part in parts { visit(part, true) }
            }
            visit(run.range, true)
        case .sigil:
            let scalars = text.unicodeScalars
            var index = run.range.lowerBound
            while index < run.range.upperBound {
                let next = scalars.index(after: index)
                visit(index..<next, false)
                index = next
            }
        }
    }

    /// Two-character grams of a CJK run, plus its last character when `finalCharacter`.
    static func appendGrams(
        of range: Range<String.Index>, in text: String, finalCharacter: Bool, to tokens: inout [Token]
    ) {
        visitGrams(of: range, in: text, finalCharacter: finalCharacter) {
            tokens.append(Token(text: String(text[$0]), range: $0))
        }
    }

    static func visitGrams(
        of range: Range<String.Index>, in text: String, finalCharacter: Bool, _ visit: (Range<String.Index>) -> Void
    ) {
        let scalars = text.unicodeScalars
        let first = range.lowerBound
        var second = scalars.index(after: first)
        if second >= range.upperBound {
            visit(range)
            return
        }
        var start = first
        while second < range.upperBound {
            let end = scalars.index(after: second)
            visit(start..<min(end, range.upperBound))
            start = second
            second = end
        }
        if finalCharacter { visit(start..<range.upperBound) }
    }

    /// The camelCase parts of an identifier: `firstTextBaseline` → first, Text, Baseline;
    /// `HTMLParser` → HTML, Parser; `VStack` → V, Stack. Digits stay with what precedes them.
    static func identifierParts(in text: String, range: Range<String.Index>) -> [Range<String.Index>] {
        let scalars = text.unicodeScalars
        var parts: [Range<String.Index>] = []
        var partStart = range.lowerBound
        var previousIndex = range.lowerBound
        var index = scalars.index(after: previousIndex)
        while index < range.upperBound {
            let previous = scalars[previousIndex]
            let scalar = scalars[index]
            let nextIndex = scalars.index(after: index)
            let lowerToUpper = isLowercase(previous) && isUppercase(scalar)
            let acronymEnd = isUppercase(previous) && isUppercase(scalar)
                && nextIndex < range.upperBound && isLowercase(scalars[nextIndex])
            let digitToLetter = isDigit(previous) && !isDigit(scalar) && script(of: scalar) == .word
            if lowerToUpper || acronymEnd || digitToLetter {
                parts.append(partStart..<index)
                partStart = index
            }
            previousIndex = index
            index = nextIndex
        }
        parts.append(partStart..<range.upperBound)
        return parts
    }

    static func isLowercase(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x80 ? (0x61...0x7A).contains(scalar.value) : scalar.properties.isLowercase
    }

    static func isUppercase(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x80 ? (0x41...0x5A).contains(scalar.value) : scalar.properties.isUppercase
    }

    static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x80 ? (0x30...0x39).contains(scalar.value) : scalar.properties.numericType != nil
    }
}

extension String {
    /// The text in Unicode Normalization Form C, so that NFD Hangul compares equal.
    var nfc: String {
        // Normalising is slow and most text is NFC already: skip it when every scalar is
        // one that NFC leaves alone and that no following scalar can combine with.
        var text = self
        let isStable = text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                if bytes[offset] < 0x80 {
                    offset += 1
                    continue
                }
                let (scalar, length) = UTF8Scalars.decode(bytes, at: offset)
                guard Self.isStableUnderNFC(scalar) else { return false }
                offset += length
            }
            return true
        }
        if isStable { return self }
        return precomposedStringWithCanonicalMapping
    }

    /// Scalars already in NFC that nothing before them combines with. Combining marks,
    /// conjoining jamo and canonical singletons lie outside these ranges, so text holding
    /// one goes through normalisation.
    private static func isStableUnderNFC(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x300,  // ASCII, Latin-1, Latin Extended
             0xAC00...0xD7A3,  // precomposed Hangul syllables (jamo, which compose, are not here)
             0x2010...0x20CF, 0x2190...0x2328, 0x232B...0x2BFF,  // punctuation, arrows, symbols
             0x3000...0x3098, 0x309B...0x30FF,  // CJK punctuation and kana, without the voicing marks
             0x4E00...0x9FFF,  // CJK unified ideographs
             0xFE00...0xFE0F, 0xFF01...0xFF60,  // variation selectors, full-width forms
             0x1F000...0x1FAFF:  // emoji
            return true
        default:
            return false
        }
    }
}
