import LayoutEngine

/// `Section`: a header, rows and a footer. In a list or form the header is a small grey
/// caption above the section's rows and the footer one below them, neither a row of its
/// own; elsewhere (a VStack, a LazyVStack) the three stand one under another.
///
/// What iOS draws, and where it is stated:
/// - A section is its content with an optional header above it and an optional footer
///   below it (Apple's `Section` documentation: `init(content:header:footer:)`); in a list
///   both are text set apart from the rows (Human Interface Guidelines, "Lists and tables",
///   whose figure shows "a three-row table with header and footer text").
/// - Header and footer text is footnote-sized, 13 points at the default Dynamic Type size
///   (Human Interface Guidelines, "Typography", the iOS text styles), in the secondary
///   label colour, and starts at the rows' 16-point leading inset.
/// - kb keeps the header's case as written: `textCase` defaults to nil, "displaying the
///   Text without any case changes" (Apple's `EnvironmentValues.textCase`). (Grouped lists
///   of iOS 16 and earlier wrote their headers in capitals; kb does not.)
/// - No separator runs between a header and the first row, nor between the last row and a
///   footer: separators run between rows only.
/// The space around a caption, 16 points on the far side from the rows and 6 on the near
/// side, is kb's reading of iOS 17's grouped lists; Apple publishes no number for it.
enum ListSection {
    static let captionFont = Font.styles["footnote"]!
    static let outerSpace = 16.0
    static let innerSpace = 6.0

    /// `Section("Fruits") { … }`, `Section(header: Text("Fruits"), footer: …) { … }`,
    /// `Section { … } header: { … } footer: { … }`: the header and footer marked for the list.
    static func view(header: View?, footer: View?, _ rows: [View]) -> View {
        .section(header: header.map { ListRowMark.sectionHeader.on($0) },
                 rows + (footer.map { [ListRowMark.sectionFooter.on($0)] } ?? []))
    }

    /// Whether a list's entry is a section's header or footer rather than a row.
    static func isCaption(_ entry: View) -> Bool {
        ListRowMark.sectionHeader.isOn(entry) || ListRowMark.sectionFooter.isOn(entry)
    }

    /// A header or a footer as a list draws it; nil for a row.
    static func caption(_ entry: View) -> View? {
        guard isCaption(entry) else { return nil }
        let isHeader = ListRowMark.sectionHeader.isOn(entry)
        let inset = ListContainer.rowInset
        return entry.font(captionFont).foregroundColor("secondary")
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(EdgeInsets(top: isHeader ? outerSpace : innerSpace, leading: inset,
                                bottom: isHeader ? innerSpace : outerSpace, trailing: inset))
    }
}
