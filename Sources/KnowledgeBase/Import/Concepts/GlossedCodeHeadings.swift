/// `## 볼드체` over `Text("…").bold()`, `## 폰트` over `func font(_ font: Font?) -> Text`: a
/// Korean cheat sheet glosses an API in its heading and shows it in the code under it, with
/// no sentence between (DuneNotes, where 12 of one note's 13 central concepts stood so). The
/// API is the one the code declares, or the one modifier it calls: the card asks for it, and
/// its back is the code, under the heading's gloss as its chapter (`CodeShownAlone`).
extension ConceptExtractor {
    /// The API the code right under the heading at `index` shows, when the heading is a gloss
    /// of one to three Hangul words and the code a few lines without braces; nil when the
    /// code declares no function and calls no modifier, or more than one.
    static func glossedAPI(_ title: String, at index: Int, in blocks: [MarkdownBlock]) -> String? {
        let words = title.split(separator: " ")
        guard (1...3).contains(words.count), words.allSatisfy({ $0.unicodeScalars.allSatisfy(LearnerTerms.isHangul) }),
              index + 1 < blocks.count, case .code = blocks[index + 1].kind else { return nil }
        let code = withoutStringsAndComments(blocks[index + 1].text)
        // (A cheat sheet's line or two: a view and its modifier, no body or closure, which
        // a section's example has, `## 버튼 셀렉션 구현` over a view with its state.)
        guard !code.contains("{"), code.split(separator: "\n").count <= 10 else { return nil }
        if let declared = declaredFunction(in: code) { return "." + declared }
        let modifiers = Set(calledModifiers(in: code))
        return modifiers.count == 1 ? "." + modifiers.first! : nil
    }

    /// `font` of `func font(_ font: Font?) -> Text`, `custom` of `static func custom(…)`: the
    /// function the code's first line declares, as a reference page shows its signature.
    static func declaredFunction(in code: String) -> String? {
        guard let first = code.split(separator: "\n").first(where: { !$0.trimmingWhitespace.isEmpty }) else { return nil }
        let words = first.split(separator: " ")
        guard let func_ = words.firstIndex(of: "func"), words[..<func_].allSatisfy({ ["static", "public", "@MainActor"].contains($0) }),
              func_ + 1 < words.count, let open = words[func_ + 1].firstIndex(of: "(") else { return nil }
        let name = words[func_ + 1][..<open]
        return isASCIIName(name) && name.first?.isLowercase == true ? String(name) : nil
    }

    /// The names of the members the code calls after a `.` (`bold` of `.bold()`,
    /// `foregroundColor` of `.foregroundColor(.red)`), in order; a member written as an
    /// argument (`.title` of `.font(.title)`) is no call.
    static func calledModifiers(in code: String) -> [String] {
        var names: [String] = []
        var rest = Substring(code)
        while let dot = rest.firstIndex(of: ".") {
            let after = rest[rest.index(after: dot)...]
            let name = after.prefix { $0.isASCII && ($0.isLetter || $0.isNumber) }
            let next = after.dropFirst(name.count).first
            // (After `(` or `,` a member is an argument: `.font(.title)`.)
            let before = rest[..<dot].last { !$0.isWhitespace }
            if !name.isEmpty, next == "(", name.first?.isLowercase == true, before != "(", before != "," { names.append(String(name)) }
            rest = after.dropFirst(name.count)
        }
        return names
    }
}
