import Foundation

/// Modifiers a note explains in a comment beside the code that calls them:
///
///     .lineLimit(1) // 얘랑 .frame이랑 쓰면 width만 지정해도 한줄 고정
///     .resizable()  // 이미지 크기 조절을 위해 거의 필수
///
/// Study notes often explain a section's modifiers this way alone, under a heading that
/// names the view (`## Text`, `## Image`); the comment is the learner's own explanation of
/// the call, and the card asks for it. A modifier the chapter's prose explains keeps the
/// prose's card instead (`ConceptExtractor.concepts`).
extension ConceptExtractor {
    /// The modifiers of a code block with a comment of words beside them or on the lines
    /// right above them, once each: `(term, explanation, line)`, the term written `.lineLimit`.
    static func commentedModifiers(_ block: MarkdownBlock) -> [(String, String, Int)] {
        guard case .code(let info, let fenced) = block.kind, info.isEmpty || info.lowercased().hasPrefix("swift"),
              block.text.containsBytes("//") else { return [] }
        var found: [(String, String, Int)] = []
        var seen = Set<String>()
        var commentAbove: [String] = []
        // A fence's code starts on the line after its opening.
        var line = block.startLine + (fenced ? 1 : 0)
        for codeLine in block.text.splitLines(omittingEmpty: false) {
            defer { line += 1 }
            let trimmed = codeLine.trimmingWhitespace
            if trimmed.hasPrefix("//") {
                commentAbove.append(String(trimmed.dropFirst(2)).trimmingWhitespace)
                continue
            }
            defer { commentAbove = [] }
            var code = Substring(trimmed)
            var comment = commentAbove.joined(separator: " ")
            if let slashes = trimmed.range(of: "//") {
                code = trimmed[..<slashes.lowerBound]
                comment = String(trimmed[slashes.upperBound...]).trimmingWhitespace
            } else if !trimmed.hasPrefix(".") {
                // A comment above a line names what that line makes: a modifier only when
                // the line is the modifier (`.cornerRadius(15)`), not a view it builds.
                continue
            }
            // `// 2. 사이즈 변경 가능하도록`: a step's number is no part of what it says.
            let number = comment.prefix(while: \.isASCIIDigit)
            if !number.isEmpty, let mark = comment.dropFirst(number.count).first, mark == "." || mark == ")" {
                comment = comment.dropFirst(number.count + 1).trimmingWhitespace
            }
            guard let call = lastModifierCall(in: code) else { continue }
            let name = String(call.prefix { $0 != "(" })
            // `// 아래 accessibilityIdentifier(_:)를 추가하면 …` above the call points at it by
            // name: it says what that call does, as a comment beside it would.
            let namesCall = comment.containsBytes(String(name.dropFirst()))
            guard isExplainingComment(comment, pointingAllowed: namesCall) else { continue }
            // `removal: AnyTransition.opacity.animation(.easeInOut) // 끝 - opacity`: a comment
            // that names another part of its line is about that part, not the last call.
            if !namesCall, let callStart = code.range(of: call)?.lowerBound,
               namesMember(comment, of: code[..<callStart]) { continue }
            guard seen.insert(name).inserted else { continue }
            found.append((name, "`\(call)`: \(comment)", line))
        }
        return found
    }

    /// Whether `comment` names a member that `receiver` reads (`opacity` of
    /// `AnyTransition.opacity`), a word of three letters or more after a dot.
    static func namesMember(_ comment: String, of receiver: Substring) -> Bool {
        let members = receiver.split(separator: ".").dropFirst().map { $0.prefix { $0.isASCII && $0.isLetter }.lowercased() }
            .filter { $0.count >= 3 }
        let words = Set(comment.split { !($0.isASCII && $0.isLetter) }.map { $0.lowercased() })
        return members.contains(where: words.contains)
    }

    /// `이렇게도 가능`, `위 코드와 같은 개념`, `-> fill은 …`: a comment that points at other
    /// code, or about what follows, explains no call.
    static let pointingComments = ["위 ", "위에", "아래", "여기", "이거", "같은"]

    /// A comment of words that says something: Korean, or three English words; not code
    /// commented out (`// .padding()`, `// Text("a")`) nor a marker (`// MARK: -`).
    /// `pointingAllowed`: the comment names the call it stands above, so `아래 …` points at it.
    static func isExplainingComment(_ comment: String, pointingAllowed: Bool = false) -> Bool {
        guard comment.count >= 4, comment.first != ".", !comment.hasPrefix("MARK"), !comment.hasPrefix("TODO"),
              pointingAllowed || !pointingComments.contains(where: { comment.hasPrefix($0) }), !comment.containsBytes("이렇게"),
              !["-", ">", "→", "<"].contains(where: { comment.hasPrefix($0) }),
              !comment.hasPrefix("/"), !comment.contains(where: { "{}=;".contains($0) }),
              // (`// func lineLimit(_ number: Int?) -> some View`: the modifier's declaration,
              // copied from its documentation, says nothing of what it does.)
              !isDeclaration(comment) else { return false }
        // `--------여기---------` marks a place; words are mostly letters.
        guard comment.filter(\.isLetter).count * 2 >= comment.filter({ !$0.isWhitespace }).count else { return false }
        if comment.unicodeScalars.contains(where: LearnerTerms.isHangul) { return true }
        return comment.split(separator: " ").filter { $0.allSatisfy(\.isLetter) }.count >= 3
    }

    /// The last `.name(…)` a line of code calls on what it makes, with its arguments:
    /// `.padding(.top, 50)` of `Text("").padding(.top, 50)`, `.overlay(…)` and not the
    /// `.stroke(…)` inside it. Nil when the line calls no modifier.
    static func lastModifierCall(in code: Substring) -> String? {
        var best: String?
        var depth = 0
        var index = code.startIndex
        while index < code.endIndex {
            let character = code[index]
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            index = code.index(after: index)
            guard character == ".", depth == 0 else { continue }
            let name = code[index...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            // A modifier's name is lower camel case: `.frame(`, not `Color.green` or `.Type`.
            guard name.count >= 3, name.first?.isLowercase == true, name.allSatisfy(\.isASCII),
                  code[name.endIndex...].first == "(", let end = closingParenthesis(in: code[name.endIndex...]) else { continue }
            best = "." + code[index..<end]
        }
        return best
    }

    /// Just past the `)` that closes the `(` `code` opens with, or nil when none does.
    static func closingParenthesis(in code: Substring) -> Substring.Index? {
        var depth = 0
        for position in code.indices {
            if code[position] == "(" { depth += 1 }
            if code[position] == ")" {
                depth -= 1
                if depth == 0 { return code.index(after: position) }
            }
        }
        return nil
    }

    /// `func lineLimit(_ number: Int?) -> some View`, `var body: some View`, `init(…)`: Swift's
    /// declaration in a comment (`// let the parent decide the width` is words).
    static func isDeclaration(_ comment: String) -> Bool {
        if comment.hasPrefix("func ") || comment.hasPrefix("init(") || comment.hasPrefix("static ") { return true }
        guard let keyword = ["var ", "let "].first(where: { comment.hasPrefix($0) }) else { return false }
        let rest = comment.dropFirst(keyword.count)
        let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return !name.isEmpty && [":", " :", " =", "="].contains { rest.dropFirst(name.count).hasPrefix($0) }
    }
}
