import Foundation

/// Turns note text into the tokens kb's full-text index stores, and user queries into
/// the tokens that find them.
///
/// SQLite's own tokenizers fail Korean study notes in two ways: `unicode61` keeps a word
/// and its particle together (`레이아웃이란` is one token, so `레이아웃` misses it), and
/// `trigram` cannot match two-syllable words (`정렬`) on SQLite 3.40. So kb segments text
/// itself and stores the segments, separated by spaces, in an FTS5 table that uses the
/// built-in `unicode61` tokenizer. Because the index needs no custom tokenizer, any SQLite
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

    /// The space-separated token stream stored in the FTS5 table for `text`.
    public static func indexText(_ text: String) -> String {
        indexTokens(text.nfc).map(\.text).joined(separator: " ")
    }

    // MARK: Runs

    enum Script: Equatable {
        /// Hangul, Han and Kana: no spaces between words, indexed as grams.
        case cjk
        /// Letters and digits of any other script: identifiers and words.
        case word
    }

    struct Run {
        var script: Script
        var range: Range<String.Index>
    }

    static func runs(in text: String) -> [Run] {
        var result: [Run] = []
        var current: (script: Script, start: String.Index)?
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let script = self.script(of: character)
            if script != current?.script {
                if let open = current {
                    result.append(Run(script: open.script, range: open.start..<index))
                }
                current = script.map { ($0, index) }
            }
            index = text.index(after: index)
        }
        if let open = current {
            result.append(Run(script: open.script, range: open.start..<text.endIndex))
        }
        return result
    }

    static func script(of character: Character) -> Script? {
        guard let scalar = character.unicodeScalars.first else { return nil }
        if isCJK(scalar) { return .cjk }
        if character == "_" { return nil }
        if character.isLetter || character.isNumber { return .word }
        return nil
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
        switch run.script {
        case .cjk:
            appendGrams(of: run.range, in: text, finalCharacter: true, to: &tokens)
        case .word:
            let parts = identifierParts(in: text, range: run.range)
            if parts.count > 1 {
                for part in parts {
                    tokens.append(Token(text: text[part].lowercased(), range: part))
                }
            }
            tokens.append(Token(text: text[run.range].lowercased(), range: run.range))
        }
    }

    /// Two-character grams of a CJK run, plus its last character when `finalCharacter`.
    static func appendGrams(
        of range: Range<String.Index>, in text: String, finalCharacter: Bool, to tokens: inout [Token]
    ) {
        let characters = Array(text[range].indices)
        if characters.count == 1 {
            tokens.append(Token(text: String(text[range]), range: range))
            return
        }
        for offset in 0..<(characters.count - 1) {
            let start = characters[offset]
            let end = offset + 2 < characters.count ? characters[offset + 2] : range.upperBound
            tokens.append(Token(text: String(text[start..<end]), range: start..<end))
        }
        if finalCharacter, let last = characters.last {
            tokens.append(Token(text: String(text[last..<range.upperBound]), range: last..<range.upperBound))
        }
    }

    /// The camelCase parts of an identifier: `firstTextBaseline` → first, Text, Baseline;
    /// `HTMLParser` → HTML, Parser; `VStack` → V, Stack. Digits stay with what precedes them.
    static func identifierParts(in text: String, range: Range<String.Index>) -> [Range<String.Index>] {
        let indices = Array(text[range].indices)
        guard indices.count > 1 else { return [range] }
        var parts: [Range<String.Index>] = []
        var partStart = indices[0]
        for offset in 1..<indices.count {
            let previous = text[indices[offset - 1]]
            let character = text[indices[offset]]
            let next: Character? = offset + 1 < indices.count ? text[indices[offset + 1]] : nil
            let lowerToUpper = previous.isLowercase && character.isUppercase
            let acronymEnd = previous.isUppercase && character.isUppercase && (next?.isLowercase ?? false)
            let digitToLetter = previous.isNumber && character.isLetter
            if lowerToUpper || acronymEnd || digitToLetter {
                parts.append(partStart..<indices[offset])
                partStart = indices[offset]
            }
        }
        parts.append(partStart..<range.upperBound)
        return parts
    }
}

extension String {
    /// The text in Unicode Normalization Form C, so that NFD Hangul compares equal.
    var nfc: String {
        // Most text is already NFC; ASCII always is, and skipping it keeps import fast.
        if utf8.allSatisfy({ $0 < 0x80 }) { return self }
        return precomposedStringWithCanonicalMapping
    }
}
