import Foundation

/// Terms marked as `code`, **bold** or *emphasis* in a sentence that explains them.
extension ConceptExtractor {
    static let topicParticles = ["이란", "란", "은", "는", "이", "가", "이라는", "라는", "의", "과", "와"]

    /// The first term-like span of a paragraph, and every other one that is the topic or
    /// subject of its sentence (directly followed by 은, 는, 이, 가, 이란 …).
    static func termSpans(_ block: MarkdownBlock) -> [InlineSpan] {
        let candidates = block.spans.filter { isTermLike($0.text) }
        guard let first = candidates.first else { return [] }
        let topics = candidates.dropFirst().filter { span in
            let rest = block.text[span.range.upperBound...].drop(while: { $0 == " " })
            return ["이란", "란", "은", "는", "이", "가"].contains { rest.hasPrefix($0) }
        }
        return [first] + topics
    }

    /// Short enough to be a term, and not code, a URL or a sentence.
    static func isTermLike(_ text: String) -> Bool {
        // A term is at most 40 characters, and no character takes more than 4 bytes but
        // for rare clusters, so longer text is no term and is not counted.
        guard text.utf8.count <= 200 else { return false }
        let trimmed = text.trimmingWhitespace
        // Code statements and kb's own `[image: …]` placeholders are not terms.
        guard !trimmed.isEmpty, !trimmed.utf8.contains(where: isCodeByte),
              trimmed.utf8.count <= 40 || trimmed.count <= 40, trimmed.contains(where: \.isLetter),
              wordCount(trimmed) <= 4 else { return false }
        let lower = trimmed.lowercased()
        return !(lower.hasPrefix("http") || lower.hasPrefix("//") || lower.hasPrefix("www."))
    }

    /// `=;{}[]` and newlines: bytes of code, never of a term.
    static func isCodeByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "="), UInt8(ascii: ";"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "["),
             UInt8(ascii: "]"), UInt8(ascii: "\n"):
            return true
        default:
            return false
        }
    }

    /// The words of `text` between spaces, counted by byte: `split(separator: " ").count`
    /// without making the words.
    static func wordCount(_ text: String) -> Int {
        var count = 0
        var inWord = false
        for byte in text.utf8 {
            if byte == UInt8(ascii: " ") {
                inWord = false
            } else if !inWord {
                inWord = true
                count += 1
            }
        }
        return count
    }
}
