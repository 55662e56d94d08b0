/// A study note that ships inside kb: the default corpus of `kb import` and of the demo.
public struct BundledNote: Sendable {
    public var name: String
    public var text: String

    /// The path kb records for a bundled note: `kb:Notes/NAME`.
    public var path: String { Self.pathPrefix + name }

    public static let pathPrefix = "kb:Notes/"
}
