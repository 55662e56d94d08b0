import LayoutEngine

/// `Text("Bold").bold() + Text(" plain")`: one Text of both strings, as Apple's
/// documentation of `Text`'s `+` says ("concatenates the text in two text views in a new
/// text view"). kb keeps the first Text's modifiers for the whole string.
enum TextConcatenation {
    static func join(_ left: View, _ right: View) -> View? {
        guard let first = string(left), let second = string(right) else { return nil }
        return replacingString(left, with: first + second)
    }

    /// The string of a Text, under the modifiers that style it.
    static func string(_ view: View) -> String? {
        switch view.kind {
        case .text(let string): string
        case .environment, .visual: view.children.first.flatMap(string)
        default: nil
        }
    }

    static func replacingString(_ view: View, with string: String) -> View {
        if case .text = view.kind { return View(.text(string), view.children) }
        guard let content = view.children.first else { return view }
        return View(view.kind, [replacingString(content, with: string)] + view.children.dropFirst())
    }
}
