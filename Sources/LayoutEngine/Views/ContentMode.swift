/// How `aspectRatio` and `scaledToFit`/`scaledToFill` size a view into its proposal.
public enum ContentMode: String, Sendable {
    case fit, fill
}
