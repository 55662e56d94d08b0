import LayoutEngine

/// Two questions of one example in the same words with different answers: two Texts with the
/// same words (`Text("Some text").background(.blue).padding()` over
/// `Text("Some text").padding().background(.blue)`), or one Text with two backgrounds
/// (`.background(.yellow).padding().background(.red)`). Asked as they are, the learner would
/// get one question twice and be told two answers.
extension LayoutQuestions {
    /// The questions, those asked in the same words with different answers told apart: by
    /// their own exact words where each has some and they differ (`the yellow background`,
    /// `the red background`), else by each Text's place among the Texts with its words in the
    /// code (`the first Text("Some text")`); a question neither tells apart is not asked.
    /// Texts alike that answer alike keep the one question, asked once (see `cards`).
    static func distinguished(_ questions: [Question], in root: FrameNode) -> [Question] {
        let texts = root.flattened().map(\.node).filter { $0.type == "Text" }
        var result = questions.map(Optional.some)
        for indices in Dictionary(grouping: questions.indices, by: { questions[$0].question }).values
        where Set(indices.map { questions[$0].verdict }).count > 1 {
            let exact = indices.compactMap { questions[$0].exact }
            if exact.count == indices.count, Set(exact).count == exact.count {
                for index in indices { result[index]?.question = questions[index].exact! }
                continue
            }
            // By the Text's place, and where that is not enough, by both (`the yellow
            // background of the third Text("Welcome")`, the second of its two backgrounds).
            let byPlace = indices.map { placed(questions[$0].question, questions[$0].subject, among: texts) }
            let byBoth = indices.map { placed(questions[$0].exact ?? questions[$0].question, questions[$0].subject, among: texts) }
            let told = [byPlace, byBoth].first { words in words.allSatisfy { $0 != nil } && Set(words).count == words.count }
            for (offset, index) in indices.enumerated() {
                result[index] = told.map { var question = questions[index]; question.question = $0[offset]!; return question }
            }
        }
        return result.compactMap { $0 }
    }

    /// `question` with its Text named by its place among the Texts in `texts` with its words
    /// (`the second Text("Some text")`), or nil when the Text is not there.
    static func placed(_ question: String, _ subject: FrameNode?, among texts: [FrameNode]) -> String? {
        guard let subject, let place = texts.filter({ $0.label == subject.label }).firstIndex(of: subject),
              let text = question.range(of: "Text(\"") else { return nil }
        var placed = question
        placed.replaceSubrange(text, with: "the \(ordinal(place + 1)) Text(\"")
        return placed
    }

    /// `first` … `tenth`, then `11th`, `21st`, `22nd`.
    static func ordinal(_ number: Int) -> String {
        let words = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"]
        if number <= words.count { return words[number - 1] }
        let suffix = (11...13).contains(number % 100) ? "th" : ["th", "st", "nd", "rd", "th", "th", "th", "th", "th", "th"][number % 10]
        return "\(number)\(suffix)"
    }
}
