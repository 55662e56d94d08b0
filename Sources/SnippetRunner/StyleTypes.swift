/// SwiftUI's style types by the names older notes write them with:
/// `.textFieldStyle(RoundedBorderTextFieldStyle())` is `.textFieldStyle(.roundedBorder)`,
/// `.listStyle(GroupedListStyle())` is `.listStyle(.grouped)`. Source: Apple's documentation
/// of each style type, which names the static member that makes it ("Use `roundedBorder`
/// to construct this style", and so on). A style a note declares itself is its own type and
/// never reaches here.
enum StyleTypes {
    /// The member each type stands for.
    static let members: [String: String] = {
        let styles: [(kind: String, members: [String])] = [
            ("TextFieldStyle", ["RoundedBorder", "Plain", "Default"]),
            ("ButtonStyle", ["Plain", "Borderless", "Bordered", "BorderedProminent", "Default"]),
            ("ListStyle", ["Plain", "Grouped", "InsetGrouped", "Inset", "Sidebar", "Default"]),
            ("NavigationViewStyle", ["Stack", "Default"]),
            ("PickerStyle", ["Segmented", "Wheel", "Menu", "Inline", "NavigationLink", "Default"]),
            ("ToggleStyle", ["Switch", "Button", "Default"]),
            ("TabViewStyle", ["Page", "Default"]),
            ("LabelStyle", ["IconOnly", "TitleOnly", "TitleAndIcon", "Default"]),
            ("ProgressViewStyle", ["Circular", "Linear", "Default"]),
            ("DatePickerStyle", ["Compact", "Graphical", "Wheel", "Default"]),
        ]
        var members: [String: String] = [:]
        for style in styles {
            for member in style.members {
                // `DefaultButtonStyle()` is `.automatic`.
                let name = member == "Default" ? "automatic" : member.prefix(1).lowercased() + member.dropFirst()
                members[member + style.kind] = name
            }
        }
        // Whose member is not the type's name: `DoubleColumnNavigationViewStyle()` is `.columns`.
        members["DoubleColumnNavigationViewStyle"] = "columns"
        members["ColumnNavigationViewStyle"] = "columns"
        return members
    }()
}
