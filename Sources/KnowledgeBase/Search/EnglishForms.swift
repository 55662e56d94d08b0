/// The other forms of an English word a query should find: `modifiers` → modifier,
/// `stretching` → stretch, stretches, stretched; `proposing` → propose, proposes, proposed.
/// The index keeps words as written, so the query asks for each form by name, which finds
/// only real words of the notes (a prefix such as `spac*` would find `Spacer` for `spacing`).
/// An identifier keeps its name and finds only its plural (`VStack` finds `VStacks`).
enum EnglishForms {
    static let suffixes = ["ies", "ing", "es", "ed", "s"]

    static func variants(of term: SearchQuery.Term) -> [String] {
        guard !term.isPrefix, !term.isPhrase, !term.joinsNeighbours, term.words.count == 1 else { return [] }
        let written = term.words[0]
        guard written.unicodeScalars.allSatisfy({ isUpper($0) || (0x61...0x7A).contains($0.value) }) else { return [] }
        let word = written.lowercased()
        if SearchQuery.functionWords.contains(word) { return [] }
        let capitals = written.unicodeScalars.filter(isUpper).count
        if capitals == written.unicodeScalars.count { return [] }  // `AND`, `HTML`: as written
        if written.unicodeScalars.dropFirst().contains(where: isUpper) {
            return word.hasSuffix("s") ? [] : [plural(of: word)]
        }
        if let adjective = adjective(ofAdverb: word) { return [adjective] }
        guard let suffix = suffixes.first(where: { word.hasSuffix($0) && !($0 == "s" && word.hasSuffix("ss")) }) else {
            // `view` finds `views`, `grid` `grids`: a short word has its plural too; an
            // adjective its adverb (`implicit` finds `Implicitly (automatic animations)`).
            return word.count >= 3 ? [plural(of: word)] + [adverb(of: word)].compactMap { $0 } + pastAndProgressive(of: word)
                + actionNouns(of: word) + actionVerbs(of: word) : []
        }
        // A short word that ends as a suffix does (`uses`, `axes`, `bed`) is not cut.
        guard word.count >= 5 else { return [] }
        let stem = String(word.dropLast(suffix.count)) + (suffix == "ies" ? "y" : "")
        guard stem.count >= 4 else { return [] }
        var forms: [String] = [stem]
        for ending in ["e", "s", "es", "ing", "ed"] { forms.append(stem + ending) }
        if stem.hasSuffix("e") {
            forms += [stem + "d", String(stem.dropLast()) + "ing"]
        }
        if stem.hasSuffix("y") {
            forms.append(String(stem.dropLast()) + "ies")
        }
        forms += actionNouns(of: word) + actionVerbs(of: word)
        var seen: Set<String> = [word]
        return forms.filter { seen.insert($0).inserted }
    }

    /// `inject` → injected, injecting; `resize` → resized, resizing: a learner types the
    /// verb bare where a note writes it done or doing (`can be injected in a view`). Words
    /// of four letters or more, but for those in `y` (`family`, `priority`), which are seldom
    /// verbs and make those forms otherwise (`applied`).
    static func pastAndProgressive(of word: String) -> [String] {
        guard word.count >= 4, !word.hasSuffix("y") else { return [] }
        return word.hasSuffix("e") ? [word + "d", word.dropLast() + "ing"] : [word + "ed", word + "ing"]
    }

    /// `animate` → animation, animations (also of `animated`, `animating`, `rotates`): a
    /// learner asks what to do with the verb where a note names the action with its noun
    /// (`You can also perform animations on binding variables`). Verbs of six letters or
    /// more only (`state` is no verb of `station`).
    static func actionNouns(of word: String) -> [String] {
        let verb = ["ate", "ates", "ated", "ating"].first(where: word.hasSuffix).map { word.dropLast($0.count) + "ate" }
        guard let verb, verb.count >= 6 else { return [] }
        return [verb.dropLast() + "ion", verb.dropLast() + "ions"]
    }

    /// `animation` → animate, animates, animated, animating: the verb of an action noun,
    /// as `actionNouns` makes it, and its forms.
    static func actionVerbs(of word: String) -> [String] {
        guard let ending = ["ation", "ations"].first(where: word.hasSuffix) else { return [] }
        let stem = word.dropLast(ending.count) + "at"
        guard stem.count >= 5 else { return [] }
        return [stem + "e", stem + "es", stem + "ed", stem + "ing"]
    }

    /// An English compound typed as one word that notes may write as two
    /// (`propertywrapper` for `Property Wrapper`, `safearea` for `safe area`): every split
    /// into two parts of four letters or more, and the split before its last two letters,
    /// for a word typed in lower case; a word typed in camelCase, its parts (`camelCaseParts`).
    static func splits(of term: SearchQuery.Term) -> [[String]] {
        guard !term.isPrefix, !term.isPhrase, !term.joinsNeighbours, term.words.count == 1 else { return [] }
        // `SwiftData` finds `Swift Data`, `ScrollView` `Scroll View`: a name typed in
        // camelCase, its parts as words; and as prose names several of a thing, its last
        // part also in the plural (`alignmentGuide` finds `custom alignment guides`).
        if let parts = camelCaseParts(term.words[0]), let last = parts.last {
            return last.hasSuffix("s") ? [parts] : [parts, parts.dropLast() + [plural(of: last)]]
        }
        let word = Array(term.words[0].unicodeScalars)
        guard word.count >= 6, word.allSatisfy({ (0x61...0x7A).contains($0.value) }) else { return [] }
        // Also the last two letters apart, as an acronym that ends a name notes write in two
        // words (`swiftui` finds `Swift UI`, `watchos` `watch OS`): two parts that are not
        // two words of the notes, one after the other, find nothing.
        let splits = word.count >= 8 ? Array(4...(word.count - 4)) + [word.count - 2] : [word.count - 2]
        return splits.map { split in
            [String(String.UnicodeScalarView(word[..<split])), String(String.UnicodeScalarView(word[split...]))]
        }
    }

    /// `one way binding` finds `1-way binding`, `2 way` finds `two-way`: a number from one
    /// to ten in the other way of writing it.
    static func numberSpelling(of term: SearchQuery.Term) -> String? {
        guard !term.isPrefix, !term.isPhrase, term.words.count == 1 else { return nil }
        let word = term.words[0].lowercased()
        if let digit = numberWords.firstIndex(of: word) { return String(digit + 1) }
        guard let number = Int(word), (1...numberWords.count).contains(number), word.count <= 2 else { return nil }
        return numberWords[number - 1]
    }

    static let numberWords = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]

    /// `SwiftData` → swift, data; `NavigationStack` → navigation, stack: the lower-case parts
    /// of a name of ASCII letters that opens a part at each capital after the first letter,
    /// each part of three letters or more. Nil for any other word (`VStack`, `onAppear`
    /// stays, `iOS`, `URLSession`).
    static func camelCaseParts(_ word: String) -> [String]? {
        let scalars = Array(word.unicodeScalars)
        guard scalars.count >= 6, scalars.allSatisfy({ isUpper($0) || (0x61...0x7A).contains($0.value) }),
              !zip(scalars, scalars.dropFirst()).contains(where: { isUpper($0) && isUpper($1) }) else { return nil }
        // (Without two capitals in a row, the index's parts open at each capital.)
        let parts = SearchTokenizer.identifierParts(in: word, range: word.startIndex..<word.endIndex).map { word[$0].lowercased() }
        guard parts.count >= 2, parts.allSatisfy({ $0.count >= 3 }) else { return nil }
        return parts
    }

    /// Endings of English adjectives that make adverbs with `ly` (`implicit`, `explicit`,
    /// `proportional`, `relative`, `automatic` → `automatically`).
    static let adjectiveEndings = ["ic", "al", "it", "ct", "ent", "ant", "ive", "ous", "ful", "ate", "ar"]

    /// `implicit` → implicitly, `automatic` → automatically; nil for a word that does not
    /// end as an adjective does, or is shorter than five letters.
    static func adverb(of word: String) -> String? {
        guard word.count >= 5, let ending = adjectiveEndings.first(where: word.hasSuffix) else { return nil }
        return word + (ending == "ic" ? "ally" : "ly")
    }

    /// `implicitly` → implicit, `automatically` → automatic: the adjective of an adverb
    /// `adverb(of:)` makes, or nil.
    static func adjective(ofAdverb word: String) -> String? {
        guard word.hasSuffix("ly") else { return nil }
        let stem = word.hasSuffix("ically") ? String(word.dropLast(4)) : String(word.dropLast(2))
        return adverb(of: stem) == word ? stem : nil
    }

    /// `modifier` → modifiers, `priority` → priorities, `box` → boxes.
    static func plural(of word: String) -> String {
        if word.hasSuffix("y"), let before = word.dropLast().last, !"aeiou".contains(before) {
            return word.dropLast() + "ies"
        }
        return word + (["s", "x", "ch", "sh"].contains { word.hasSuffix($0) } ? "es" : "s")
    }

    static func isUpper(_ scalar: Unicode.Scalar) -> Bool { (0x41...0x5A).contains(scalar.value) }
}
