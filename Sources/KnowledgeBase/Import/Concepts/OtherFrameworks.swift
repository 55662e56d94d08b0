/// `React: requires setCount() to modify state`, `StateFlow와의 차이점이라면 …`: a note compares
/// SwiftUI with the UI frameworks of other platforms, whose names a SwiftUI learner meets in
/// passing and does not study; the SwiftUI side of the comparison is the concept.
extension LearnerTerms {
    static let otherFrameworks: Set<String> = [
        "react", "react native", "jetpack compose", "flutter", "vue", "angular", "svelte",
        "android", "kotlin", "stateflow", "livedata", "javascript", "typescript", "dart", "xml layout",
    ]

    /// `bare` is lowercased, as `kept` makes it.
    static func isOtherFramework(_ bare: String) -> Bool {
        otherFrameworks.contains(bare)
    }
}
