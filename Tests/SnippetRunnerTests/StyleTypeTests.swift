import LayoutEngine
import Testing
@testable import SnippetRunner

/// SwiftUI's style types by the names older notes write them with, where kb drew an undefined
/// type's placeholder: `RoundedBorderTextFieldStyle()` is `.roundedBorder` (Apple's
/// documentation of each style type names the static member that makes it). On a 400 × 300
/// canvas.
@Suite struct StyleTypeTests {
    @Test func aStyleTypeIsTheStyleItsMemberNames() {
        let typed = runOn400By300("""
            TextField("Name", text: .constant(""))
                .textFieldStyle(RoundedBorderTextFieldStyle())
            """)
        #expect(typed.status == .runnable)
        // `IconOnlyLabelStyle()` is `.iconOnly`: the label shows its icon alone.
        let iconOnly = runOn400By300("""
            Label("Mail", systemImage: "envelope")
                .labelStyle(IconOnlyLabelStyle())
            """)
        #expect(iconOnly.status == .runnable)
        #expect(iconOnly.frameTexts("Text", "Mail").isEmpty)
        #expect(iconOnly.frameTexts("Image", "envelope").count == 1)
        #expect(StyleTypes.members["PlainButtonStyle"] == "plain")
        #expect(StyleTypes.members["InsetGroupedListStyle"] == "insetGrouped")
        #expect(StyleTypes.members["StackNavigationViewStyle"] == "stack")
        #expect(StyleTypes.members["DefaultPickerStyle"] == "automatic")
        // A style the note never declares and SwiftUI does not have stays a placeholder.
        let unknown = runOn400By300("""
            Button("Save") {}
                .buttonStyle(FancyButtonStyle())
            """)
        #expect(unknown.status == .runnableWithPlaceholders(["FancyButtonStyle"]))
    }
}
