/// A short piece of a search result's text with the places that match the query.
public struct Excerpt: Equatable, Sendable {
    public var text: String
    /// Matching ranges, in Characters from the start of `text`.
    public var highlights: [Range<Int>]
}

/// Finds where a query matches a text, by the same segmentation the index uses: an
/// identifier or its camelCase part (`priority` in `layoutPriority`), or a Hangul word
/// anywhere in a run (`정렬` in `정렬은`).
enum Highlighter {
    struct Needle {
        var text: String
        var script: SearchTokenizer.Script
        var isPrefix: Bool
    }

    static func needles(for query: SearchQuery) -> [Needle] {
        needles(for: query.wantedTerms)
    }

    static func needles(for terms: [SearchQuery.Term]) -> [Needle] {
        terms.flatMap { term in
            term.words.flatMap { word -> [Needle] in
                SearchTokenizer.runs(in: word).map { run in
                    Needle(text: word[run.range].lowercased(), script: run.script, isPrefix: term.isPrefix)
                }
            } + EnglishForms.variants(of: term).map { Needle(text: $0, script: .word, isPrefix: false) }
                + SearchQuery.verbStems(of: term).map { Needle(text: $0, script: .cjk, isPrefix: true) }
                // (Not a split's acronym: `ui` of `swiftui` alone would be `UIKit`'s part.)
                + EnglishForms.splits(of: term).joined().filter { $0.count >= 3 }.map { Needle(text: $0, script: .word, isPrefix: false) }
        }
    }

    static func ranges(of needles: [Needle], in text: String) -> [Range<String.Index>] {
        var found: [Range<String.Index>] = []
        let words = needles.filter { $0.script == .word }
        if !words.isEmpty {
            for token in SearchTokenizer.indexTokens(text) {
                guard SearchTokenizer.script(of: text[token.range.lowerBound]) == .word else { continue }
                if words.contains(where: { $0.isPrefix ? token.text.hasPrefix($0.text) : token.text == $0.text }) {
                    found.append(token.range)
                }
            }
        }
        // `$`, wherever the text writes it.
        if needles.contains(where: { $0.script == .sigil }) {
            found += occurrences(of: "$", in: text, within: text.startIndex..<text.endIndex)
        }
        let grams = needles.filter { $0.script == .cjk }
        if !grams.isEmpty {
            for run in SearchTokenizer.runs(in: text) where run.script == .cjk {
                for needle in grams {
                    found += occurrences(of: needle.text, in: text, within: run.range)
                }
            }
            // A compound the note spaces (`스크롤 뷰` for `스크롤뷰`).
            for needle in grams where needle.text.count >= 3 {
                found += spacedMatches(of: needle.text, in: text)
            }
        }
        return merged(found)
    }

    /// Where `needle` stands in `text` within `range`, without overlaps, compared byte by
    /// byte in UTF-8 (a match of valid UTF-8 starts and ends on a scalar, and both are NFC):
    /// the generic `firstRange(of:)` made this a tenth of a search's time.
    static func occurrences(of needle: String, in text: String, within range: Range<String.Index>) -> [Range<String.Index>] {
        let pattern = Array(needle.utf8)
        guard let first = pattern.first else { return [] }
        let utf8 = text.utf8
        var found: [Range<String.Index>] = []
        var index = range.lowerBound
        let end = range.upperBound
        while index < end {
            guard utf8[index] == first else {
                utf8.formIndex(after: &index)
                continue
            }
            var cursor = index
            var matched = 0
            while matched < pattern.count, cursor < end, utf8[cursor] == pattern[matched] {
                matched += 1
                utf8.formIndex(after: &cursor)
            }
            if matched == pattern.count {
                found.append(index..<cursor)
                index = cursor
            } else {
                utf8.formIndex(after: &index)
            }
        }
        return found
    }

    /// Where `needle` stands in `text` with one space between two of its characters. Read
    /// by Unicode scalar: the needle is Hangul, one scalar a character in NFC, and reading
    /// by Character made this most of the time a search spends ranking its passages.
    static func spacedMatches(of needle: String, in text: String) -> [Range<String.Index>] {
        let wanted = Array(needle.unicodeScalars)
        let scalars = text.unicodeScalars
        var matches: [Range<String.Index>] = []
        var start = scalars.startIndex
        while let first = scalars[start...].firstIndex(of: wanted[0]) {
            var cursor = scalars.index(after: first)
            var matched = 1
            var spaced = false
            while matched < wanted.count, cursor < scalars.endIndex {
                if scalars[cursor] == wanted[matched] {
                    matched += 1
                    cursor = scalars.index(after: cursor)
                } else if !spaced, scalars[cursor] == " " {
                    spaced = true
                    cursor = scalars.index(after: cursor)
                } else {
                    break
                }
            }
            if matched == wanted.count, spaced { matches.append(first..<cursor) }
            start = scalars.index(after: first)
        }
        return matches
    }

    static func merged(_ ranges: [Range<String.Index>]) -> [Range<String.Index>] {
        var result: [Range<String.Index>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = result.last, range.lowerBound <= last.upperBound {
                result[result.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                result.append(range)
            }
        }
        return result
    }

    /// About `width` characters of `text` on one line, around its first match.
    static func excerpt(of text: String, needles: [Needle], width: Int = 160) -> Excerpt {
        let line = text.collapsingWhitespace
        let matches = ranges(of: needles, in: line)
        let characters = Array(line)
        let firstMatch = matches.first.map { line.distance(from: line.startIndex, to: $0.lowerBound) } ?? 0
        // A text that fits is shown whole; a longer one from a little before the match,
        // as far as the width allows.
        var start = max(0, min(firstMatch - width / 4, characters.count - width))
        if start > 0, let space = characters[start..<firstMatch].firstIndex(of: " ") { start = space + 1 }
        let end = min(characters.count, start + width)
        let leading = start > 0 ? "…" : ""
        let excerpt = leading + String(characters[start..<end]) + (end < characters.count ? "…" : "")
        let shift = leading.count - start
        let highlights = matches.compactMap { range -> Range<Int>? in
            let lower = line.distance(from: line.startIndex, to: range.lowerBound)
            let upper = line.distance(from: line.startIndex, to: range.upperBound)
            guard lower >= start, upper <= end else { return nil }
            return (lower + shift)..<(upper + shift)
        }
        return Excerpt(text: excerpt, highlights: highlights)
    }
}
