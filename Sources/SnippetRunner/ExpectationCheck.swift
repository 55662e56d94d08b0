import LayoutEngine

/// A snippet's `kb:expect` lines checked against its layout: each with whether it held and
/// what was found, as `kb check` prints them and the chapter page shows them.
public enum ExpectationCheck {
    public struct Result: Sendable, Equatable {
        public var held: Bool
        public var text: String
    }

    public static func results(_ written: String, layout: LayoutResult?, status: ExampleOutcome.Status) -> [Result] {
        guard !written.isEmpty else { return [] }
        let expectations: [Expectation]
        do {
            expectations = try Expectation.parse(written)
        } catch {
            return [Result(held: false, text: "\(error)")]
        }
        guard let layout else { return [Result(held: false, text: "the snippet does not run (\(status.name))")] }
        return expectations.map { expectation in
            guard let actual = expectation.actual(in: layout) else {
                return Result(held: false, text: "\(expectation) — no view \(expectation.subject)")
            }
            guard expectation.holds(for: actual) else {
                return Result(held: false, text: "\(expectation) — expected \(expectation.value.pointText), got \(actual.pointText)")
            }
            return Result(held: true, text: "\(expectation)")
        }
    }
}
