import Foundation
import SwiftSyntax

/// Tells code that shows no layout from code that does.
enum Classifier {
    static let withoutViews = "Swift code without views"

    /// Words that show code is SwiftUI view code, extensions of view types included.
    static let swiftUIWords = ["View", "Text(", "Stack", "Color", "Image(", "frame(", "padding", "Spacer", "GeometryReader",
                               "Button", "List", "Shape", "Circle", "Rectangle", "Preview", "Label", "modifier", "some View",
                               "AlignmentID", "Alignment(",
                               // Controls and containers whose names hold none of the words above.
                               "TextField(", "SecureField(", "TextEditor(", "Toggle(", "Slider(", "Stepper(", "Picker(",
                               "DatePicker(", "Form {", "Group {", "Section(", "Section {", "Divider()", "ForEach(", "Menu(",
                               "Link("] + SampleUse.extendedSamples.keys.sorted().map { "extension \($0)" }

    /// Why the snippet is no layout example, or nil when it may be one.
    static func notALayoutExample(_ source: String, knownViews: Set<String> = []) -> String? {
        let trimmed = source.trimmingWhitespace
        if trimmed.isEmpty { return "empty code" }
        let testWords = ["XCTAssert", "XCTestCase", "import XCTest", "XCUIApplication", "app.buttons", "app.staticTexts"]
        if testWords.contains(where: trimmed.containsBytes) {
            return "test code (XCTest)"
        }
        // Every snippet an import reads passes these tests: its lines are split once for all.
        let lines = codeLines(trimmed)
        if trimmed.hasPrefix(".") || isModifierUnderDeclarations(lines: lines) { return "a modifier on its own, without the view it modifies" }
        if isTextDiagram(lines: lines) { return "a diagram drawn in text" }
        if isKoreanProse(lines: lines) { return "Korean sentences in a code block, not code" }
        if isCompilerMessage(lines: lines) { return "a compiler's error message, not code" }
        if isPrintedTypeName(lines: lines) { return printedTypeName }
        if isEnglishProse(lines: lines) { return "English sentences in a code block, not code" }
        if isAPIDeclaration(trimmed, lines: lines) { return apiDeclaration }
        let appSetUp = ["UIWindow(", "rootViewController", "makeKeyAndVisible", "UIApplicationDelegate", "UIWindowSceneDelegate"]
        if appSetUp.contains(where: trimmed.containsBytes) { return "UIKit app set-up code (a window and its root view controller)" }
        let promptPrefixes = ["(lldb)", "po ", "p ", "$ "]
        if promptPrefixes.contains(where: trimmed.hasPrefix),
           trimmed.splitLines().allSatisfy({ line in promptPrefixes.contains(where: line.hasPrefix) }) {
            return "debugger or shell commands"
        }
        // (Comments are the note's words: `// object must be a Property List` names no List.)
        // (`SecureField.init("Password", text: $password)` calls what `SecureField(` does.)
        let uncommented = withoutComments(trimmed)
        let code = uncommented.containsBytes(".init(") ? uncommented.replacingOccurrences(of: ".init(", with: "(") : uncommented
        if !swiftUIWords.contains(where: code.containsBytes), !knownViews.contains(where: { code.containsBytes($0 + "(") }),
           !startsWithTypeCall(code), !drawsAPath(code) {
            return withoutViews
        }
        return nil
    }

    static let printedTypeName = "a type's name as `print(type(of:))` shows it, not code"

    /// `ModifiedContent<ModifiedContent<Button<Text>, _BackgroundStyleModifier<Color>>,
    /// _FrameLayout>` under `Prints:`: a generic type's full name, what a program printed
    /// (a 100 Days log shows what modifiers make so), with no call or body to lay out.
    static func isPrintedTypeName(lines: [String]) -> Bool {
        guard (1...3).contains(lines.count) else { return false }
        return lines.allSatisfy { line in
            guard let open = line.firstIndex(of: "<"), line.hasSuffix(">"), open != line.startIndex,
                  line[..<open].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }),
                  line.first?.isUppercase == true else { return false }
            // (`TupleView<(Text, Image)>`: a tuple among the arguments; a call ends in `)`.)
            return line.allSatisfy { $0.isLetter || $0.isNumber || "_.<>, ()".contains($0) }
                && line.count(where: { $0 == "<" }) == line.count(where: { $0 == ">" })
        }
    }

    /// `source` without its `//` comments, whole-line or trailing (Fragment.withoutComment
    /// on each line).
    static func withoutComments(_ source: String) -> String {
        guard source.containsBytes("//") else { return source }
        return source.splitLines(omittingEmpty: false).map(Fragment.withoutComment).joined(separator: "\n")
    }

    /// Code that does not parse and is no example: an API declaration copied from Apple's
    /// documentation (`@MainActor @frozen struct HStack<Content> where Content : View`,
    /// an `init(…)` signature), or one unfinished line.
    static func notALayoutExample(unparsed source: String) -> String? {
        let lines = codeLines(source)
        guard let first = lines.first else { return nil }
        if isAPIDeclaration(source, lines: lines) { return apiDeclaration }
        // `protocol ViewModifier { typealias Content … }`: a protocol as a note sketches
        // Apple's, its requirements written loosely; there is no view in it to show.
        if isProtocolSketch(lines) { return protocolSketch }
        if isNameList(lines) { return nameList }
        // A short line: what runs to thousands of characters is no note's unfinished line.
        if lines.count == 1, first.count <= 200 { return "one unfinished line of code" }
        return nil
    }

    static let nameList = "a list of API names under comments, not code"

    /// `@State, @FocusState` under `// Property Wrapper`, `View, Text, Form(Group, Section)`:
    /// the names a lesson used, listed by comma in a code block as an index. Every line is
    /// names (a dotted path, a call's parentheses, two or three words such as `List vs
    /// ForEach`), most lines list several, and nothing assigns, opens a body or quotes.
    static func isNameList(_ lines: [String]) -> Bool {
        guard lines.count >= 2, lines.filter({ $0.contains(",") }).count * 2 >= lines.count else { return false }
        return lines.allSatisfy { line in
            !line.contains(where: { "{}=\":;".contains($0) })
                && line.split(separator: ",").map { String($0).trimmingWhitespace }.filter { !$0.isEmpty }.allSatisfy(isListedName)
        }
    }

    /// `@State`, `Bundle.main.url()`, `Form(Group, Section)`, `List vs ForEach`.
    static func isListedName(_ item: String) -> Bool {
        let name = item.prefix { $0 != "(" }
        let words = name.split(separator: " ")
        guard (1...3).contains(words.count) else { return false }
        return words.allSatisfy { word in
            let body = word.drop { $0 == "@" || $0 == "." }
            return body.first?.isLetter == true && body.allSatisfy { $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" || $0 == ")" }
        }
    }

    /// Boxes and arrows drawn with box-drawing characters (`┌──┐`, `│ 1. … │`, `▼`): a third
    /// of the lines or more open with one, which no line of Swift does.
    /// So is a flow of names joined by arrows on every line (`Model -> ContentView ->
    /// ToggleView(자식뷰)`), where no name is a type's parameters (`() -> Void`).
    static func isTextDiagram(_ source: String) -> Bool { isTextDiagram(lines: codeLines(source)) }

    static func isTextDiagram(lines: [String]) -> Bool {
        let drawn = lines.filter { line in line.unicodeScalars.first.map { (0x2500...0x25FF).contains($0.value) } ?? false }
        if drawn.count >= 2 && drawn.count * 3 >= lines.count { return true }
        return !lines.isEmpty && lines.allSatisfy(isFlowOfNames)
    }

    static let swiftKeywords: Set<String> = ["func", "init", "var", "let", "case", "some", "any", "static", "private",
                                             "public", "return", "struct", "class", "enum", "protocol"]

    static func isFlowOfNames(_ line: String) -> Bool {
        guard !line.contains(where: { "{}=\":;".contains($0) }) else { return false }
        var parts = [line]
        for arrow in ["->", "→", "⇒", "<-", "←"] {
            parts = parts.flatMap { $0.components(separatedBy: arrow) }
        }
        // (`func makeBody() -> some View` declares: a keyword opens it.)
        return parts.count >= 2 && parts.allSatisfy { part in
            let name = part.trimmingWhitespace
            let first = name.prefix { $0 != " " && $0 != "(" }
            return name.first?.isLetter == true && !swiftKeywords.contains(String(first)) && isListedName(name)
        }
    }

    /// `1. View 내부에서 @State 선언` over more such lines: sentences a note puts in a code
    /// block to set them apart. Two thirds of the lines or more hold Korean words and no
    /// bracket, quote or `=` (Swift's Korean is in strings and comments).
    static func isKoreanProse(_ source: String) -> Bool { isKoreanProse(lines: codeLines(source)) }

    static func isKoreanProse(lines: [String]) -> Bool {
        let prose = lines.filter { line in
            !line.contains(where: { "{}()\"=".contains($0) })
                && line.unicodeScalars.filter({ (0xAC00...0xD7A3).contains($0.value) }).count >= 2
        }
        return !lines.isEmpty && prose.count * 3 >= lines.count * 2
    }

    /// `The primary difference lies in the programming paradigm. SwiftUI is declarative, …`
    /// indented under a heading (KelpNotes), which markdown reads as an indented code block:
    /// sentences, not code. Two thirds of the lines or more are sentences of eight words or
    /// more, three in five of them plain lower-case English words, with nothing of code in
    /// them: no brace, `=`, `->`, call or declaration (Swift's own sentences are comments).
    static func isEnglishProse(lines: [String]) -> Bool {
        let codeMarks = ["->", "func ", "struct ", "class ", "var ", "let ", "import ", "()"]
        // (Most snippets are code: a third of their lines hold a brace or `=`, read first.)
        let codeLines = lines.filter { $0.utf8.contains { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") || $0 == UInt8(ascii: "=") } }
        guard codeLines.count * 3 <= lines.count else { return false }
        let prose = lines.filter { line in
            let words = line.split(separator: " ")
            guard words.count >= 8, !line.hasPrefix("//"), !line.contains(where: { "{}=;".contains($0) }),
                  !codeMarks.contains(where: line.containsBytes), !isCall(line) else { return false }
            let plain = words.filter { word in
                let letters = word.trimmingCharacters(in: .punctuationCharacters)
                return letters.first?.isLowercase == true && letters.allSatisfy { $0.isASCII && $0.isLetter || $0 == "'" || $0 == "-" }
            }
            return plain.count * 5 >= words.count * 3
        }
        return !lines.isEmpty && prose.count * 3 >= lines.count * 2
    }

    /// Whether a line calls something: a name right before `(` (`Text(`, `.padding(`).
    static func isCall(_ line: String) -> Bool {
        var previous: Character = " "
        for character in line {
            if character == "(", previous.isLetter || previous.isNumber { return true }
            previous = character
        }
        return false
    }

    /// `Contextual closure type '() -> ProductDetailView' expects 0 arguments, but 1 was used
    /// in closure body`: the error Xcode showed, which a note pastes in a code block to say
    /// what went wrong. Every line is one: `error:` or `warning:` after a place or alone, or
    /// a sentence of five words or more that quotes a name in single quotes, with nothing of
    /// code (`{`, `}`, `=`, `;`, a string's `"`) in it.
    static func isCompilerMessage(_ source: String) -> Bool { isCompilerMessage(lines: codeLines(source)) }

    static func isCompilerMessage(lines: [String]) -> Bool {
        return !lines.isEmpty && lines.allSatisfy { line in
            let lower = line.lowercased()
            if lower.hasPrefix("error:") || lower.hasPrefix("warning:") || lower.contains(": error:") || lower.contains(": warning:") {
                return true
            }
            guard line.first?.isUppercase == true, !line.contains(where: { "{}=;\"".contains($0) }),
                  line.split(separator: " ").count >= 5, let open = line.firstIndex(of: "'") else { return false }
            return line[line.index(after: open)...].contains("'")
        }
    }

    static let apiDeclaration = "an API declaration (a signature without a body, as Apple's documentation lists it)"
    static let protocolSketch = "a protocol's declaration, sketched as Apple declares it"

    /// Code that declares one protocol and nothing after it: its first line opens
    /// `protocol` (or `public protocol`) and its last closes it.
    static func isProtocolSketch(_ lines: [String]) -> Bool {
        guard let first = lines.first, let last = lines.last else { return false }
        let opening = first.hasPrefix("public ") ? String(first.dropFirst(7)) : first
        return opening.hasPrefix("protocol ") && last == "}"
            && lines.dropFirst().allSatisfy { !$0.hasPrefix("struct ") && !$0.hasPrefix("protocol ") && !$0.hasPrefix("public protocol ") }
    }

    /// `@State private var showSheet = false` over `// in body` and `.sheet(isPresented:
    /// $showSheet) { … }`: the properties a modifier needs, then the modifier, with the
    /// view it modifies left out.
    static func isModifierUnderDeclarations(_ source: String) -> Bool { isModifierUnderDeclarations(lines: codeLines(source)) }

    static func isModifierUnderDeclarations(lines: [String]) -> Bool {
        guard let modifier = lines.firstIndex(where: { $0.hasPrefix(".") && $0.dropFirst().first?.isLetter == true }),
              modifier > 0 else { return false }
        // (`var body: some View {` over `let image = Image(…)` and its modifier is a body; a
        // view made by a call, `let image = Image(…)`, is what the modifier modifies.)
        return lines[..<modifier].allSatisfy { line in
            let words = line.split(separator: " ").drop { $0.hasPrefix("@") || ["private", "fileprivate", "static"].contains($0) }
            let value = line.split(separator: "=", maxSplits: 1).dropFirst().first ?? ""
            return words.first.map { $0 == "var" || $0 == "let" } ?? false && !line.contains(where: { "{}".contains($0) })
                && !value.contains("(")
        }
    }

    /// The lines with code on them.
    static func codeLines(_ source: String) -> [String] {
        source.splitLines().map { String($0).trimmingWhitespace }.filter { !$0.isEmpty && !$0.hasPrefix("//") }
    }

    /// A declaration without any body, opening with a declaration word or an attribute:
    /// `@MainActor @frozen struct HStack<Content> where Content : View`, `init(…)`.
    static func isAPIDeclaration(_ source: String, lines: [String]? = nil) -> Bool {
        // The attributes may stand on a line of their own (`@MainActor @frozen @preconcurrency`
        // over `struct Spacer`).
        guard !source.containsBytes("{"),
              let first = (lines ?? codeLines(source)).first(where: { !$0.split(separator: " ").allSatisfy { $0.hasPrefix("@") } }) else {
            return false
        }
        let words = first.split(separator: " ").map(String.init)
        let declarationWords: Set<String> = ["struct", "class", "enum", "protocol", "func", "typealias", "associatedtype"]
        // Attributes (`@MainActor @frozen`) open a type's signature; `@State var x` is a property.
        return first.hasPrefix("init(") || first.hasPrefix("init<") || words.contains { declarationWords.contains($0) }
    }

    /// Why a snippet of declarations only shows nothing: API signatures without bodies (an
    /// `init(…)` copied from Apple's documentation), or declarations without a view.
    static func declarationsOnly(_ file: SourceFileSyntax) -> String {
        func isSignature(_ decl: DeclSyntax) -> Bool {
            if let function = decl.as(FunctionDeclSyntax.self) { return function.body == nil }
            if let initializer = decl.as(InitializerDeclSyntax.self) { return initializer.body == nil }
            // `struct Button<Label> where Label : View { init(…) }`: a type listed by its signatures.
            if let structDecl = decl.as(StructDeclSyntax.self) {
                let members = structDecl.memberBlock.members.map(\.decl)
                return !members.isEmpty && members.allSatisfy(isSignature)
            }
            return false
        }
        let bodiless = file.statements.allSatisfy { item in
            guard case .decl(let decl) = item.item else { return false }
            return isSignature(decl)
        }
        return bodiless && !file.statements.isEmpty ? apiDeclaration : "declarations without a view to show"
    }

    /// `Badge()`, `EventRow(title: "x")`, `Card { … }`: code that opens with a call of a
    /// capitalised name is a view in notes about SwiftUI, even one the notes never declare
    /// (it runs as a placeholder).
    /// `Path { path in … }`: SwiftUI's Path drawn in a closure, not `struct FilePath {`.
    static func drawsAPath(_ code: String) -> Bool {
        var rest = code[...]
        while let found = rest.range(of: "Path {") {
            let before = rest[..<found.lowerBound].last
            if before.map({ !($0.isLetter || $0.isNumber || $0 == "_") }) ?? true { return true }
            rest = rest[found.upperBound...]
        }
        return false
    }

    static func startsWithTypeCall(_ code: String) -> Bool {
        guard let first = code.first, first.isUppercase else { return false }
        let rest = code.drop { $0.isLetter || $0.isNumber || $0 == "_" }
        return rest.hasPrefix("(") || rest.hasPrefix("{") || rest.hasPrefix(" {")
    }
}
