/// `## 볼드체` over `Text("…").bold()`, `## 폰트` over `func font(_ font: Font?) -> Text`,
/// `- 글자 색을 바꾸고 싶을 땐?` over `.foregroundColor`: a Korean cheat sheet glosses an API
/// in its heading or list item and shows it in the code under it, with no sentence between
/// (DuneNotes, where 12 of one note's 13 central concepts stood so, and 8 of another's). The
/// API is the one the code declares, or the one modifier it calls: the card asks for it, and
/// its back is the code, under the heading's gloss as its chapter (`CodeShownAlone`).
extension ConceptExtractor {
    /// The API the code right under the heading at `index` shows, when the heading is a gloss
    /// of one to three Hangul words and the code a few lines without braces; nil when the
    /// code declares no function and calls no modifier, or more than one.
    static func glossedAPI(_ title: String, at index: Int, in blocks: [MarkdownBlock]) -> String? {
        let words = title.split(separator: " ")
        guard (1...3).contains(words.count), words.allSatisfy({ $0.unicodeScalars.allSatisfy(LearnerTerms.isHangul) }),
              !sectionWords.contains(title), index + 1 < blocks.count, case .code = blocks[index + 1].kind else { return nil }
        let code = withoutStringsAndComments(blocks[index + 1].text)
        let lines = code.split(separator: "\n").map { $0.trimmingWhitespace }.filter { !$0.isEmpty }
        // (A cheat sheet's line or two: a view and its modifier, no body or closure, which
        // a section's example has, `## 버튼 셀렉션 구현` over a view with its state.)
        guard !code.contains("{"), lines.count <= 6, let first = lines.first else { return nil }
        if let declared = declaredFunction(in: code) { return "." + declared }
        // (A view and its modifier: `UserDefaults.standard.set(…)` calls no modifier.)
        let name = first.prefix { $0.isLetter || $0.isNumber }
        guard name.first?.isUppercase == true, first.dropFirst(name.count).first == "(" else { return nil }
        let modifiers = Set(calledModifiers(in: code))
        return modifiers.count == 1 ? "." + modifiers.first! : nil
    }

    /// `#### 버튼 구현` over `Button(action: …) { … }`: a Korean heading that spells a type's
    /// name in Hangul (`Transliterations`), alone or with a word for the section's work, over
    /// code that calls that type: the type as the code writes it (NookNotes); nil otherwise.
    static func transliteratedAPI(_ title: String, at index: Int, in blocks: [MarkdownBlock]) -> String? {
        let words = title.split(separator: " ").map(String.init)
        guard (1...2).contains(words.count), words.allSatisfy({ $0.unicodeScalars.allSatisfy(LearnerTerms.isHangul) }),
              index + 1 < blocks.count, case .code = blocks[index + 1].kind else { return nil }
        let named = words.compactMap { Transliterations.english[$0] }
        guard named.count == 1, let english = named.first,
              words.allSatisfy({ Transliterations.english[$0] != nil || sectionWords.contains($0) || taskWords.contains($0) }) else {
            return nil
        }
        let code = withoutStringsAndComments(blocks[index + 1].text)
        return code.letterAndDigitRuns().first { name in
            name.first?.isUppercase == true && name.lowercased() == english
                && (code.containsBytes(name + "(") || code.containsBytes(name + " {"))
        }.map(String.init)
    }

    /// Words a Korean heading adds to an API's name for what the section does with it.
    static let taskWords: Set<String> = ["만들기", "사용하기", "구현하기", "추가", "추가하기", "생성", "기초", "예시"]

    /// The modifier the code nested right under the list item at `index` shows on its own
    /// (`.clipShape(Circle())`, `.foregroundColor`), with that code, when the item is a
    /// Korean question of a few words that asks for it; nil for any other item. (A modifier
    /// written without its view is what the item is about: an example's code starts with its
    /// view.)
    static func modifierUnderItem(at index: Int, in blocks: [MarkdownBlock]) -> (term: String, code: String)? {
        let block = blocks[index]
        guard let item = block.listItem, block.kind == .paragraph, index + 1 < blocks.count,
              case .code = blocks[index + 1].kind, blocks[index + 1].listItem == item, block.spans.isEmpty,
              !block.text.contains("\n"), !block.text.contains(":"), block.text.unicodeScalars.contains(where: LearnerTerms.isHangul),
              block.text.split(separator: " ").count <= 8 else { return nil }
        // (A question that asks for it: a sentence says what the code does, `TextField의 수정자를
        // 사용한다.`, `체인으로 이어 쓸 수 있음`, and leaves the card to the text that explains it.)
        let line = block.text.trimmingWhitespace
        guard line.hasSuffix("?") || line.hasSuffix("？") else { return nil }
        // (One modifier called once: a chain shows how modifiers combine, not one of them.)
        let code = blocks[index + 1].text.trimmingWhitespace
        guard code.hasPrefix("."), !code.contains("{"), !code.contains("\n"), calledModifiers(in: withoutStringsAndComments(code)).count <= 1 else {
            return nil
        }
        let name = code.dropFirst().prefix { $0.isASCII && ($0.isLetter || $0.isNumber) }
        guard name.count >= 3, name.first?.isLowercase == true else { return nil }
        return ("." + name, shownCode(blocks[index + 1].text))
    }

    /// Headings and items that name a part of a section, not what it is about: `## 예제`
    /// over `Text("Hello").padding()` is an example, no gloss of `padding`.
    static let sectionWords: Set<String> = ["예제", "예시", "예", "사용법", "사용 방법", "사용", "결과", "출력", "코드", "실습",
                                            "정리", "참고", "기본", "기본 사용법", "활용", "적용", "설명", "방법", "구현"]

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
