/// A heading that is a link and nothing else still heads the text under it when it links
/// a name: lecture notes link a section's title to the moment of the video it sums up,
/// and study notes link an API's name to its documentation.
///
///     ## [Shape](https://youtu.be/oDKDGCRdSHc?t=1223)
///     A protocol inherits from View drawing itself by filling with the current foreground color.
///
///     ### [7. @FocusState](https://developer.apple.com/documentation/swiftui/focusstate)
///     scene 내에 포커스가 변경될 때 SwiftUI가 업데이트하는 값을 읽고 쓸 수 있는 propertywrapper 타입
///
/// The linked name is one word, as an API's is. A linked topic in the plural
/// (`## [Animations](…)`) or a sentence (`## [Layout: How do we decide whether all our Views
/// go on Screen?](…)`) is the title the video gives its chapter, which the text under it
/// answers in its own terms. A paragraph or a list item of links only is a table of
/// contents or a reading list: it names what is elsewhere and explains nothing. (A link to
/// an API's page, `- [`Grid`](https://developer.apple.com/…)`, names the API the items
/// under it explain.)
extension MarkdownBlock {
    var namesWhatItHeads: Bool {
        !isLinkOnly || isCodeName || isHeading && linkedTexts.count == 1 && isLinkedName(LearnerTerms.headingTitle(text))
    }

    /// `Shape`, `@State`, `ViewBuilder`; not `Animations` nor `Layout: How do we decide …?`.
    private func isLinkedName(_ title: String) -> Bool {
        guard !title.contains(" "), let first = title.first else { return false }
        let isPlainPlural = first.isUppercase && !title.dropFirst().contains(where: \.isUppercase)
            && title.hasSuffix("s") && !title.hasSuffix("ss")
        return !isPlainPlural
    }
}
