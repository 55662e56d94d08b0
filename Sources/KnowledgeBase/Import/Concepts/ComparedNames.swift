/// A heading that asks how two or three things differ names one concept, their difference,
/// however long it runs: `## UIKit View Vs SwiftUI View`, `### What is the difference
/// between uikit and swiftUI?`, `### @StateObject vs. @ObservedObject: The differences
/// explained`, `## The difference of struct and class`, `## ZStack, overlay, background 뭐가
/// 다를까?`. Each side must be a term; the whole may hold more words than one term does.
/// English comparisons read `A vs B`, the form learners give such cards (the card keeps the
/// heading as written for its identity, `ConceptExtractor`); a Korean question reads as a
/// note's own `A와 B의 차이` does. Where the comparison is made (`in Swift`, `(iOS 17)` after
/// the last side) is no part of a side.
enum ComparedNames {
    static func comparison(in heading: String) -> String? {
        // (Most headings compare nothing: their bytes are looked through first.)
        guard ["vs", "Vs", "VS", "versus", "ifferen", "다를", "다른", "달라", "다르"].contains(where: heading.containsBytes) else { return nil }
        var title = heading.filter { $0 != "`" && $0 != "*" }.trimmingWhitespace
        // (Only the end's punctuation: `.debounce vs .throttle` keeps its members' dots.)
        while let last = title.last, ".?!".contains(last) { title.removeLast() }
        title = title.trimmingWhitespace
        // `X vs Y: The differences explained`: the words after the colon only say so.
        if let colon = title.range(of: ": "), versusSides(String(title[..<colon.lowerBound])) != nil {
            title = String(title[..<colon.lowerBound])
        }
        if let sides = versusSides(title) ?? differenceBetween(title) { return sides.joined(separator: " vs ") }
        return askedInKorean(title)
    }

    /// `A vs B`, `A vs. B vs. C`, `A Vs B`, `A versus B`.
    static func versusSides(_ title: String) -> [String]? {
        var sides = title.split(separator: " ").split { ["vs", "vs.", "versus"].contains($0.lowercased()) }
            .map { $0.joined(separator: " ") }
        if let last = sides.last { sides[sides.count - 1] = withoutPlace(last) }
        return sides.count >= 2 && sides.allSatisfy(isSide) ? sides : nil
    }

    /// `What is the difference between A and B`, `Differences between A, B and C`, `The
    /// difference of A and B`, `How is A different from B`.
    static func differenceBetween(_ title: String) -> [String]? {
        let words = title.split(separator: " ").map(String.init)
        let lower = words.map { $0.lowercased() }
        var sides: [String] = []
        if let difference = lower.firstIndex(where: { $0 == "difference" || $0 == "differences" }),
           difference + 2 < words.count, ["between", "of"].contains(lower[difference + 1]),
           lower[..<difference].allSatisfy({ ["what", "what's", "is", "are", "the", "main", "key"].contains($0) }) {
            let listed = words[(difference + 2)...].joined(separator: " ")
            sides = listed.replacingOccurrences(of: ", and ", with: ", ").replacingOccurrences(of: " and ", with: ", ")
                .replacingOccurrences(of: " & ", with: ", ").components(separatedBy: ", ")
        } else if lower.count >= 5, lower[0] == "how", ["is", "are", "does", "do"].contains(lower[1]),
                  let differ = lower.firstIndex(where: { $0 == "different" || $0 == "differ" }), differ > 2,
                  differ + 2 < words.count, lower[differ + 1] == "from" {
            sides = [words[2..<differ], words[(differ + 2)...]].map { $0.joined(separator: " ") }
        }
        sides = sides.map { ConceptExtractor.withoutArticle($0.trimmingWhitespace) }
        if let last = sides.last { sides[sides.count - 1] = withoutPlace(last) }
        return sides.count >= 2 && sides.allSatisfy(isSide) ? sides : nil
    }

    /// `bounds in UIKit` → bounds, `@Observable (iOS 17)` → @Observable: the place or the
    /// version the comparison is made in, after its last side.
    static func withoutPlace(_ side: String) -> String {
        var side = side
        if side.hasSuffix(")"), let open = side.lastIndex(of: "("), open != side.startIndex {
            side = String(side[..<open]).trimmingWhitespace
        }
        let words = side.split(separator: " ")
        if words.count >= 3, words[words.count - 2] == "in", words.last?.first?.isUppercase == true {
            side = words.dropLast(2).joined(separator: " ")
        }
        return side
    }

    /// `A, B, C 뭐가 다를까`, `A와 B는 어떻게 다른가`: Korean asks what differs; the concept is
    /// `A와 B의 차이` as a note would title it.
    static func askedInKorean(_ title: String) -> String? {
        let asks = ["뭐가 다를까", "무엇이 다를까", "뭐가 다른가", "무엇이 다른가", "어떻게 다를까", "어떻게 다른가",
                    "뭐가 다른가요", "무엇이 다른가요", "뭐가 달라", "뭐가 다르지", "무엇이 다르지", "뭐가 다른데"]
        guard let ask = asks.first(where: { title.hasSuffix(" " + $0) }) else { return nil }
        var subject = String(title.dropLast(ask.count + 1)).trimmingWhitespace
        if let last = subject.last, "은는".contains(last), subject.count > 1 { subject.removeLast() }
        let sides = ConceptExtractor.splitConjunction(subject)
        guard sides.count >= 2, sides.allSatisfy(isSide) else { return nil }
        return subject + "의 차이"
    }

    /// A side is a term of at most three words: `SwiftUI View`, `@StateObject`,
    /// `navigationDestination(isPresented:)`.
    static func isSide(_ side: String) -> Bool {
        side.split(separator: " ").count <= 3 && ConceptExtractor.isTermLike(side)
    }
}
