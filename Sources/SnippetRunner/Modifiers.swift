import LayoutEngine
import SwiftSyntax

/// SwiftUI's modifiers by name. Those that change layout become LayoutEngine modifiers;
/// drawing-only ones are carried for drawing; those with no visible effect in a still
/// picture are skipped quietly; anything else is named in a diagnostic.
enum Modifiers {
    /// Modifiers without an effect on a still layout: events, focus, accessibility, navigation.
    static let quiet: Set<String> = [
        "onSubmit", "focused", "accessibilityIdentifier", "accessibilityLabel", "accessibilityHint", "onTapGesture",
        "onAppear", "onDisappear", "onChange", "onReceive", "task", "animation", "transition", "toolbar", "tag", "id", "disabled", "keyboardType",
        "textContentType", "autocapitalization", "textInputAutocapitalization", "disableAutocorrection",
        "autocorrectionDisabled", "submitLabel", "sheet", "alert", "fullScreenCover", "popover", "gesture",
        "simultaneousGesture", "highPriorityGesture", "contentShape", "allowsHitTesting", "environmentObject", "environment",
        "previewDevice", "previewLayout", "previewDisplayName", "previewInterfaceOrientation",
        "pickerStyle", "listStyle", "labelsHidden",
        "onLongPressGesture", "refreshable", "searchable", "scrollDismissesKeyboard", "statusBar", "statusBarHidden",
        "preferredColorScheme", "colorScheme", "edgesIgnoringSafeArea_", "drawingGroup", "compositingGroup",
        "symbolRenderingMode", "imageScale", "listRowBackground", "listRowInsets", "textCase",
        "kerning", "tracking", "baselineOffset", "italic", "underline", "strikethrough", "allowsTightening",
        "layoutValue", "scrollTargetBehavior", "scrollTargetLayout", "contentMargins", "scrollIndicators", "sensoryFeedback",
        "navigationDestination", "help", "presentationDetents", "interactiveDismissDisabled", "onHover",
        // Editing a list's rows, drag and drop, presentations, persistence, animation
        // between states, keyboard and accessibility: each acts on what the user does next.
        "onDelete", "onMove", "onInsert", "swipeActions", "onDrag", "onDrop", "draggable", "dropDestination",
        "confirmationDialog", "fileImporter", "fileExporter", "onOpenURL", "presentationDragIndicator",
        "presentationCornerRadius", "presentationBackground", "modelContainer", "matchedGeometryEffect",
        "matchedTransitionSource", "navigationTransition", "contentTransition", "symbolEffect", "coordinateSpace",
        "defaultScrollAnchor", "scrollPosition", "keyboardShortcut", "focusable", "onKeyPress", "onContinuousHover",
        "accessibilityElement", "accessibilityAddTraits", "accessibilityValue", "accessibilityAction", "accessibilityHidden",
        // Styles and bar items this canvas does not draw: an iPhone's navigation view is a
        // stack whatever its style; bar buttons, as `toolbar`'s, are not drawn; an image's
        // rendering mode changes its colours, and kb draws an image as its outline.
        "navigationViewStyle", "navigationSplitViewStyle", "navigationBarItems", "navigationBarBackButtonHidden",
        "renderingMode", "scrollContentBackground",
    ]

    /// Modifiers that change only how a view is drawn.
    static let visual: Set<String> = [
        "cornerRadius", "clipShape", "clipped", "shadow", "opacity", "blur", "saturation", "brightness", "contrast",
        "grayscale", "hueRotation", "border", "mask", "rotationEffect", "rotation3DEffect", "scaleEffect",
        "foregroundStyle", "fill", "stroke", "strokeBorder", "blendMode", "colorMultiply", "colorInvert", "zIndex",
        "tint", "accentColor", "toggleStyle", "progressViewStyle", VisualEffect.hiddenName,
    ]

    static func apply(_ name: String, to view: View, _ arguments: [Argument], interpreter: Interpreter,
                      at node: FunctionCallExprSyntax) throws -> View {
        func labelled(_ label: String) -> Value? { arguments.first { $0.label == label }?.value }
        func number(_ label: String) -> Double? { labelled(label)?.number }
        let unlabelled = arguments.filter { $0.label == nil }.map(\.value)
        func alignment() -> Alignment { SwiftUIViews.member(labelled("alignment")).flatMap(SwiftUIValues.alignment) ?? .center }
        func secondView() throws -> View? {
            guard let content = labelled("content") ?? unlabelled.first else { return nil }
            // Several views in a `background { }` or `overlay { }` closure form an implicit
            // ZStack, back to front, with the modifier's alignment. Source: Apple's
            // documentation of `background(alignment:content:)` and
            // `overlay(alignment:content:)` ("an implicit ZStack").
            if case .closure(let closure) = content {
                let views = try interpreter.buildViews(closure, [], at: node)
                return views.count == 1 ? views[0] : .zstack(alignment: alignment(), views)
            }
            let view = try interpreter.viewValue(content, at: node)
            // A ShapeStyle (a colour, a material, a gradient) given as a background fills the
            // safe area too where the view touches its edge. Source: Apple's documentation of
            // `background(_:ignoresSafeAreaEdges:)`, whose edges default to `.all`.
            if name == "background", isShapeStyle(content) { return view.styleFill(ignoringSafeArea: .all) }
            return view
        }

        switch name {
        case "padding", "safeAreaPadding":
            // Both take the same arguments: insets, or edges and a length, or a length.
            let insets: EdgeInsets
            if case .insets(let given)? = unlabelled.first {
                insets = given
            } else if let edges = unlabelled.first.flatMap(SwiftUIValues.edges) {
                insets = edges.insets(unlabelled.dropFirst().first?.number ?? View.defaultPadding)
            } else {
                insets = Edges.all.insets(unlabelled.first?.number ?? View.defaultPadding)
            }
            return name == "padding" ? view.padding(insets) : view.safeAreaPadding(insets)
        case "frame":
            let flexible = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
            if arguments.contains(where: { flexible.contains($0.label ?? "") }) {
                return view.frame(minWidth: number("minWidth"), idealWidth: number("idealWidth"), maxWidth: number("maxWidth"),
                                  minHeight: number("minHeight"), idealHeight: number("idealHeight"),
                                  maxHeight: number("maxHeight"), alignment: alignment())
            }
            return view.frame(width: number("width"), height: number("height"), alignment: alignment())
        case "background", "overlay":
            guard let second = try secondView() else { return view }
            return name == "background" ? view.background(second, alignment: alignment()) : view.overlay(second, alignment: alignment())
        case "safeAreaInset":
            guard let edge = labelled("edge").flatMap(SwiftUIValues.edges), let content = try secondView() else { return view }
            return view.safeAreaInset(edge, alignment: alignment(), spacing: number("spacing"), content)
        case "layoutPriority": return view.layoutPriority(unlabelled.first?.number ?? 0)
        case "fixedSize":
            if arguments.isEmpty { return view.fixedSize() }
            return view.fixedSize(horizontal: labelled("horizontal").map(isTrue) ?? false, vertical: labelled("vertical").map(isTrue) ?? false)
        case "aspectRatio":
            let mode: ContentMode = SwiftUIViews.member(labelled("contentMode")) == "fill" ? .fill : .fit
            var ratio = unlabelled.first?.number
            if case .size(let size)? = unlabelled.first, size.height > 0 { ratio = size.width / size.height }
            return view.aspectRatio(ratio, contentMode: mode)
        case "scaledToFit": return view.scaledToFit()
        case "scaledToFill": return view.scaledToFill()
        case "resizable": return view.resizable()
        case "offset":
            if case .size(let size)? = unlabelled.first { return view.offset(x: size.width, y: size.height) }
            return view.offset(x: number("x") ?? 0, y: number("y") ?? 0)
        case "position": return view.position(x: number("x") ?? 0, y: number("y") ?? 0)
        case "ignoresSafeArea", "edgesIgnoringSafeArea":
            // `edges: []` names no edge: the view keeps to the safe area.
            let edges = labelled("edges") ?? unlabelled.first { SwiftUIValues.edges($0) != nil }
            return view.ignoresSafeArea(edges.flatMap(SwiftUIValues.edges) ?? .all)
        case "alignmentGuide":
            guard case .closure(let closure)? = arguments.last?.value, case .member(let guideName, _)? = unlabelled.first else {
                interpreter.warn(node, "an alignment guide needs a guide and a closure: ignored")
                return view
            }
            func compute(on axis: Axis) -> @Sendable (ViewDimensions) -> Double {
                { dimensions in
                    interpreter.computingGuide(on: axis) {
                        (try? interpreter.invoke(closure, [.dimensions(dimensions)], at: node))?.number ?? 0
                    }
                }
            }
            // `.center` alone names the horizontal centre; `VerticalAlignment.center` the other.
            if let horizontal = SwiftUIValues.horizontal(guideName) {
                return view.alignmentGuide(horizontal, compute(on: .horizontal))
            }
            if let vertical = SwiftUIValues.vertical(guideName) { return view.alignmentGuide(vertical, compute(on: .vertical)) }
            if let custom = interpreter.customAlignment(guideName) {
                return custom.axis == .vertical ? view.alignmentGuide(VerticalAlignment(custom), compute(on: .vertical))
                    : view.alignmentGuide(HorizontalAlignment(custom), compute(on: .horizontal))
            }
            interpreter.warn(node, "no alignment guide named \(guideName): ignored")
            return view
        case "font":
            switch unlabelled.first {
            case .font(let font)?: return view.font(font)
            case .member(let style, let details)?:
                if style == "system" { return view.font(systemFont(details)) }
                return SwiftUIValues.font(named: style).map(view.font) ?? view
            default: return view
            }
        case "gridCellColumns":
            return view.gridCellColumns((unlabelled.first?.number ?? 1).wholeNumber)
        case "gridCellUnsizedAxes":
            return view.gridCellUnsizedAxes(SwiftUIViews.axes(unlabelled.first) ?? [])
        case "gridColumnAlignment":
            return view.gridColumnAlignment(SwiftUIViews.member(unlabelled.first).flatMap(SwiftUIValues.horizontal) ?? .center)
        case "fontWeight":
            if let weight = SwiftUIViews.member(unlabelled.first).flatMap(SwiftUIValues.weight) {
                return weight.rawValue >= Font.Weight.semibold.rawValue ? view.bold() : view
            }
            return view
        case "bold": return view.bold()
        case "lineLimit": return view.lineLimit(unlabelled.first?.number.map(\.wholeNumber))
        case "lineSpacing": return view.lineSpacing(unlabelled.first?.number ?? 0)
        case "minimumScaleFactor": return view.minimumScaleFactor(unlabelled.first?.number ?? 1)
        case "truncationMode":
            return SwiftUIViews.member(unlabelled.first).flatMap(TruncationMode.init(rawValue:)).map(view.truncationMode) ?? view
        case "multilineTextAlignment":
            return SwiftUIViews.member(unlabelled.first).flatMap(SwiftUIValues.textAlignment).map(view.multilineTextAlignment) ?? view
        case "foregroundColor":
            // The environment carries the colour's name for the layout; drawing needs the colour
            // itself when the snippet makes one (`Color(red: 0.5, green: 0, blue: 0)`).
            return SwiftUIValues.color(unlabelled.first ?? .none).map {
                view.foregroundColor($0.name).visual(VisualEffect(name: "foregroundStyle", color: $0))
            } ?? view
        case "tint", "accentColor":
            // Drawn where the accent colour would be: a slider's track, a switch that is on
            // (a tint only), a button's title (`DisplayListBuilder.tint(of:)`).
            return SwiftUIValues.color(unlabelled.first ?? .none).map {
                view.visual(.tint($0, accent: name == "accentColor"))
            } ?? view
        case "toggleStyle", "progressViewStyle":
            // `SwitchToggleStyle(tint: .red)`, `LinearProgressViewStyle(tint: .red)` (iOS 14):
            // the tint `tint(_:)` took over. Other styles leave the layout as it is.
            guard case .member(_, let details)? = unlabelled.first,
                  let tint = details.first(where: { $0.label == "tint" }).flatMap({ SwiftUIValues.color($0.value) }) else { return view }
            return view.visual(.tint(tint))
        case "preference":
            guard case .type(let keyName)? = labelled("key"), let value = labelled("value")?.number else { return view }
            return view.preference(interpreter.preferenceKey(keyName), value)
        case "onPreferenceChange":
            guard case .type(let keyName)? = unlabelled.first, case .closure(let closure)? = arguments.last?.value else { return view }
            return view.onPreferenceChange(interpreter.preferenceKey(keyName)) { value in
                _ = try? interpreter.invoke(closure, [.number(value)], at: node)
            }
        case "containerRelativeFrame":
            let axes = SwiftUIViews.axes(unlabelled.first) ?? [.horizontal, .vertical]
            return view.containerRelativeFrame(axes, count: Int(number("count") ?? 1), span: Int(number("span") ?? 1),
                                               spacing: number("spacing") ?? 0)
        case "environment":
            return try environment(view, unlabelled, interpreter: interpreter, at: node)
        case "labelStyle", "buttonStyle", "textFieldStyle":
            return try style(name, view, unlabelled.first, interpreter: interpreter, at: node)
        case "modifier":
            // A GeometryEffect transforms how the view is drawn, and changes no frame. Source:
            // Apple's documentation of `GeometryEffect`, "An effect that changes the visual
            // appearance of a view, largely without changing its ancestors or descendants";
            // its `effectValue(size:)` is a projection of the drawing, not a layout.
            if case .instance(let effect)? = unlabelled.first, effect.type.conformances.contains("GeometryEffect") {
                interpreter.warn(node, "\(effect.type.name) is a GeometryEffect: the frames are the view's, its transform is not drawn")
                return view
            }
            guard case .instance(let modifier)? = unlabelled.first, let body = modifier.type.methods["body"] else {
                // A ViewModifier the notes never declare: its placeholder was named; the view stays.
                if case .view(let made)? = unlabelled.first, case .placeholder(let name) = made.kind {
                    interpreter.warn(node, "the modifier \(name) is not defined in this chapter's notes: left out")
                    return view
                }
                throw interpreter.error(node, "modifier(_:) needs a ViewModifier")
            }
            let environment = Environment(parent: nil, selfInstance: modifier)
            environment.define("content", .view(view))
            guard let statements = body.body?.statements else { return view }
            return try interpreter.viewValue(try interpreter.nested(node) { try interpreter.runBody(statements, in: environment) }, at: node)
        case "navigationTitle", "navigationBarTitle":
            // The title, for the navigation view around the view to draw in its bar
            // (NavigationContainer): `navigationTitle("Home")`, `navigationBarTitle(Text("Home"),
            // displayMode: .inline)`.
            var title = SwiftUIViews.string(unlabelled.first)
            if title == nil, case .view(let label)? = unlabelled.first, case .text(let text) = label.kind { title = text }
            guard let title else { return view }
            let titled = view.visual(VisualEffect(name: NavigationContainer.titleEffect, value: title))
            return SwiftUIViews.member(labelled("displayMode")) == "inline"
                ? titled.visual(VisualEffect(name: NavigationContainer.inlineEffect)) : titled
        case "navigationBarTitleDisplayMode":
            guard SwiftUIViews.member(unlabelled.first) == "inline" else { return view }
            return view.visual(VisualEffect(name: NavigationContainer.inlineEffect))
        case "badge":
            // The badge's text, for the list around the row to draw at its trailing edge
            // (ListRowAccessories).
            guard let text = ListRowAccessories.badgeText(unlabelled.first, describe: interpreter.describe) else { return view }
            return ListRowMark.badge.on(view, text)
        case "listRowSeparator":
            // `.listRowSeparator(.hidden)`, `.listRowSeparator(.hidden, edges: .bottom)`: the
            // edges whose separators the list leaves out (ListContainer).
            guard SwiftUIViews.member(unlabelled.first) == "hidden" else { return view }
            return ListRowMark.separatorHidden.on(view, SwiftUIViews.member(labelled("edges")) ?? "all")
        case "tabItem":
            // The tab's label, for the TabView around it to show in its tab bar.
            guard case .closure(let closure)? = unlabelled.first ?? arguments.last?.value else { return view }
            return view.visual(TabContainer.itemEffect(for: try interpreter.buildViews(closure, [], at: node)))
        default:
            if visual.contains(name) {
                var effect = view
                if name == "fill", let color = SwiftUIValues.color(unlabelled.first ?? .none) {
                    effect = view.foregroundColor(color.name)
                } else if name == "foregroundStyle", let color = SwiftUIValues.color(unlabelled.first ?? .none) {
                    effect = view.foregroundColor(color.name)
                }
                return effect.visual(DrawingEffects.effect(name, arguments, description: unlabelled.first.map(interpreter.describe)))
            }
            if quiet.contains(name) || Gestures.handlers.contains(name) { return view }
            interpreter.warn(node, ".\(name)(…) is not supported: ignored")
            return view
        }
    }

    /// `.environment(\.key, value)`. The keys that have a modifier of the same name
    /// (`\.font` and `.font(_:)`) set what that modifier sets; `\.layoutDirection` turns
    /// the layout; any other key has no effect on a still layout.
    private static func environment(_ view: View, _ arguments: [Value], interpreter: Interpreter,
                                    at node: FunctionCallExprSyntax) throws -> View {
        guard arguments.count == 2, case .string(let keyPath) = arguments[0], keyPath.hasPrefix("\\.") else { return view }
        let key = String(keyPath.dropFirst(2))
        if key == "layoutDirection" {
            switch SwiftUIViews.member(arguments[1]) {
            case "rightToLeft": return view.layoutDirection(.rightToLeft)
            case "leftToRight": return view.layoutDirection(.leftToRight)
            default: return view
            }
        }
        guard environmentModifiers.contains(key) else { return view }
        return try apply(key, to: view, [Argument(label: nil, value: arguments[1])], interpreter: interpreter, at: node)
    }

    /// Environment keys set by a modifier of the same name that takes the value unlabelled.
    private static let environmentModifiers: Set<String> = [
        "font", "lineLimit", "minimumScaleFactor", "multilineTextAlignment", "truncationMode", "lineSpacing",
    ]

    static let layoutModifiers: Set<String> = [
        "padding", "frame", "background", "overlay", "layoutPriority", "fixedSize", "aspectRatio", "scaledToFit",
        "scaledToFill", "resizable", "offset", "position", "ignoresSafeArea", "edgesIgnoringSafeArea", "alignmentGuide",
        "font", "fontWeight", "bold", "lineLimit", "lineSpacing", "minimumScaleFactor", "multilineTextAlignment", "truncationMode",
        "foregroundColor", "preference", "onPreferenceChange", "modifier", "containerRelativeFrame", "gridCellColumns", "gridColumnAlignment",
        "gridCellUnsizedAxes", "safeAreaInset", "safeAreaPadding",
    ]

    /// Modifiers a list reads from its rows: they change the list's layout, not the row's.
    static let listRowModifiers: Set<String> = ["badge", "listRowSeparator"]

    static func isKnown(_ name: String) -> Bool {
        layoutModifiers.contains(name) || listRowModifiers.contains(name) || visual.contains(name) || quiet.contains(name) || Gestures.handlers.contains(name)
    }

    /// A style: a snippet's own (its `makeBody(configuration:)`, or `_body` for a text
    /// field, run with the view's parts), or SwiftUI's `.iconOnly` and `.titleOnly`; other
    /// built-in styles leave the layout as it is.
    static func style(_ name: String, _ view: View, _ style: Value?, interpreter: Interpreter,
                      at node: FunctionCallExprSyntax) throws -> View {
        let isLabel = name == "labelStyle"
        let parts = isLabel && view.children.count == 2 ? (icon: view.children[0], title: view.children[1]) : nil
        switch style {
        case .member("iconOnly", _)?: return parts?.icon ?? view
        case .member("titleOnly", _)?: return parts?.title ?? view
        case .instance(let instance)?:
            guard let method = instance.type.methods["makeBody"] ?? instance.type.methods["_body"] else { return view }
            let configuration = Instance(type: TypeDeclaration(name: "Configuration", conformances: [], line: 0))
            configuration.fields = ["label": .view(view), "isPressed": .bool(false), "content": .view(view)]
            if let parts {
                configuration.fields["icon"] = .view(parts.icon)
                configuration.fields["title"] = .view(parts.title)
            }
            // A TextFieldStyle's `_body(configuration:)` is given the text field itself.
            let given: Value = name == "textFieldStyle" ? .view(view) : .instance(configuration)
            let result = try interpreter.invoke(method, self: instance, [Argument(label: "configuration", value: given)], at: node)
            return try interpreter.viewValue(result, at: node)
        default:
            return view
        }
    }

    /// A value SwiftUI takes as a ShapeStyle: a colour, a material, a gradient.
    static func isShapeStyle(_ value: Value) -> Bool {
        switch value {
        case .color: true
        case .member(let name, let arguments): ShapeStyles.style(name, arguments) != nil
        default: false
        }
    }

    static func isTrue(_ value: Value) -> Bool {
        if case .bool(let flag) = value { return flag }
        return false
    }

    static func systemFont(_ arguments: [Argument]) -> Font {
        let size = arguments.first { $0.label == "size" }?.value.number ?? 17
        let weight = SwiftUIViews.member(arguments.first { $0.label == "weight" }?.value).flatMap(SwiftUIValues.weight) ?? .regular
        return .system(size: size, weight: weight)
    }
}

extension Interpreter {
    /// A snippet's PreferenceKey: its default value and `reduce`.
    func preferenceKey(_ name: String) -> PreferenceKey {
        guard let type = scope.types[name] else { return PreferenceKey(name: name) }
        let defaultValue = (try? staticMember(name, "defaultValue", at: Syntax(TokenSyntax.identifier(name))))?.flatMap(\.number) ?? 0
        return PreferenceKey(name: name, defaultValue: defaultValue) { value, next in
            guard let reduce = type.methods["reduce"], let body = reduce.body else { return next }
            let environment = Environment(parent: nil)
            let stored = Reference(.number(value))
            environment.define("value", .binding(stored))
            let nextValue = Value.number(next)
            environment.define("nextValue", .closure(Closure.constant(nextValue)))
            _ = try? self.run(body.statements, in: environment)
            return stored.value.number ?? next
        }
    }
}

extension Interpreter {
    /// A custom alignment the chapter declares, with its default value computed by its
    /// AlignmentID's `defaultValue(in:)`.
    func customAlignment(_ name: String) -> AlignmentID? {
        guard let declared = scope.customAlignments[name] else { return nil }
        let type = scope.types[declared.type]
        return AlignmentID(name: name, axis: declared.axis) { dimensions in
            guard let type, let method = type.methods["defaultValue"] else { return 0 }
            return self.computingGuide(on: declared.axis) {
                let value = try? self.invoke(method, self: Instance(type: type),
                                             [Argument(label: "in", value: .dimensions(dimensions))], at: method)
                return value?.number ?? 0
            }
        }
    }

    /// Runs `body` with `d[.center]` meaning the centre on `axis`.
    func computingGuide(on axis: Axis, _ body: () -> Double) -> Double {
        let outer = guideAxis
        guideAxis = axis
        defer { guideAxis = outer }
        return body()
    }
}
