/// `a Swift power feature called “opaque return types”`, `It is a part of feature called
/// Environment.`, `modals are also called Sheets`: English names a term by calling it so,
/// and the name it gives is the concept, though no backtick marks it (``called `X` `` is a
/// marked term's: `SubjectPosition`). The name is in quotes or capitalised words; a
/// lowercase word after `called` is no name (`It's called when the view is on screen`,
/// `called an environment modifier, and …` runs on into the sentence).
extension ConceptExtractor {
    static let namingWords = ["called ", "known as "]

    /// The names the sentences of `block` call something, each with its line.
    static func unmarkedNamings(_ block: MarkdownBlock) -> [(String, Int)] {
        // Most blocks call nothing by a name.
        guard namingWords.contains(where: { block.text.containsBytes($0) }) else { return [] }
        var found: [(String, Int)] = []
        for (sentence, line) in sentencesWithLines(of: block.text, from: block.startLine) {
            for opening in namingWords {
                for range in sentence.ranges(of: opening) {
                    // (`recalled `, `so-called ` are other words, or a marked name's.)
                    if range.lowerBound > sentence.startIndex, sentence[sentence.index(before: range.lowerBound)] != " " { continue }
                    let rest = sentence[range.upperBound...]
                    guard let name = calledName(after: rest) ?? lastWordNamed(rest, after: sentence[..<range.lowerBound]), isTermLike(name),
                          !found.contains(where: { $0.0 == name }) else { continue }
                    found.append((name, line))
                }
            }
        }
        return found
    }

    /// `you call methods called modifiers.`: one lowercase word that ends the sentence
    /// after a thing said to be called so is its name, as Apple's tutorials name a concept;
    /// after a verb, `called` says the code is run (`the closure is called twice.`).
    static func lastWordNamed(_ rest: Substring, after before: Substring) -> String? {
        // (A lowercase plural noun, things called so: `a function in View called modifier.`
        // calls a member of View so; `the method you called earlier.` calls code.)
        guard let previous = before.split(separator: " ").last.map(String.init), previous.allSatisfy({ $0.isLetter && $0.isLowercase }),
              previous.count >= 4, previous.hasSuffix("s"), !previous.hasSuffix("ss"),
              !calledAsRun.contains(previous), !ownThings.contains(previous) else { return nil }
        // (The sentence ends with it: the rest is the word, with the full stop if it is kept.)
        let name = rest.trimmingWhitespace.trimming(".!")
        guard name.count >= 4, name.allSatisfy({ $0.isASCII && $0.isLowercase }), !adverbsOfARun.contains(String(name)) else { return nil }
        return String(name)
    }

    /// Words before `called` that make it a call of code: `is called`, `gets called`.
    static let calledAsRun: Set<String> = ["is", "are", "was", "were", "be", "been", "being", "get", "gets", "got", "not", "never",
                                           "always", "also", "only", "first", "then", "it", "this", "that", "which"]
    /// What an example names itself (`the parameter called geometry.`): the name is the
    /// example's, no concept (`ClosureParameterNames`).
    static let ownThings: Set<String> = ["parameter", "variable", "property", "constant", "argument", "value", "file", "folder",
                                         "project", "app", "struct", "class", "function", "enum", "object", "instance", "state"]
    /// Words that say when or how often code is called, no name.
    static let adverbsOfARun: Set<String> = ["twice", "once", "again", "later", "first", "last", "automatically", "immediately",
                                             "repeatedly", "often", "directly", "synchronously", "asynchronously", "recursively",
                                             "earlier", "before", "quickly", "previously", "recently", "above", "below", "here"]

    /// Words after a capitalised name that end it: `called Result that allows …`. Any other
    /// lowercase word may go on with it (`things called View modifiers that …`), so where
    /// the name ends is unknown.
    static let wordsAfterAName: Set<String> = ["that", "which", "who", "to", "and", "or", "is", "are", "in", "for", "with",
                                               "from", "on", "of", "as", "by", "was", "were", "we", "you", "it", "-", "—", "–"]

    /// The name at the start of `rest`: a phrase in curly or straight double quotes, or one
    /// to three capitalised words (`Environment`, `Property Wrapper`) that end there; nil
    /// for anything else, a marked name included.
    static func calledName(after rest: Substring) -> String? {
        for (open, close) in [("“", "”"), ("\"", "\"")] where rest.hasPrefix(open) {
            let inner = rest.dropFirst(open.count)
            guard let end = inner.range(of: close) else { return nil }
            let name = inner[..<end.lowerBound].trimmingWhitespace
            return name.split(separator: " ").count <= 3 && name.first?.isLetter == true ? name : nil
        }
        let restWords = rest.split(separator: " ")
        var words: [String] = []
        var ended = false
        for word in restWords.prefix(3) {
            let bare = String(word).trimming(".,;:!?)")
            guard let first = bare.first, first.isASCII, first.isUppercase, bare.count >= 3,
                  bare.allSatisfy({ $0.isASCII && $0.isLetter }), !articles.contains(bare.lowercased()) else { break }
            words.append(bare)
            // (A comma or a full stop ends the name: `called Sheets. You can …`.)
            if bare.count != word.count {
                ended = true
                break
            }
        }
        guard !words.isEmpty else { return nil }
        if !ended, words.count < restWords.count, !wordsAfterAName.contains(String(restWords[words.count])) { return nil }
        return words.joined(separator: " ")
    }
}
