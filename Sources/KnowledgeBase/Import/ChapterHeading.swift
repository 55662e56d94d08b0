/// What a heading says about its chapter: an optional number and the title.
///
/// Numbers are read where notes put them: `## 7. Introducing Stacks`, `## 7.2) Spacing`,
/// `# Chapter 8: Introducing Stacks`, `# Ch. 3 - Text`, `# 제3장 레이아웃`, `# 3장: 레이아웃`.
/// A number elsewhere (`SwiftUI Layout System 2`, `예시 1`) is part of the title.
struct ChapterHeading: Equatable {
    var number: String?
    var title: String

    init(number: String?, title: String) {
        self.number = number
        self.title = title
    }

    init(_ heading: String) {
        let text = heading.collapsingWhitespace
        if let (number, rest) = Self.splitChapterWord(text) ?? Self.splitLeadingNumber(text) {
            self.number = number
            self.title = rest.isEmpty ? text : rest
        } else {
            self.number = nil
            self.title = text
        }
    }

    /// `Chapter 8: Title`, `Ch. 8 Title`, `제8장 Title`, `8장 Title`.
    private static func splitChapterWord(_ text: String) -> (String, String)? {
        // Most headings start with neither a chapter word nor a number: they are not
        // lowercased to find that out.
        guard let first = text.utf8.first,
              "cC0123456789".utf8.contains(first) || text.hasPrefix("제") else { return nil }
        let lower = text.lowercased()
        for word in ["chapter", "ch.", "ch", "제"] where lower.hasPrefix(word) {
            var rest = Substring(text.dropFirst(word.count))
            if word != "제" {
                guard rest.first?.isWhitespace == true || word == "ch." else { continue }
            }
            rest = rest.drop(while: \.isWhitespace)
            guard let (number, afterNumber) = numberPrefix(rest) else { continue }
            var title = afterNumber
            if title.hasPrefix("장") { title = title.dropFirst() }
            return (number, String(title.drop { $0.isWhitespace || ":.-–—)".contains($0) }))
        }
        if let (number, afterNumber) = numberPrefix(Substring(text)), afterNumber.hasPrefix("장") {
            return (number, String(afterNumber.dropFirst().drop { $0.isWhitespace || ":.-–—".contains($0) }))
        }
        return nil
    }

    /// `7. Title`, `7.2 Title` (a dotted number may end without a dot), `7) Title`, `7: Title`.
    private static func splitLeadingNumber(_ text: String) -> (String, String)? {
        guard let (number, rest) = numberPrefix(Substring(text)) else { return nil }
        guard let delimiter = rest.first else { return nil }
        if ".):".contains(delimiter) {
            let title = rest.dropFirst().drop(while: \.isWhitespace)
            return title.isEmpty ? nil : (number, String(title))
        }
        if delimiter.isWhitespace && number.contains(".") {
            return (number, String(rest.drop(while: \.isWhitespace)))
        }
        return nil
    }

    /// Leading digits, with dotted parts (`7`, `7.2`, `1.2.3`); a trailing dot is not part of it.
    private static func numberPrefix(_ text: Substring) -> (String, Substring)? {
        var end = text.startIndex
        var number = ""
        while end < text.endIndex {
            let digits = text[end...].prefix(while: \.isASCIIDigit)
            guard !digits.isEmpty else { break }
            number += digits
            end = digits.endIndex
            if end < text.endIndex, text[end] == ".",
               text.index(after: end) < text.endIndex, text[text.index(after: end)].isASCIIDigit {
                number += "."
                end = text.index(after: end)
            } else {
                break
            }
        }
        return number.isEmpty ? nil : (number, text[end...])
    }

    /// The chapter's slug: number and title, lower case, letters and digits of any script
    /// joined by `-`: `7. Introducing Stacks & Containers` → `7-introducing-stacks-containers`.
    var slug: String {
        Self.slug([number, title].compactMap { $0 }.joined(separator: " "))
    }

    /// Read by Unicode scalar, as `Character.isLetter` and `isNumber` judge a character
    /// by its first scalar; a combining mark stays with the letter it follows.
    static func slug(_ text: String) -> String {
        var slug = String.UnicodeScalarView()
        var keepsMarks = false
        for scalar in text.lowercased().unicodeScalars {
            let properties = scalar.properties
            if properties.isAlphabetic || properties.numericType != nil {
                slug.append(scalar)
                keepsMarks = true
            } else if keepsMarks, SearchTokenizer.isCombiningMark(scalar) {
                slug.append(scalar)
            } else {
                keepsMarks = false
                if !slug.isEmpty, slug.last != "-" { slug.append("-") }
            }
        }
        while slug.last == "-" { slug.removeLast() }
        return slug.isEmpty ? "chapter" : String(slug)
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
