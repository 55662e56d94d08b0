import LayoutEngine
import SwiftSyntax

/// SwiftUI's views and value types by the names snippets call them with.
enum SwiftUIViews {
    static func make(_ name: String, _ arguments: [Argument], interpreter: Interpreter,
                     at node: FunctionCallExprSyntax) throws -> Value? {
        func labelled(_ label: String) -> Value? { arguments.first { $0.label == label }?.value }
        func number(_ label: String) -> Double? { labelled(label)?.number }
        var unlabelled: [Value] { arguments.filter { $0.label == nil }.map(\.value) }
        /// The views of the content closure (the trailing one, or `content:`).
        func content(_ parameters: [Value] = []) throws -> [View] {
            guard let closureArgument = arguments.last(where: { if case .closure = $0.value { return true } else { return false } }),
                  case .closure(let closure) = closureArgument.value else { return [] }
            return try interpreter.buildViews(closure, parameters, at: node)
        }
        func spacing() -> Double? { number("spacing") }
        /// The collection a `ForEach` or `List` goes over: its first unlabelled argument that
        /// is no closure.
        func collection() -> Value? {
            unlabelled.first { if case .closure = $0 { return false } else { return true } }
        }
        /// The views the last closure builds for each element of `data`. A collection from
        /// code the notes do not show (`List(flightData) { flight in … }`) has one element,
        /// whose values show their names, as a placeholder type's do: the row it draws is
        /// the note's row, where nothing would show no row at all.
        func views(forEachOf data: Value) throws -> [View] {
            guard case .closure(let closure)? = arguments.last?.value else { return [] }
            switch data {
            case .type, .member, .none:
                let source = if case .none = data { "the collection's code is left out of the notes" }
                    else { "\(data.kindName) comes from code the notes do not show" }
                // An element the closure cannot draw without more of the note's code
                // (`getElement(element)`, a function the notes never give) is no element:
                // nothing is drawn, as for an empty collection.
                let warned = interpreter.diagnostics.count
                do {
                    let views = try interpreter.buildViews(closure, [], at: node)
                    interpreter.warn(node, source + ": one element is drawn, its values shown by name")
                    return views
                } catch is RunError {
                    interpreter.diagnostics.removeSubrange(warned...)
                    interpreter.warn(node, source + ": nothing to loop over")
                    return []
                }
            default: break
            }
            var views: [View] = []
            for element in try interpreter.elements(of: data, at: node) {
                views += try interpreter.buildViews(closure, [element], at: node)
            }
            return views
        }

        switch name {
        case "Text":
            if case .string(let text)? = unlabelled.first { return .view(.text(text)) }
            if case .closure(let closure)? = unlabelled.first {
                // `Text { "Hello" }`: a slip for `Text("Hello")`, which kb shows with a word.
                let value = try interpreter.invoke(closure, [], at: node)
                interpreter.warn(node, "Text takes its string in parentheses, Text(\"…\"), not in braces: read as Text(\"\(interpreter.describe(value))\")")
                return .view(.text(interpreter.describe(value)))
            }
            // `Text(...)`: the note leaves the string out; it shows as left out, not as a value's kind.
            if case .view(let view)? = unlabelled.first, case .empty = view.kind { return .view(.text("…")) }
            return .view(.text(unlabelled.first.map(interpreter.describe) ?? ""))
        case "Image":
            if let system = labelled("systemName"), case .string(let symbol) = system { return .view(.image(systemName: symbol)) }
            if case .string(let asset)? = unlabelled.first {
                return .view(.image(asset, size: Size(width: 100, height: 100)))
            }
            return .view(.image(systemName: "photo"))
        case "Color":
            if let white = number("white") {
                return .color(ColorValue(name: "white(\(white.pointText))", red: white, green: white, blue: white,
                                         opacity: number("opacity") ?? 1))
            }
            if let red = number("red"), let green = number("green"), let blue = number("blue") {
                return .color(ColorValue(name: "rgb(\(red.pointText), \(green.pointText), \(blue.pointText))",
                                         red: red, green: green, blue: blue, opacity: number("opacity") ?? 1))
            }
            if case .string(let asset)? = unlabelled.first {
                return .color(ColorValue(name: asset, red: 0.5, green: 0.5, blue: 0.5))
            }
            // `Color(.systemBlue)`, `Color(uiColor: .systemRed)`: a UIKit system colour is its
            // SwiftUI namesake; a colour from code the notes never show (`Color(flight.color)`)
            // is shown grey under its name, as an asset colour is.
            let given = labelled("uiColor") ?? labelled("nsColor") ?? unlabelled.first
            if case .color(let color)? = given { return .color(color) }
            if case .member(let name, _)? = given {
                let system = name.hasPrefix("system") ? name.dropFirst(6).prefix(1).lowercased() + name.dropFirst(7) : name
                return .color(ColorValue.named[system] ?? ColorValue(name: name, red: 0.5, green: 0.5, blue: 0.5))
            }
            return nil
        case "HStack":
            let alignment = member(labelled("alignment")).flatMap {
                SwiftUIValues.vertical($0) ?? interpreter.customAlignment($0).map(VerticalAlignment.init)
            } ?? .center
            return .view(.hstack(alignment: alignment, spacing: spacing(), try content()))
        case "VStack":
            let alignment = member(labelled("alignment")).flatMap {
                SwiftUIValues.horizontal($0) ?? interpreter.customAlignment($0).map(HorizontalAlignment.init)
            } ?? .center
            return .view(.vstack(alignment: alignment, spacing: spacing(), try content()))
        case "List", "Form":
            // `List(items) { item in … }`: a row for each element, as ForEach makes them.
            if let data = collection() { return .view(ListContainer.view(rows: try views(forEachOf: data))) }
            return .view(ListContainer.view(rows: try content()))
        case "TabView":
            return .view(TabContainer.view(tabs: try content()))
        case "Tab":
            let symbol = string(labelled("systemImage"))
            return .view(View.group(try content()).visual(TabContainer.itemEffect(symbol: symbol, title: string(unlabelled.first))))
        case "LazyVStack":
            let alignment = member(labelled("alignment")).flatMap(SwiftUIValues.horizontal) ?? .center
            return .view(.lazyVStack(alignment: alignment, spacing: spacing(), try content()))
        case "LazyHStack":
            let alignment = member(labelled("alignment")).flatMap(SwiftUIValues.vertical) ?? .center
            return .view(.lazyHStack(alignment: alignment, spacing: spacing(), try content()))
        case "ZStack":
            let alignment = member(labelled("alignment")).flatMap(SwiftUIValues.alignment) ?? .center
            return .view(.zstack(alignment: alignment, try content()))
        case "Grid":
            let alignment = member(labelled("alignment")).flatMap(SwiftUIValues.alignment) ?? .center
            return .view(View(.gridContainer(alignment, horizontalSpacing: number("horizontalSpacing"),
                                             verticalSpacing: number("verticalSpacing")), try content()))
        case "GridRow":
            return .view(View(.gridRow, try content()))
        case "NavigationView", "NavigationStack":
            return .view(NavigationContainer.view(try content()))
        case "NavigationSplitView":
            return .view(try SplitNavigation.collapsed(arguments, interpreter: interpreter, at: node))
        case "Path":
            // `Path { path in … }` draws into the closure's `path`.
            if case .closure(let closure)? = arguments.last?.value {
                let drawn = Reference(.path([]))
                _ = try interpreter.invoke(closure, [.binding(drawn)], at: node)
                return .path(Paths.elements(of: drawn.value) ?? [])
            }
            return .path(Paths.made(arguments))
        case "NavigationPath":
            // The stack's path of pushed values: empty until a link is tapped, or the values
            // it is made with (`NavigationPath(ids)`).
            if case .array(let values)? = unlabelled.first { return .array(values) }
            return .array([])
        case "TextEditor":
            // "A text editor view allows you to display and edit multiline, scrollable text"
            // (Apple's documentation of TextEditor): it takes the space a vertical ScrollView
            // takes, its text wrapping from the top leading corner.
            let text = string(labelled("text")) ?? ""
            return .view(.scrollView(.vertical, [View.text(text).frame(maxWidth: .infinity, alignment: .leading)]))
        case _ where BuiltInLayouts.containers[name] != nil:
            // `HStackLayout { … }` lays out as an HStack; without content it is a value.
            if case .closure? = arguments.last?.value, let container = BuiltInLayouts.containers[name] {
                return try make(container, arguments, interpreter: interpreter, at: node)
            }
            return BuiltInLayouts.value(name, arguments)
        case "AnyLayout":
            return BuiltInLayouts.value(name, arguments)
        case _ where StyleTypes.members[name] != nil:
            // With its arguments: `SwitchToggleStyle(tint: .red)`.
            return StyleTypes.members[name].map { .member($0, arguments) }
        case "Group", "TupleView":
            return .view(.group(try content()))
        case "ScrollView":
            let axis: Axis = member(unlabelled.first) == "horizontal" ? .horizontal : .vertical
            return .view(.scrollView(axis, try content()))
        case "ScrollViewReader":
            // Lays out as its content: it only hands the content a proxy to scroll with.
            // Source: Apple's documentation of ScrollViewReader (`init(content:)`: "The
            // reader's content, containing one or more scroll views").
            return .view(.group(try content([.none])))
        case "AsyncImage":
            return .view(try AsyncImages.loading(arguments, interpreter: interpreter, at: node))
        case "ViewThatFits":
            return .view(.viewThatFits(in: axes(labelled("in")) ?? [.horizontal, .vertical], try content()))
        case "Section":
            // `Section("Fruits") { rows }`, `Section(header: Text("Fruits"), footer: …) { rows }`,
            // `Section { rows } header: { … } footer: { … }`: the rows are the closure without
            // a label (or `content:`), not the last closure, which may be the footer.
            func part(_ label: String) throws -> View? { try labelled(label).map { try interpreter.viewValue($0, at: node) } }
            let rows = arguments.first { argument in
                guard argument.label == nil || argument.label == "content", case .closure = argument.value else { return false }
                return true
            }
            let views = if case .closure(let closure)? = rows?.value { try interpreter.buildViews(closure, [], at: node) } else { [View]() }
            let header = try part("header") ?? string(unlabelled.first).map(View.text)
            return .view(ListSection.view(header: header, footer: try part("footer"), views))
        case "LazyVGrid", "LazyHGrid":
            let items = try gridItems(labelled("columns") ?? labelled("rows"), at: node, interpreter)
            let views = try content()
            return .view(name == "LazyVGrid" ? .lazyVGrid(columns: items, spacing: spacing(), views)
                : .lazyHGrid(rows: items, spacing: spacing(), views))
        case "GeometryReader":
            guard case .closure(let closure)? = arguments.last?.value else { return .view(.geometryReader { _ in .empty }) }
            return .view(.geometryReader { size in
                (try? interpreter.buildViews(closure, [.proxy(size)], at: node)).map { .group($0) } ?? .empty
            })
        case "ForEach":
            return .view(.group(try views(forEachOf: collection() ?? .none)))
        case "Spacer":
            return .view(.spacer(minLength: number("minLength")))
        case "Divider": return .view(.divider)
        case "EmptyView": return .view(.empty)
        case "Rectangle": return .view(.shape(.rectangle))
        case "RoundedRectangle": return .view(.shape(.roundedRectangle(cornerRadius: number("cornerRadius") ?? 0)))
        case "Circle": return .view(.shape(.circle))
        case "Capsule": return .view(.shape(.capsule))
        case "Ellipse": return .view(.shape(.ellipse))
        case "Button":
            if let title = title(unlabelled.first, interpreter) { return .view(View(.control(.button(title)))) }
            // Button(action:) { label }: the label is the button, in the accent colour unless
            // it sets its own. Source: Apple's Human Interface Guidelines, "Buttons" (a
            // borderless button's label takes the app's accent colour).
            let label = arguments.last { $0.label == "label" || $0.label == nil }
            if case .closure(let closure)? = label?.value {
                return .view(View.group(try interpreter.buildViews(closure, [], at: node)).foregroundColor("accentColor"))
            }
            return .view(View(.control(.button("Button"))))
        case "EditButton":
            // "A button that toggles the edit mode environment value" (Apple's documentation
            // of `EditButton`): out of edit mode, as a still picture shows it, titled Edit.
            return .view(View(.control(.button("Edit"))))
        case "NavigationLink":
            // A link shows its label, as a button does; the destination waits for a tap.
            // `NavigationLink("Title") { destination }`, `NavigationLink(destination: D) { label }`,
            // `NavigationLink { destination } label: { label }`, `NavigationLink(value: v) { label }`.
            // Marked as a link, for a list around it to draw its chevron (ListRowAccessories).
            let link = ListRowMark.navigationLink
            if let title = title(unlabelled.first, interpreter) { return .view(link.on(View(.control(.button(title))))) }
            let label = labelled("label") ?? (labelled("destination") != nil || labelled("value") != nil ? arguments.last { $0.label == nil }?.value : nil)
            if case .closure(let closure)? = label {
                return .view(link.on(.group(try interpreter.buildViews(closure, [], at: node))))
            }
            return .view(link.on(View(.control(.button("Link")))))
        // A field shows its text, and its title as a prompt only while the text is empty
        // (Apple's `TextField` documentation: the title "describes the purpose of the
        // field"; iOS draws it as a placeholder); a secure field shows a dot per character.
        case "TextField", "SecureField":
            let text = string(labelled("text")) ?? ""
            let isSecure = name == "SecureField"
            let shown = text.isEmpty ? string(unlabelled.first) ?? "" : isSecure ? String(repeating: "•", count: text.count) : text
            return .view(View(.control(isSecure ? .secureField(shown) : .textField(shown))))
        case "Toggle":
            // The label: a title, or a closure whose one Text is the label.
            var title = string(unlabelled.first)
            if title == nil, case .closure(let closure)? = arguments.last(where: { $0.label == nil || $0.label == "label" })?.value,
               case .text(let text)? = try? interpreter.buildViews(closure, [], at: node).first?.kind {
                title = text
            }
            return .view(View(.control(.toggle(title ?? "", isOn: ControlState.number(labelled("isOn")) == 1))))
        case "Slider":
            if case .type(let bound)? = labelled("in") {
                interpreter.warn(node, "\(bound) comes from code the notes do not show: the slider's thumb is drawn at the middle")
            }
            return .view(View(.control(.slider(value: ControlState.fraction(labelled("value"), range: labelled("in")) ?? 0.5))))
        case "Picker":
            return .view(View(.control(.picker(string(unlabelled.first) ?? "", selection: string(labelled("selection")) ?? ""))))
        case "ProgressView":
            // A value makes a bar (of a total, 1 unless given); none an activity indicator.
            guard let value = labelled("value") else { return .view(View(.control(.progress(value: nil)))) }
            let total = ControlState.number(labelled("total")) ?? 1
            let fraction = ControlState.number(value).map { total > 0 ? min(max($0 / total, 0), 1) : 0 }
            return .view(View(.control(.progress(value: fraction ?? 0))))
        case "Stepper": return .view(View(.control(.stepper(string(unlabelled.first) ?? ""))))
        case "Label":
            if let title = string(unlabelled.first), case .string(let symbol)? = labelled("systemImage") {
                return .view(.label(title, systemImage: symbol))
            }
            // `Label { title } icon: { icon }`: the icon, then the title, as the built-in
            // style shows them; a closure the note leaves out is an empty view.
            func closureView(_ value: Value?) throws -> View {
                guard case .closure(let closure)? = value else { return .empty }
                return .one(of: try interpreter.buildViews(closure, [], at: node))
            }
            let title = labelled("title") ?? arguments.first { argument in
                guard argument.label == nil, case .closure = argument.value else { return false }
                return true
            }?.value
            return .view(.hstack(alignment: .firstTextBaseline, spacing: 8,
                                 [try closureView(labelled("icon")), try closureView(title)]))
        case "ModifiedContent":
            guard let content = labelled("content"), let modifier = labelled("modifier") else { return nil }
            let view = try interpreter.viewValue(content, at: node)
            return .view(try Modifiers.apply("modifier", to: view, [Argument(label: nil, value: modifier)],
                                             interpreter: interpreter, at: node))
        case _ where ShapeStyles.gradients.contains(name):
            return .color(ShapeStyles.gradient(name, arguments))
        case "Gradient":
            return labelled("colors") ?? labelled("stops") ?? .array([])
        case "Gradient.Stop", "UnitPoint", "StrokeStyle":
            // Read where they are used: a gradient's stop, a gradient's start or end point, a
            // stroke's line width (`DrawingEffects.strokeStyleWidth`).
            return .member(name == "Gradient.Stop" ? "Stop" : name, arguments)
        case "Alignment":
            // `Alignment(horizontal: .leading, vertical: .top)` is `.topLeading`.
            let horizontal = member(labelled("horizontal")) ?? "center", vertical = member(labelled("vertical")) ?? "center"
            if vertical == "center" { return .member(horizontal, []) }
            if horizontal == "center" { return .member(vertical, []) }
            return .member(vertical + horizontal.prefix(1).uppercased() + horizontal.dropFirst(), [])
        case "Angle":
            if let degrees = number("degrees") { return Angles.angle(degrees) }
            if let radians = number("radians") { return Angles.angle(radians * 180 / .pi) }
            return nil
        case "CGSize":
            return .size(Size(width: number("width") ?? 0, height: number("height") ?? 0))
        case "EdgeInsets":
            return .insets(EdgeInsets(top: number("top") ?? 0, leading: number("leading") ?? 0,
                                      bottom: number("bottom") ?? 0, trailing: number("trailing") ?? 0))
        case "GridItem":
            return .gridItem(try gridItem(arguments, at: node, interpreter))
        default:
            return nil
        }
    }

    /// `.horizontal`, `.vertical`, `[.horizontal, .vertical]` as axes.
    static func axes(_ value: Value?) -> [Axis]? {
        switch value {
        case .member("horizontal", _)?: [.horizontal]
        case .member("vertical", _)?: [.vertical]
        case .array(let values)?: values.compactMap { axes($0)?.first }
        default: nil
        }
    }

    static func member(_ value: Value?) -> String? {
        if case .member(let name, _)? = value { return name }
        return nil
    }

    /// A button's or a link's title, its first unlabelled argument when that is no closure:
    /// a string (`Button("Save") { … }`), or any value shown as `Text` shows it
    /// (`NavigationLink(item.name, value: item)`, `Button(title) { … }`). Apple's
    /// `Button.init(_:action:)` and `NavigationLink.init(_:value:)` take any `StringProtocol`
    /// title, not only a literal; read as a literal only, such a title drew a button named
    /// "Link", or the action's empty closure as the button's label.
    static func title(_ value: Value?, _ interpreter: Interpreter) -> String? {
        switch value {
        case .string(let title)?: title
        case .closure?, nil: nil
        case let other?: interpreter.describe(other)
        }
    }

    static func string(_ value: Value?) -> String? {
        if case .binding(let reference)? = value { return string(reference.value) }
        if case .string(let text)? = value { return text }
        return nil
    }

    static func gridItems(_ value: Value?, at node: FunctionCallExprSyntax, _ interpreter: Interpreter) throws -> [GridItem] {
        guard case .array(let values)? = value else { return [.flexible()] }
        return try values.compactMap { value in
            switch value {
            case .gridItem(let item): return item
            // `.init(.flexible())` in an array of GridItems.
            case .member("init", let arguments): return try gridItem(arguments, at: node, interpreter)
            default: return nil
            }
        }
    }

    static func gridItem(_ arguments: [Argument], at node: FunctionCallExprSyntax, _ interpreter: Interpreter) throws -> GridItem {
        var item = GridItem.flexible()
        if case .member(let kind, let details)? = arguments.first(where: { $0.label == nil })?.value {
            let numbers = details.compactMap(\.value.number)
            func labelled(_ label: String) -> Double? { details.first { $0.label == label }?.value.number }
            switch kind {
            case "fixed": item = .fixed(numbers.first ?? 10)
            case "adaptive": item = .adaptive(minimum: labelled("minimum") ?? numbers.first ?? 10, maximum: labelled("maximum") ?? .infinity)
            default: item = .flexible(minimum: labelled("minimum") ?? 10, maximum: labelled("maximum") ?? .infinity)
            }
        }
        item.spacing = arguments.first { $0.label == "spacing" }?.value.number
        return item
    }
}
