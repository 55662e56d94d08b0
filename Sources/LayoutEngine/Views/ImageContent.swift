/// What an Image shows and how it is sized.
public struct ImageContent: Sendable, Hashable {
    public enum Source: Sendable, Hashable {
        /// An SF Symbol, sized by the font.
        case system(String)
        /// An image from the app's assets, with its intrinsic size in points.
        case named(String, size: Size)
    }

    public var source: Source
    public var resizable = false

    public init(source: Source, resizable: Bool = false) {
        self.source = source
        self.resizable = resizable
    }

    public var label: String {
        switch source {
        case .system(let name), .named(let name, _): name
        }
    }
}
